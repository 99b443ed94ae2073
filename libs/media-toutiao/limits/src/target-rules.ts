// 巨量引擎's checks on a 定向包's values (docs/design/properties.md §3.1), run by the browser's schema and the
// sandbox alike, in the same words: each enum, the age buckets, packs never both included and excluded, the
// region mode against the codes (NONE with regions, CITY with a district). The sandbox adds its tree and the
// account's packs.
import { TOUTIAO_PROPERTY_LIMITS } from './property-limits';
import {
  TOUTIAO_TARGET_AGES,
  TOUTIAO_TARGET_DISTRICTS,
  TOUTIAO_TARGET_GENDERS,
  TOUTIAO_TARGET_INTEREST_MODES,
  TOUTIAO_TARGET_LOCATION_TYPES,
  TOUTIAO_TARGET_NETWORKS,
  TOUTIAO_TARGET_PLATFORMS,
  type TermOf,
} from './property-enums';

const L = TOUTIAO_PROPERTY_LIMITS.target;

/** The field labels of a 定向包 (the form's and the refusals'). */
export const TOUTIAO_TARGET_LABELS = {
  district: '地域类型',
  city: '地域',
  location_type: '位置类型',
  gender: '性别',
  age: '年龄',
  retargeting_tags_include: '定向人群包',
  retargeting_tags_exclude: '排除人群包',
  interest_action_mode: '行为兴趣',
  platform: '平台',
  ac: '网络',
  description: '描述',
} as const;

/** The sentences of its refusals. */
export const TOUTIAO_TARGET_TEXTS = {
  NOT_AN_OPTION: (label: string) => `${label}中有不支持的选项`,
  TOO_MANY: (label: string, max: number) => `${label}最多选择${max}个`,
  TOO_LONG: (label: string, max: number) => `${label}最长${max}个字`,
  NONE_WITH_REGIONS: '地域类型为不限时不能选择地域',
  CITY_WITH_COUNTY: '按省市定向时不能选择区县',
  AUDIENCE_BOTH: (id: string) => `人群包${id}不能同时定向和排除`,
  AUDIENCE_NOT_OWN: (id: string) => `人群包${id}不属于该账户`,
} as const;

export interface ToutiaoTargetProblem {
  readonly field: keyof typeof TOUTIAO_TARGET_LABELS;
  readonly text: string;
}

type Values = Readonly<Record<string, unknown>>;
type Field = keyof typeof TOUTIAO_TARGET_LABELS;
const T = TOUTIAO_TARGET_TEXTS;
const has = (terms: readonly TermOf<string>[], value: unknown) => terms.some((t) => t.value === value);

function one(v: Values, field: Field, terms: readonly TermOf<string>[]): ToutiaoTargetProblem | null {
  const value = v[field];
  return value === undefined || value === null || has(terms, value) ? null : { field, text: T.NOT_AN_OPTION(TOUTIAO_TARGET_LABELS[field]) };
}

function some(v: Values, field: Field, ok: (item: unknown) => boolean, max: number): ToutiaoTargetProblem | null {
  const value = v[field];
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || !value.every(ok) || new Set(value).size < value.length) return { field, text: T.NOT_AN_OPTION(TOUTIAO_TARGET_LABELS[field]) };
  return value.length > max ? { field, text: T.TOO_MANY(TOUTIAO_TARGET_LABELS[field], max) } : null;
}

const audienceId = (id: unknown) => typeof id === 'string' && /^\d{1,20}$/.test(id);

/** Every problem of a pack's values (at most one per field), in the form's order. */
export function toutiaoTargetProblems(v: Values): ToutiaoTargetProblem[] {
  const cities = Array.isArray(v.city) ? (v.city as unknown[]) : [];
  const include = Array.isArray(v.retargeting_tags_include) ? (v.retargeting_tags_include as unknown[]) : [];
  const both = Array.isArray(v.retargeting_tags_exclude) ? (v.retargeting_tags_exclude as unknown[]).find((id) => include.includes(id)) : undefined;
  const description = v.description;
  const found: (ToutiaoTargetProblem | null)[] = [
    one(v, 'district', TOUTIAO_TARGET_DISTRICTS),
    v.district === 'NONE' && cities.length > 0 ? { field: 'city', text: T.NONE_WITH_REGIONS } : null,
    // A county code (six digits, not ending in 00) under 按省市.
    v.district === 'CITY' && cities.some((code) => Number(code) % 100 !== 0) ? { field: 'city', text: T.CITY_WITH_COUNTY } : null,
    some(v, 'city', (code) => Number.isInteger(code), L.REGION.MAX),
    one(v, 'location_type', TOUTIAO_TARGET_LOCATION_TYPES),
    one(v, 'gender', TOUTIAO_TARGET_GENDERS),
    some(v, 'age', (age) => has(TOUTIAO_TARGET_AGES, age), TOUTIAO_TARGET_AGES.length),
    some(v, 'retargeting_tags_include', audienceId, L.AUDIENCES_MAX),
    some(v, 'retargeting_tags_exclude', audienceId, L.AUDIENCES_MAX),
    both === undefined ? null : { field: 'retargeting_tags_exclude', text: T.AUDIENCE_BOTH(String(both)) },
    one(v, 'interest_action_mode', TOUTIAO_TARGET_INTEREST_MODES),
    some(v, 'platform', (p) => has(TOUTIAO_TARGET_PLATFORMS, p), TOUTIAO_TARGET_PLATFORMS.length),
    some(v, 'ac', (n) => has(TOUTIAO_TARGET_NETWORKS, n), TOUTIAO_TARGET_NETWORKS.length),
    typeof description === 'string' && [...description].length > L.DESCRIPTION_MAX_LENGTH ? { field: 'description', text: T.TOO_LONG(TOUTIAO_TARGET_LABELS.description, L.DESCRIPTION_MAX_LENGTH) } : null,
  ];
  const out: ToutiaoTargetProblem[] = [];
  for (const problem of found) if (problem && !out.some((p) => p.field === problem.field)) out.push(problem);
  return out;
}
