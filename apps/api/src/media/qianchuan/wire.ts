// 巨量千川 shares its company's open platform: {code, message, request_id, data}.
export { TOUTIAO_ENVELOPE as QIANCHUAN_ENVELOPE } from '../toutiao/wire';
