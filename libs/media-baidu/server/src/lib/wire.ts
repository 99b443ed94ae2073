// 百度营销 answers {header: {status, desc, failures: [{code, message, position}]}, body: {data}}; status 0
// is success, and the failure's figures ride in its position field here.
import { detailOf, isRecord, type Envelope } from '@toufang/server-sandbox';

export const BAIDU_ENVELOPE: Envelope = {
  write: (error) => ({
    header: { status: 2, desc: 'failure', failures: [{ code: Number(error.code), message: error.text, position: { ...error.detail } }] },
    body: { data: [] },
  }),
  read(body) {
    if (!isRecord(body) || !isRecord(body.header) || body.header.status === 0) return undefined;
    const failure = Array.isArray(body.header.failures) ? body.header.failures[0] : undefined;
    if (!isRecord(failure)) return undefined;
    return {
      code: String(failure.code),
      text: typeof failure.message === 'string' ? failure.message : '',
      detail: detailOf(failure.position),
    };
  },
};
