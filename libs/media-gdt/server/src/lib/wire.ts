// 腾讯广告 answers {code, message, message_cn, errors: [{type, description, spec}], data}: the English text in
// message, a Chinese one in message_cn, the figures in the first error's spec.
import { detailOf, isRecord, type Envelope } from '@toufang/server-sandbox';

export const GDT_ENVELOPE: Envelope = {
  write: (error) => ({
    code: Number(error.code),
    message: error.text,
    message_cn: error.text,
    errors: [{ type: 'SANDBOX_RULE', description: error.text, spec: { ...error.detail } }],
    data: {},
  }),
  read(body) {
    if (!isRecord(body) || typeof body.code !== 'number' || body.code === 0) return undefined;
    const first = Array.isArray(body.errors) ? body.errors[0] : undefined;
    return {
      code: String(body.code),
      text: typeof body.message === 'string' ? body.message : '',
      detail: isRecord(first) ? detailOf(first.spec) : {},
    };
  },
};
