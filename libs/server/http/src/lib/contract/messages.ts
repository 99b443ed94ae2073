// Turns an Ajv error into the Chinese sentence the desk shows. The field's name comes from the schema's
// `title` (用户名, 密码, 消息ID …); without one, the property name is used.
import type { ErrorObject } from 'ajv';

function lastSegment(instancePath: string): string | undefined {
  const segments = instancePath.split('/').filter(Boolean);
  return segments.length > 0 ? segments[segments.length - 1].replace(/~1/g, '/').replace(/~0/g, '~') : undefined;
}

function titleOf(schema: unknown): string | undefined {
  const title = (schema as { title?: unknown } | undefined)?.title;
  return typeof title === 'string' && title ? title : undefined;
}

function label(error: ErrorObject): string {
  return titleOf(error.parentSchema) ?? lastSegment(error.instancePath) ?? '请求参数';
}

/** The field a NUL was found in: the last property name on the way (array indexes name nothing). */
function fieldOf(instancePath: string): string | undefined {
  const names = instancePath.split('/').filter((segment) => segment && !/^\d+$/.test(segment));
  return names.length > 0 ? names[names.length - 1].replace(/~1/g, '/').replace(/~0/g, '~') : undefined;
}

/**
 * The contract's pattern for names (模板名称, 分组名称, 姓名 …): at least one character that is neither
 * white space nor an invisible zero-width one, so a name never looks empty. Refused as an empty name is
 * (请输入模板名称, as the handlers and the browser say).
 */
export const VISIBLE_TEXT_PATTERN = '[^\\s\\u200B-\\u200D\\u2060\\uFEFF]';

const JSON_BOUNDS_TEXTS: Record<string, (limit: number) => string> = {
  depth: (limit) => `嵌套不能超过${limit}层`,
  keys: (limit) => `中的对象不能超过${limit}个字段`,
  items: (limit) => `中的列表不能超过${limit}项`,
  string: (limit) => `中的文本不能超过${limit}个字符`,
};

/** `where` names what was validated: the body (请求体) or the query string (查询参数). */
export function validationMessage(error: ErrorObject | undefined, where: '请求体' | '查询参数' = '请求体'): string {
  if (!error) return `${where}不符合接口要求`;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const missing = String(params.missingProperty);
      const properties = (error.parentSchema as { properties?: Record<string, unknown> } | undefined)?.properties;
      return `缺少必填字段：${titleOf(properties?.[missing]) ?? missing}`;
    }
    case 'additionalProperties':
      return `不支持的字段：${String(params.additionalProperty)}`;
    case 'type':
      return error.instancePath === '' ? `${where}必须是 JSON 对象` : `字段「${label(error)}」类型不正确`;
    case 'minLength':
      return Number(params.limit) <= 1 ? `${label(error)}不能为空` : `${label(error)}长度不能少于${String(params.limit)}个字符`;
    case 'maxLength':
      return `${label(error)}长度不能超过${String(params.limit)}个字符`;
    case 'minimum':
      return `${label(error)}不能小于${String(params.limit)}`;
    case 'maximum':
      return `${label(error)}不能大于${String(params.limit)}`;
    case 'maxItems':
      // A list's cap names its figure (the creation template's accounts: CREATION_MAX_ACCOUNTS).
      return `${label(error)}最多${String(params.limit)}个`;
    case 'enum':
      return `${label(error)}的取值不在允许范围内`;
    case 'pattern':
      if (params.pattern === VISIBLE_TEXT_PATTERN) return `请输入${label(error)}`;
      return `${label(error)}格式不正确`;
    case 'format':
      if (params.format === 'int32' || params.format === 'int64') return `${label(error)}超出允许范围`;
      return `${label(error)}格式不正确`;
    case 'x-no-nul': {
      const field = fieldOf(error.instancePath);
      return field ? `字段「${field}」不能包含空字符` : `${where}不能包含空字符`;
    }
    case 'x-json-bounds': {
      const text = JSON_BOUNDS_TEXTS[String(params.kind)];
      const name = typeof params.title === 'string' ? params.title : label(error);
      return text ? `${name}${text(Number(params.limit))}` : `${name}不符合要求`;
    }
    default:
      return `${label(error)}不符合要求`;
  }
}
