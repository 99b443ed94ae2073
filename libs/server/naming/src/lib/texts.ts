// The name analysis area's envelope codes and Chinese texts (openapi/openapi.yaml lists the codes; design §4.2).
import { CODES, Refusal } from '@toufang/server-http';

export const NAMING_CODES = {
  /** A naming rule is refused; the message says why. */
  REFUSED: 1901,
  /** A rule name already taken in the company. */
  CONFLICT: 409,
} as const;

export const NAMING_TEXTS = {
  RULE_NOT_FOUND: '命名规则不存在',
  NAME_REQUIRED: '请输入规则名称',
  NAME_TAKEN: '已有同名的命名规则',
  DESIGNER_NOT_FOUND: (code: string) => `设计师代码"${code}"对应的用户不在本公司`,
  DESIGNER_RULE_TAKEN: (name: string) => `已有启用中的带设计师字段的素材命名规则「${name}」，同一时间只能启用一条`,
  MATERIAL_NO_MEDIA: '素材命名规则不区分媒体和层级',
} as const;

export const refused = (message: string) => new Refusal(NAMING_CODES.REFUSED, message);
export const notFound = (message: string) => new Refusal(CODES.NOT_FOUND, message);
export const conflict = (message: string) => new Refusal(NAMING_CODES.CONFLICT, message);

/** PostgreSQL's unique_violation: a unique index caught a race the check before it did not. */
export const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';
