// The assets area's envelope codes and Chinese texts (openapi/openapi.yaml lists the codes).
import { CODES, Refusal } from '@toufang/server-http';

export const ASSET_CODES = {
  /** A label change is refused; the message says why. */
  REFUSED: 1401,
  /** A name already taken (label and group names are unique in the company). */
  CONFLICT: 409,
} as const;

/** Where a label is used, in the words of a refusal: 12 个素材、3 个标题. */
export function usesText(materials: number, titles: number): string {
  return [materials > 0 ? `${materials} 个素材` : '', titles > 0 ? `${titles} 个标题` : ''].filter(Boolean).join('、');
}

export const ASSET_TEXTS = {
  GROUP_NOT_FOUND: '标签分组不存在',
  GROUP_NAME_REQUIRED: '请输入分组名称',
  GROUP_NAME_TAKEN: '已有同名的标签分组',
  GROUP_HAS_LABELS: (count: number) => `分组下还有 ${count} 个标签，请先移走或删除`,
  LABEL_NOT_FOUND: '标签不存在',
  LABEL_NAME_REQUIRED: '请输入标签名称',
  LABEL_NAME_TAKEN: '已有同名的标签（标签名称在全公司唯一）',
  LABEL_IN_USE: (name: string, materials: number, titles: number) => `标签「${name}」正用于 ${usesText(materials, titles)}，确认移除后会从它们上面去掉`,
} as const;

export const refused = (message: string) => new Refusal(ASSET_CODES.REFUSED, message);
export const notFound = (message: string) => new Refusal(CODES.NOT_FOUND, message);
export const conflict = (message: string) => new Refusal(ASSET_CODES.CONFLICT, message);

/** PostgreSQL's unique_violation: a unique index caught a race the check before it did not. */
export const isUniqueViolation = (error: unknown) => (error as { code?: unknown } | null)?.code === '23505';
