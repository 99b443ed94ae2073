// 百度营销's own rules on a property's values (docs/design/properties.md §3.4), beside the domain's (URLs, macros):
// the web's schemas and the sandbox media run these same functions, so both refuse the same values in the same
// words. Each answers the field it is about and the problem (a domain problem, or a sentence of the media's own).
import { checkTrackUrl, checkUrl, type PropertyProblem } from '@toufang/domain';
import {
  BAIDU_APP_TYPES,
  BAIDU_CLICK_MONITOR_MACROS,
  BAIDU_MONITOR_MODES,
  BAIDU_PROPERTY_LIMITS,
  BAIDU_TARGET_AGES,
  BAIDU_TARGET_DEVICES,
  BAIDU_TARGET_EDUCATIONS,
  BAIDU_TARGET_NETS,
  BAIDU_TARGET_SEXES,
  BAIDU_TRACK_MACROS,
  BAIDU_TRANS_FROM_API,
  BAIDU_TRANS_FROM_PAGE,
  type BaiduTransFrom,
} from './property-limits';
import { BAIDU_SUMMARY_KEYS, BAIDU_TARGET_WORDS, BAIDU_TRANS_FROM_WORDS } from './property-words';
import { BAIDU_PROPERTY_SENTENCES as S } from './property-texts';

export interface BaiduValueProblem {
  readonly field: string;
  readonly problem: PropertyProblem | string;
}

type Values = Readonly<Record<string, unknown>>;

const lengthOf = (text: string) => [...text].length;
const filled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const at = (field: string, problem: PropertyProblem | string | null): BaiduValueProblem | null => (problem === null ? null : { field, problem });

const CONVERSION = BAIDU_PROPERTY_LIMITS['conversion-config'];
const CK = BAIDU_SUMMARY_KEYS['conversion-config'];
const CONVERSION_LABELS = { monitorUrl: CK.MONITOR_URL, exposureUrl: '曝光监测地址', lpUrl: CK.LP_URL, mode: '监测方式', appType: '应用类型', apkName: '应用包名', downloadUrl: '下载URL' } as const;

/** 转化追踪: the access decides which links it needs; every link checked, monitoring links against its macros. */
export function checkBaiduConversion(values: Values): BaiduValueProblem | null {
  const from = values.transFrom;
  if (!CONVERSION.TRANS_FROM.includes(from as BaiduTransFrom)) return at('transFrom', from === undefined || from === null ? S.CHOOSE(CK.TRANS_FROM) : S.UNKNOWN(CK.TRANS_FROM, from));
  const access = from as BaiduTransFrom;
  const types = Array.isArray(values.transTypes) ? (values.transTypes as unknown[]) : [];
  if (types.length === 0) return at('transTypes', S.CHOOSE(CK.TRANS_TYPES));
  if (types.length > CONVERSION.TRANS_TYPES_MAX) return at('transTypes', S.TOO_MANY(CK.TRANS_TYPES, CONVERSION.TRANS_TYPES_MAX));
  const unknown = types.find((t) => !CONVERSION.TRANS_TYPES.includes(t as never));
  if (unknown !== undefined) return at('transTypes', S.UNKNOWN(CK.TRANS_TYPES, unknown));
  const repeated = types.find((t, i) => types.indexOf(t) !== i);
  if (repeated !== undefined) return at('transTypes', S.REPEATED(CK.TRANS_TYPES, repeated));

  const api = (BAIDU_TRANS_FROM_API as readonly number[]).includes(access);
  // The SDK way (13) is neither: a click monitoring link is allowed there, without the callback.
  const page = (BAIDU_TRANS_FROM_PAGE as readonly number[]).includes(access);
  const by = BAIDU_TRANS_FROM_WORDS[access];
  const { monitorUrl, exposureUrl, lpUrl } = values;
  if (api && !filled(monitorUrl)) return at('monitorUrl', S.REQUIRED(CONVERSION_LABELS.monitorUrl));
  if (filled(monitorUrl)) {
    if (page) return at('monitorUrl', S.NOT_USED(CONVERSION_LABELS.monitorUrl, by));
    const found = at('monitorUrl', checkTrackUrl(monitorUrl, api ? BAIDU_CLICK_MONITOR_MACROS : BAIDU_TRACK_MACROS));
    if (found) return found;
  }
  if (filled(exposureUrl)) {
    if (!filled(monitorUrl)) return at('exposureUrl', S.REQUIRED(CONVERSION_LABELS.monitorUrl));
    if (values.mode === 1) return at('exposureUrl', S.NOT_USED(CONVERSION_LABELS.exposureUrl, '仅点击监测'));
    const found = at('exposureUrl', checkTrackUrl(exposureUrl, BAIDU_TRACK_MACROS));
    if (found) return found;
  }
  if (page && !filled(lpUrl)) return at('lpUrl', S.REQUIRED(CONVERSION_LABELS.lpUrl));
  if (filled(lpUrl)) {
    if (!page) return at('lpUrl', S.NOT_USED(CONVERSION_LABELS.lpUrl, by));
    const found = at('lpUrl', checkUrl(lpUrl));
    if (found) return found;
  }
  if (values.mode !== undefined && !BAIDU_MONITOR_MODES.includes(values.mode as never)) return at('mode', S.UNKNOWN(CONVERSION_LABELS.mode, values.mode));
  if (values.appType !== undefined && !BAIDU_APP_TYPES.includes(values.appType as never)) return at('appType', S.UNKNOWN(CONVERSION_LABELS.appType, values.appType));
  if (typeof values.apkName === 'string' && lengthOf(values.apkName) > CONVERSION.APK_NAME_MAX_LENGTH) return at('apkName', S.TOO_LONG(CONVERSION_LABELS.apkName, CONVERSION.APK_NAME_MAX_LENGTH));
  if (filled(values.downloadUrl)) return at('downloadUrl', checkUrl(values.downloadUrl));
  return null;
}

const PAGE = BAIDU_PROPERTY_LIMITS['landing-page'];
const PK = BAIDU_SUMMARY_KEYS['landing-page'];

/** 落地页: one of its page kinds, a published http(s) URL on a domain, a short remark. */
export function checkBaiduLandingPage(values: Values): BaiduValueProblem | null {
  if (!PAGE.PAGE_TYPES.includes(values.pageType as never)) return at('pageType', values.pageType === undefined ? S.CHOOSE(PK.PAGE_TYPE) : S.UNKNOWN(PK.PAGE_TYPE, values.pageType));
  if (!filled(values.onlineUrl)) return at('onlineUrl', S.REQUIRED(PK.ONLINE_URL));
  const url = at('onlineUrl', checkUrl(values.onlineUrl));
  if (url) return url;
  if (typeof values.remark === 'string' && lengthOf(values.remark) > PAGE.REMARK_MAX_LENGTH) return at('remark', S.TOO_LONG(PK.REMARK, PAGE.REMARK_MAX_LENGTH));
  return null;
}

const APPLET = BAIDU_PROPERTY_LIMITS.applet;
const AK = BAIDU_SUMMARY_KEYS.applet;

/** 小程序: its kind, a key of that kind's shape, a start path inside the program (no leading /, no spaces). */
export function checkBaiduApplet(values: Values): BaiduValueProblem | null {
  const type = values.appletType;
  if (!APPLET.APPLET_TYPES.includes(type as never)) return at('appletType', type === undefined ? S.CHOOSE(AK.APPLET_TYPE) : S.UNKNOWN(AK.APPLET_TYPE, type));
  if (!filled(values.appKey)) return at('appKey', S.REQUIRED(AK.APP_KEY));
  const shape = APPLET.APP_KEY[type as keyof typeof APPLET.APP_KEY];
  if (!new RegExp(shape).test(values.appKey)) return at('appKey', type === 'WECHAT' ? S.WECHAT_ID : S.BAIDU_APP_KEY);
  const path = values.path;
  if (typeof path === 'string' && path !== '') {
    if (lengthOf(path) > APPLET.PATH_MAX_LENGTH) return at('path', S.TOO_LONG(AK.PATH, APPLET.PATH_MAX_LENGTH));
    if (path.startsWith('/') || /\s/.test(path)) return at('path', S.APPLET_PATH);
  }
  return null;
}

const BRAND = BAIDU_PROPERTY_LIMITS['brand-management'];
const BK = BAIDU_SUMMARY_KEYS['brand-management'];

/** 品牌管理: a logo, the URL of a jpg or png image (the name's 12 characters are the kit's name rule). */
export function checkBaiduBrand(values: Values): BaiduValueProblem | null {
  const logo = values.userPortrait;
  if (!filled(logo)) return at('userPortrait', S.REQUIRED(BK.LOGO));
  const url = at('userPortrait', checkUrl(logo));
  if (url) return url;
  const path = logo.split(/[?#]/)[0].toLowerCase();
  if (!BRAND.LOGO_FORMATS.some((format) => path.endsWith(`.${format}`))) return at('userPortrait', S.LOGO_FORMAT(BRAND.LOGO_FORMATS.join('、')));
  return null;
}

/** How many lines a pack holds and how long each is. */
export interface BaiduLinesLimits {
  readonly MIN_LENGTH: number;
  readonly MAX_LENGTH: number;
  readonly MAX_ROWS: number;
}

/** A pack of lines (摘要, 优选词): at least one, at most MAX_ROWS, each MIN–MAX characters (spaces around it not counted), none twice. */
export function checkBaiduLines(values: Values, field: string, label: string, limits: BaiduLinesLimits): BaiduValueProblem | null {
  const raw = values[field];
  const lines = Array.isArray(raw) ? raw : [];
  if (lines.length === 0) return at(field, S.REQUIRED(label));
  if (lines.length > limits.MAX_ROWS) return at(field, S.TOO_MANY(label, limits.MAX_ROWS));
  const seen = new Set<string>();
  for (const [i, line] of lines.entries()) {
    const text = typeof line === 'string' ? line.trim() : '';
    const length = lengthOf(text);
    if (length < limits.MIN_LENGTH || length > limits.MAX_LENGTH) return at(field, S.LINE_LENGTH(label, i + 1, limits.MIN_LENGTH, limits.MAX_LENGTH));
    if (seen.has(text)) return at(field, S.REPEATED(label, text));
    seen.add(text);
  }
  return null;
}

/** 文本摘要: its lines of 9–50 characters, at most 20. */
export const checkBaiduTextSummary = (values: Values) => checkBaiduLines(values, 'summaries', '摘要', BAIDU_PROPERTY_LIMITS['text-summary'].LINES);
/** 优选词: its words of at most 12 characters, at most 50. */
export const checkBaiduExcellentWords = (values: Values) => checkBaiduLines(values, 'words', BAIDU_SUMMARY_KEYS['excellent-words'].WORDS, BAIDU_PROPERTY_LIMITS['excellent-words'].LINES);

/** The labels of 转化追踪's fields the rules name (the web's form uses the same). */
export const BAIDU_CONVERSION_LABELS = { ...CONVERSION_LABELS, transFrom: CK.TRANS_FROM, transTypes: CK.TRANS_TYPES } as const;

const TL = BAIDU_TARGET_WORDS.LABELS;

/** A list of codes, each one of `allowed`, none twice, at most `max` (absent: 不限). */
function codesIn(values: Values, field: keyof typeof TL, allowed: readonly (string | number)[], max = allowed.length): BaiduValueProblem | null {
  const value = values[field];
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value)) return at(field, S.CHOOSE(TL[field]));
  const unknown = value.find((v) => !allowed.includes(v as never));
  if (unknown !== undefined) return at(field, S.UNKNOWN(TL[field], unknown));
  const repeated = value.find((v, i) => value.indexOf(v) !== i);
  if (repeated !== undefined) return at(field, S.REPEATED(TL[field], repeated));
  return value.length > max ? at(field, S.TOO_MANY(TL[field], max)) : null;
}

/** One code of `allowed` (absent: 不限). */
function codeIn(values: Values, field: keyof typeof TL, allowed: readonly number[]): BaiduValueProblem | null {
  const value = values[field];
  return value === undefined || value === null || allowed.includes(value as number) ? null : at(field, S.UNKNOWN(TL[field], value));
}

/** 定向包: regions are integer codes (the sandbox checks them on its tree), codes known, crowds ≤ 10 each and never both ways. */
export function checkBaiduTarget(values: Values): BaiduValueProblem | null {
  const T = BAIDU_PROPERTY_LIMITS.target;
  const region = values.region;
  if (region !== undefined && region !== null && !(Array.isArray(region) && region.every((code) => Number.isInteger(code)))) return at('region', S.CHOOSE(TL.region));
  const crowds = (field: 'common' | 'exclude') => {
    const value = values[field];
    if (value === undefined || value === null) return null;
    if (!Array.isArray(value) || value.some((id) => typeof id !== 'string' || !/^\d{1,20}$/.test(id))) return at(field, S.CHOOSE(TL[field]));
    const repeated = value.find((v, i) => value.indexOf(v) !== i);
    if (repeated !== undefined) return at(field, S.REPEATED(TL[field], repeated));
    return value.length > T.CROWDS_MAX ? at(field, S.TOO_MANY(TL[field], T.CROWDS_MAX)) : null;
  };
  const include = Array.isArray(values.common) ? (values.common as unknown[]) : [];
  const both = Array.isArray(values.exclude) ? (values.exclude as unknown[]).find((id) => include.includes(id)) : undefined;
  return (
    codesIn(values, 'age', BAIDU_TARGET_AGES) ??
    codeIn(values, 'sex', BAIDU_TARGET_SEXES) ??
    codesIn(values, 'education', BAIDU_TARGET_EDUCATIONS) ??
    codeIn(values, 'device', BAIDU_TARGET_DEVICES) ??
    codeIn(values, 'net', BAIDU_TARGET_NETS) ??
    crowds('common') ??
    crowds('exclude') ??
    (both === undefined ? null : at('exclude', S.CROWD_BOTH(String(both))))
  );
}
