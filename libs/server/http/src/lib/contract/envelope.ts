// The answer envelope of every /api call, and the refusals a handler may throw.

export interface Envelope<T = unknown> {
  code: number;
  data: T | null;
  message: string;
  content: null;
  version: string | null;
}

export function envelope<T>(code: number, data: T | null, message: string, version: string | null): Envelope<T> {
  return { code, data, message, content: null, version };
}

/** Texts the server answers with (Chinese, as the desk shows them). */
export const TEXTS = {
  SUCCESS: 'success',
  NOT_FOUND_PATH: '接口不存在',
  SYSTEM_BUSY: '系统繁忙，请稍后重试！',
  SESSION_INVALID: '登录已失效，请重新登录',
  BAD_CREDENTIALS: '用户名或密码错误',
  OLD_PASSWORD_WRONG: '原始密码错误',
  NOT_OWN_PASSWORD: '无权修改其他用户的密码',
  FORBIDDEN: '无权限访问该功能，请联系管理员开通',
  /** An auth-code (gadget) session calling an operation not marked gadget (docs/design/live-home.md §7). */
  GADGET_FORBIDDEN: '嵌入模式下不可用',
  PASSWORD_CHANGE_REQUIRED: '当前密码为初始密码，请先修改密码后再使用',
  TICKET_INVALID: '登录凭证无效或已过期',
  AUTH_CODE_INVALID: '授权码无效或已过期',
  MESSAGE_NOT_FOUND: '消息不存在',
  BODY_NOT_JSON: '请求体不是有效的 JSON',
  BODY_MISSING: '缺少请求体',
  BODY_WRONG_TYPE: '请求体必须是 JSON（Content-Type: application/json）',
  BODY_WRONG_FORM: '请求体必须是表单（Content-Type: application/x-www-form-urlencoded）',
  BODY_TOO_LARGE: '请求体过大，不能超过1MB',
  BAD_REQUEST: '请求不符合接口要求',
  BODY_TOO_DEEP: '请求体嵌套层数过多，不能超过64层',
  STORE_NUL: '内容不能包含空字符',
  STORE_TOO_DEEP: '数据嵌套层数过多，不能超过64层',
} as const;

/** Envelope codes of the contract's description. */
export const CODES = {
  OK: 200,
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TOO_MANY: 429,
  BAD_CREDENTIALS: 1001,
  OLD_PASSWORD_WRONG: 1002,
  PASSWORD_RULE: 1003,
  TICKET_INVALID: 1004,
  AUTH_CODE_INVALID: 1005,
  PASSWORD_CHANGE_REQUIRED: 1010,
} as const;

/**
 * A refusal: the call is answered with this envelope code and message. Business refusals travel with
 * HTTP 200 (the desk reads the code); 400, 401, 403 and 429 also set the HTTP status, as the contract says.
 */
export class Refusal extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = 200,
    /** Whole seconds the caller should wait (the `Retry-After` header of an HTTP 429). */
    readonly retryAfterSeconds?: number,
    /** What the refusal carries beside its message, where the contract gives it a shape (a submission's row checks). */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}

export const badRequest = (message: string) => new Refusal(CODES.BAD_REQUEST, message, 400);
export const unauthorized = () => new Refusal(CODES.UNAUTHORIZED, TEXTS.SESSION_INVALID, 401);
export const forbidden = (message: string) => new Refusal(CODES.FORBIDDEN, message, 403);
export const passwordChangeRequired = () => new Refusal(CODES.PASSWORD_CHANGE_REQUIRED, TEXTS.PASSWORD_CHANGE_REQUIRED, 403);
/** HTTP 429: every one says, in `Retry-After` and in its message, when to try again. */
export const tooMany = (message: string, retryAfterSeconds: number) =>
  new Refusal(CODES.TOO_MANY, message, 429, Math.max(1, Math.ceil(retryAfterSeconds)));
