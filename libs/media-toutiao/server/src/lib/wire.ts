// 巨量引擎 answers {code, message, request_id, data}; code 0 is success (the shape qianchuan shares).
import { REQUEST_ID_ENVELOPE } from '@toufang/server-sandbox';

export const TOUTIAO_ENVELOPE = REQUEST_ID_ENVELOPE;
