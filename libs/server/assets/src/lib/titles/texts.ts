// The title library's refusals (Chinese) and limits; the envelope codes are the shared ones (400, 404, 409).
import { CODES, Refusal, badRequest } from '@toufang/server-http';
import { TITLE_LIMITS } from '@toufang/domain';

export const TITLE_TEXTS = {
  NOT_FOUND: '标题不存在或已删除',
  GROUP_NOT_FOUND: '标题组不存在或已删除',
  LINE: (line: number, problem: string) => `第${line}行：${problem}`,
  NOTHING_TO_ADD: '请至少输入一个标题',
  TAKEN: '标题库中已有相同的标题',
  LABEL_INVALID: '标签不存在，请刷新后重试',
  TOO_MANY_LABELS: `一个标题最多 ${TITLE_LIMITS.LABELS} 个标签`,
  LABELS_REQUIRED: '请选择要添加或移除的标签',
  GROUP_NAME_REQUIRED: '请输入标题组名称',
  GROUP_NAME_TOO_LONG: `标题组名称最多 ${TITLE_LIMITS.GROUP_NAME} 个字`,
  GROUP_NAME_TAKEN: '已有同名的标题组',
  GROUP_TOO_LARGE: `一个标题组最多 ${TITLE_LIMITS.GROUP_TITLES} 个标题`,
  IMPORT_UNREADABLE: '文件无法读取，请使用标题导入模板（.xlsx）',
  IMPORT_TOO_LARGE: '文件内容过大，请拆分后上传',
  IMPORT_HEADER: '表头应为「标题」「标签」，请使用标题导入模板',
  IMPORT_EMPTY: '文件中没有标题',
  IMPORT_TOO_MANY: `一次最多导入 ${TITLE_LIMITS.IMPORT_ROWS} 行`,
  DUPLICATE_EXISTS: '标题库中已有相同的标题',
  DUPLICATE_REPEATED: (row: number) => `与第${row}行重复`,
  UNKNOWN_LABEL: (name: string) => `标签「${name}」不存在，请先在标签管理中添加`,
  EXPORT_TOO_MANY: (limit: number) => `一次最多导出 ${limit} 个标题，请缩小筛选范围`,
} as const;

export const titleNotFound = () => new Refusal(CODES.NOT_FOUND, TITLE_TEXTS.NOT_FOUND);
export const groupNotFound = () => new Refusal(CODES.NOT_FOUND, TITLE_TEXTS.GROUP_NOT_FOUND);
export const taken = (message: string) => new Refusal(409, message);
export { badRequest };
