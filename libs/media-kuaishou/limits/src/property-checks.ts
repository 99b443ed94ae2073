// 磁力智投's checks on a property's values, one list per built type (docs/design/properties.md §2.3, §2.11):
// the web declarations turn the problems into field messages, the sandbox media into its refusals, so both
// refuse the same values in the same words. A problem of the shared rules (URL, macros) keeps its
// PropertyProblem, so the sandbox refuses it under the shared rule (property_macro …).
import { checkTrackUrl, checkUrl, PROPERTY_URL_MAX_LENGTH, propertyProblemText, type PropertyProblem, type TrackMacros } from '@toufang/domain';
import { KUAISHOU_CALLBACK_MACRO, KUAISHOU_PROPERTY_LIMITS, KUAISHOU_TRACK_MACROS } from './property-limits';
import { KUAISHOU_PROPERTY_TEXTS as T } from './property-texts';

export interface KuaishouValueProblem {
  /** The value's field (its wire name). */
  readonly field: string;
  /** The sentence the person reads. */
  readonly text: string;
  /** The shared rule it breaks, when it is one (URL, macros). */
  readonly problem?: PropertyProblem;
}

type Values = Readonly<Record<string, unknown>>;
type Check = (values: Values) => KuaishouValueProblem | null;

const lengthOf = (text: string) => [...text].length;
const MEDIA_NAME = '磁力智投';

/** A value from a fixed list (a select). */
export function oneOf(field: string, label: string, options: readonly (string | number)[]): Check {
  return (v) => {
    const value = v[field];
    if (value === undefined || value === null || value === '') return { field, text: T.CHOOSE(label) };
    return options.includes(value as string | number) ? null : { field, text: T.NOT_AN_OPTION(label, value) };
  };
}

/** A text of at most `max` characters; `optional` lets it be empty or absent. */
export function text(field: string, label: string, max: number, optional = false): Check {
  return (v) => {
    const value = v[field];
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return optional ? null : { field, text: T.REQUIRED(label) };
    if (typeof value !== 'string') return { field, text: T.REQUIRED(label) };
    return lengthOf(value) > max ? { field, text: T.TOO_LONG(label, max) } : null;
  };
}

/** A whole number within bounds. */
export function wholeNumber(field: string, label: string, min: number, max: number, optional = false): Check {
  return (v) => {
    const value = v[field];
    if (value === undefined || value === null) return optional ? null : { field, text: T.REQUIRED(label) };
    return Number.isInteger(value) && (value as number) >= min && (value as number) <= max ? null : { field, text: T.WHOLE_NUMBER(label, min, max) };
  };
}

const fromProblem = (field: string, problem: PropertyProblem | null): KuaishouValueProblem | null =>
  problem ? { field, text: propertyProblemText(problem, MEDIA_NAME), problem } : null;

/** An http(s) link on a domain (the shared URL rule). */
export function link(field: string, label: string, optional = false): Check {
  return (v) => {
    const value = v[field];
    if (value === undefined || value === null || value === '') return optional ? null : { field, text: T.REQUIRED(label) };
    return fromProblem(field, checkUrl(String(value)));
  };
}

/** A monitoring link: the URL rule, then 磁力智投's macro whitelist (and its required macros). */
export function trackLink(field: string, label: string, macros: TrackMacros, optional = false): Check {
  return (v) => {
    const value = v[field];
    if (value === undefined || value === null || value === '') return optional ? null : { field, text: T.REQUIRED(label) };
    return fromProblem(field, checkTrackUrl(String(value), macros));
  };
}

const A = KUAISHOU_PROPERTY_LIMITS['custom-audience'];
const C = KUAISHOU_PROPERTY_LIMITS['conversion-config'];
const L = KUAISHOU_PROPERTY_LIMITS['landing-page'];
const P = KUAISHOU_PROPERTY_LIMITS.application;
const S = KUAISHOU_PROPERTY_LIMITS['application-subcontracting'];
const Q = KUAISHOU_PROPERTY_LIMITS['quick-app'];
const D = KUAISHOU_PROPERTY_LIMITS['direct-link'];
const V = KUAISHOU_PROPERTY_LIMITS['advanced-creative-library'];
const R = KUAISHOU_PROPERTY_LIMITS['promotion-card'];
const G = KUAISHOU_PROPERTY_LIMITS.target;

/** An optional list of options (a multi-select), each one of them, none twice, at most `max`. */
function someOf(field: string, label: string, options: readonly (string | number)[], max = options.length): Check {
  return (v) => {
    const value = v[field];
    if (value === undefined || value === null) return null;
    if (!Array.isArray(value) || value.some((item) => !options.includes(item as string | number)) || new Set(value).size < value.length) return { field, text: T.OPTIONS(label) };
    return value.length > max ? { field, text: T.AUDIENCES_TOO_MANY(label, max) } : null;
  };
}

/** Optional audience ids (digits), at most AUDIENCES_MAX, none twice. */
function audienceIds(field: string, label: string): Check {
  return (v) => {
    const value = v[field];
    if (value === undefined || value === null) return null;
    if (!Array.isArray(value) || value.some((id) => typeof id !== 'string' || !/^\d{1,32}$/.test(id)) || new Set(value).size < value.length) return { field, text: T.OPTIONS(label) };
    return value.length > G.AUDIENCES_MAX ? { field, text: T.AUDIENCES_TOO_MANY(label, G.AUDIENCES_MAX) } : null;
  };
}

/** population and exclude_population never share a pack (target.go). */
const disjointAudiences: Check = (v) => {
  const include = Array.isArray(v.population) ? (v.population as unknown[]) : [];
  const both = Array.isArray(v.exclude_population) ? (v.exclude_population as unknown[]).find((id) => include.includes(id)) : undefined;
  return both === undefined ? null : { field: 'exclude_population', text: T.AUDIENCE_BOTH(String(both)) };
};

/** An optional select: absent means 不限. */
const optionalOneOf = (field: string, label: string, options: readonly (string | number)[]): Check => (v) =>
  v[field] === undefined || v[field] === null ? null : oneOf(field, label, options)(v);

/** The region value's shape (codes); the sandbox checks them against its tree at REGION.DEPTH. */
const regionShape: Check = (v) => {
  const value = v.region;
  if (value === undefined || value === null) return null;
  return Array.isArray(value) && value.every((code) => Number.isInteger(code)) ? null : { field: 'region', text: T.OPTIONS('地域') };
};

/** Short lines (selling points): 1 … max of them, each non-empty and at most maxLength, none twice. */
function lines(field: string, label: string, max: number, maxLength: number): Check {
  return (v) => {
    const value = v[field];
    if (!Array.isArray(value) || value.length === 0 || value.length > max) return { field, text: T.LINES_COUNT(label, max) };
    const texts = value.map((line) => (typeof line === 'string' ? line.trim() : ''));
    if (texts.some((line) => line === '')) return { field, text: T.LINES_COUNT(label, max) };
    if (texts.some((line) => lengthOf(line) > maxLength)) return { field, text: T.LINE_TOO_LONG(label, maxLength) };
    return new Set(texts).size < texts.length ? { field, text: T.LINE_DUPLICATE(label) } : null;
  };
}

/** Exactly `count` material ids (digits). */
function images(field: string, count: number): Check {
  return (v) => {
    const value = v[field];
    const ok = Array.isArray(value) && value.length === count && value.every((id) => typeof id === 'string' && /^\d{1,32}$/.test(id));
    return ok ? null : { field, text: T.IMAGES(count) };
  };
}

/** The promotion style shows both prices, the sale price not above the price. */
const prices: Check = (v) => {
  const missing = (value: unknown) => value === undefined || value === null;
  if (v.card_type === V.PROMOTION_CARD_TYPE) {
    if (missing(v.price)) return { field: 'price', text: T.PRICES_REQUIRED(V.CARD_TYPES[V.PROMOTION_CARD_TYPE]) };
    if (missing(v.sale_price)) return { field: 'sale_price', text: T.PRICES_REQUIRED(V.CARD_TYPES[V.PROMOTION_CARD_TYPE]) };
  }
  return typeof v.price === 'number' && typeof v.sale_price === 'number' && v.sale_price > v.price ? { field: 'sale_price', text: T.SALE_ABOVE_PRICE } : null;
};

/** A deep link: an app's own scheme (`kwai://`, `taobao://` …), never a web page, within the URL length. */
const deepLink: Check = (v) => {
  const field = 'deep_link';
  const value = v[field];
  if (typeof value !== 'string' || value.trim() === '') return { field, text: T.REQUIRED('直达链接') };
  if (value.length > PROPERTY_URL_MAX_LENGTH) return { field, text: propertyProblemText({ rule: 'property_url_too_long', params: { limit: PROPERTY_URL_MAX_LENGTH } }) };
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/\S+$/.exec(value)?.[1]?.toLowerCase();
  return scheme && scheme !== 'http' && scheme !== 'https' ? null : { field, text: T.DEEP_LINK };
};

/** A quick app's link: `hap://app/<its package>[/path][?query]`, within the URL length. */
const quickAppLink: Check = (v) => {
  const field = 'quick_app_url';
  const value = v[field];
  if (typeof value !== 'string' || value.trim() === '') return { field, text: T.REQUIRED('调起链接') };
  if (value.length > PROPERTY_URL_MAX_LENGTH) return { field, text: propertyProblemText({ rule: 'property_url_too_long', params: { limit: PROPERTY_URL_MAX_LENGTH } }) };
  const match = /^hap:\/\/app\/([^/?#\s]+)([/?#]\S*)?$/.exec(value);
  if (!match) return { field, text: T.QUICK_APP_URL(Q.LINK_PREFIX) };
  return typeof v.package_name === 'string' && v.package_name !== '' && match[1] !== v.package_name ? { field, text: T.QUICK_APP_PACKAGE } : null;
};

/** A value that must match a pattern (after its own emptiness and length checks pass). */
function matching(field: string, pattern: RegExp, says: string): Check {
  return (v) => {
    const value = v[field];
    return typeof value === 'string' && value !== '' && !pattern.test(value) ? { field, text: says } : null;
  };
}

/** An Android or quick app's package name: letters first, dot-separated segments. */
const PACKAGE_NAME = /^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/;

/** An iOS app downloads from its App Store page. */
const iosStore: Check = (v) => {
  if (v.platform !== 'ios' || typeof v.url !== 'string' || checkUrl(v.url)) return null;
  const host = /^https?:\/\/([^/?#:]+)/i.exec(v.url)?.[1]?.toLowerCase() ?? '';
  return (P.IOS_HOSTS as readonly string[]).includes(host) ? null : { field: 'url', text: T.IOS_URL };
};

/** A click link reported back by API carries the callback; the others may not need it. */
const CALLBACK_MACROS: TrackMacros = { ...KUAISHOU_TRACK_MACROS, REQUIRED: [KUAISHOU_CALLBACK_MACRO] };
const clickLink: Check = (v) => trackLink('click_url', '点击监测链接', v.track_type === 'API' ? CALLBACK_MACROS : KUAISHOU_TRACK_MACROS)(v);
const keysOf = (map: Readonly<Record<number, string>>) => Object.keys(map).map(Number);

/** The checks of each built type, in its form's order. */
export const KUAISHOU_VALUE_CHECKS = {
  target: [
    regionShape,
    optionalOneOf('user_type', '地域用户', keysOf(G.USER_TYPES)),
    someOf('ages_range', '年龄', keysOf(G.AGE_BUCKETS)),
    optionalOneOf('gender', '性别', keysOf(G.GENDERS)),
    optionalOneOf('platform_os', '操作系统', keysOf(G.PLATFORMS)),
    optionalOneOf('network', '网络', keysOf(G.NETWORKS)),
    audienceIds('population', '定向人群包'),
    audienceIds('exclude_population', '排除人群包'),
    disjointAudiences,
  ],
  'custom-audience': [
    oneOf('type', '数据类型', keysOf(A.ID_TYPES)),
    oneOf('population_type', '人群来源', keysOf(A.POPULATION_TYPES)),
    wholeNumber('record_size', '上传数量', 0, 100_000_000, true),
  ],
  'conversion-config': [
    oneOf('convert_type', '转化目标', keysOf(C.CONVERT_TYPES)),
    oneOf('track_type', '回传方式', Object.keys(C.TRACK_TYPES)),
    clickLink,
    trackLink('impression_url', '曝光监测链接', KUAISHOU_TRACK_MACROS, true),
  ],
  application: [
    oneOf('platform', '平台', Object.keys(P.PLATFORMS)),
    text('package_name', '包名', P.PACKAGE_NAME_MAX_LENGTH),
    matching('package_name', PACKAGE_NAME, T.PACKAGE_NAME),
    link('url', '下载链接'),
    iosStore,
    text('real_app_version', '版本号', P.VERSION_MAX_LENGTH),
    matching('real_app_version', /^\d+(\.\d+){0,3}$/, T.VERSION),
    oneOf('category', '应用类型', keysOf(P.CATEGORIES)),
    link('app_privacy_url', '隐私政策链接'),
  ],
  'application-subcontracting': [
    text('channel_id', '渠道号', S.CHANNEL_ID_MAX_LENGTH),
    matching('channel_id', /^[A-Za-z0-9_-]+$/, T.CHANNEL_ID),
    text('description', '备注', S.DESCRIPTION_MAX_LENGTH, true),
  ],
  'quick-app': [
    text('package_name', '快应用包名', Q.PACKAGE_NAME_MAX_LENGTH),
    matching('package_name', PACKAGE_NAME, T.PACKAGE_NAME),
    quickAppLink,
    link('h5_url', '备用H5链接', true),
  ],
  'direct-link': [oneOf('platform', '平台', Object.keys(D.PLATFORMS)), deepLink, link('fallback_url', '备用链接')],
  'advanced-creative-library': [
    oneOf('card_type', '卡片类型', keysOf(V.CARD_TYPES)),
    text('title', '标题', V.TITLE_MAX_LENGTH),
    text('sub_title', '副标题', V.SUB_TITLE_MAX_LENGTH, true),
    link('url', '图片链接'),
    wholeNumber('price', '原价（分）', 1, V.PRICE_MAX, true),
    wholeNumber('sale_price', '售卖价（分）', 1, V.PRICE_MAX, true),
    prices,
  ],
  'promotion-card': [
    text('title', '标题', R.TITLE_MAX_LENGTH),
    lines('selling_points', '卖点', R.SELLING_POINTS.MAX, R.SELLING_POINTS.MAX_LENGTH),
    oneOf('button_text', '按钮文案', R.BUTTON_TEXTS),
    images('image_ids', R.IMAGES),
  ],
  'landing-page': [oneOf('page_type', '页面类型', Object.keys(L.PAGE_TYPES)), link('page_url', '页面链接'), text('description', '页面描述', L.DESCRIPTION_MAX_LENGTH, true)],
} as const satisfies Readonly<Record<string, readonly Check[]>>;

export type KuaishouCheckedType = keyof typeof KUAISHOU_VALUE_CHECKS;

/** Every problem of the values (at most one per field), in the form's order. */
export function kuaishouValueProblems(type: KuaishouCheckedType, values: Values): KuaishouValueProblem[] {
  const found: KuaishouValueProblem[] = [];
  for (const check of KUAISHOU_VALUE_CHECKS[type] as readonly Check[]) {
    const problem = check(values);
    if (problem && !found.some((p) => p.field === problem.field)) found.push(problem);
  }
  return found;
}
