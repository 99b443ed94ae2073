// The Chinese sentence of each refused property value (docs/design/properties.md §2.11): the browser's field
// message, the server's 1701 and the sandbox media's refusal say the same thing.
import type { PropertyProblem, PropertyRule } from './property-rules';

export function propertyProblemText({ rule, params }: PropertyProblem, mediaName?: string): string {
  const p = params;
  const text: Record<PropertyRule, () => string> = {
    property_name_empty: () => '名称不能为空',
    property_name_too_long: () => `名称最长${p.limit}个字`,
    property_url: () => '链接须以 http:// 或 https:// 开头，且为正式域名（不能是IP）',
    property_url_too_long: () => `链接最长${p.limit}个字符`,
    property_macro: () => `监测链接包含${mediaName ?? '该媒体'}不支持的宏：${p.value}`,
    property_macro_missing: () => `监测链接缺少必填的宏：${p.value}`,
    property_region: () => `地域编码不存在：${p.value}`,
    property_region_nested: () => `地域${p.value}与其上级地域${p.parent}不能同时选择`,
    property_region_too_many: () => `地域最多选择${p.limit}个，当前${p.value}个`,
  };
  return text[rule]();
}
