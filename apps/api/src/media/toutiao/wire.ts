// 巨量引擎 answers {code, message, request_id, data}; code 0 is success.
import { createHash } from 'node:crypto';
import { flatEnvelope } from '../sandbox/envelope';

export const TOUTIAO_ENVELOPE = flatEnvelope('message', (error) => ({
  request_id: createHash('md5').update(`${error.code}|${JSON.stringify(error.detail)}`).digest('hex').slice(0, 24),
}));
