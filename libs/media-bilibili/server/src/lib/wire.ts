// 哔哩哔哩 answers {code, message, ttl, data}; code 0 is success, errors are often negative.
import { flatEnvelope } from '@toufang/server-sandbox';

export const BILIBILI_ENVELOPE = flatEnvelope('message', () => ({ ttl: 1 }));
