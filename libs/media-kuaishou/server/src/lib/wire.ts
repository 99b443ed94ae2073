// 磁力智投 answers {code, message, data}; code 0 is success.
import { flatEnvelope } from '@toufang/server-sandbox';

export const KUAISHOU_ENVELOPE = flatEnvelope('message');
