// The Chinese texts of update and copy (issue 22 "Update and copy"; docs/decisions.md "Issue 22: update and copy").
export const EXISTING_TEXTS = {
  NOT_FOUND: '对象不存在或无权访问',
  /** widgets spec: a field the media fixes at creation. */
  FIXED: '创建后不可修改',
  FIXED_REFUSED: (label: string) => `创建后不可修改：${label}`,
  /** A field the desk's edit path cannot change (name, status, budget and bid are the ones it can). */
  READ_ONLY: '只能修改名称、状态、预算和出价',
  READ_ONLY_REFUSED: (label: string) => `${label}不支持修改`,
  NO_VARIANT: (level: string) => `该层级（${level}）不支持在批量创建中打开`,
  /** The naming rule of a copy: the original's name, then this, then the date, time and sequence. */
  COPY_SUFFIX: '_复制_',
  MATERIAL_GROUP: (n: number) => `素材组${n}`,
  TITLE_GROUP: (n: number) => `标题组${n}`,
} as const;
