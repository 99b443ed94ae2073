// 巨量千川 is 巨量引擎's: it answers {code, message, request_id, data} as toutiao does.
import { REQUEST_ID_ENVELOPE } from '@toufang/server-sandbox';

export const QIANCHUAN_ENVELOPE = REQUEST_ID_ENVELOPE;
