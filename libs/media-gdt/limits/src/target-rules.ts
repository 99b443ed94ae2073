// 腾讯广告's checks on a targeting pack's values (docs/design/properties.md §3.2): the options of each list, the
// count of age ranges, the description's length and packs never both included and excluded. The web form and the
// sandbox run these; the sandbox adds what only it knows (its region tree, the account's packs).
import { GDT_PROPERTY_LIMITS } from './property-limits';
import { GDT_TARGET_TEXTS as T } from './texts';

const L = GDT_PROPERTY_LIMITS.target;

export interface GdtTargetProblem {
  readonly field: string;
  readonly text: string;
}

type Values = Readonly<Record<string, unknown>>;

function someOf(v: Values, field: string, label: string, options: readonly string[], max = options.length): GdtTargetProblem | null {
  const value = v[field];
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || value.some((item) => !options.includes(item as string)) || new Set(value).size < value.length) return { field, text: T.NOT_AN_OPTION(label) };
  return value.length > max ? { field, text: T.TOO_MANY(label, max) } : null;
}

function audiences(v: Values, field: string, label: string): GdtTargetProblem | null {
  const value = v[field];
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value) || value.some((id) => typeof id !== 'string' || !/^\d{1,20}$/.test(id)) || new Set(value).size < value.length) return { field, text: T.NOT_AN_OPTION(label) };
  return value.length > L.AUDIENCES_MAX ? { field, text: T.TOO_MANY(label, L.AUDIENCES_MAX) } : null;
}

/** Every problem of a pack's values (at most one per field), in the form's order. */
export function gdtTargetProblems(v: Values): GdtTargetProblem[] {
  const regions = v.regions;
  const include = Array.isArray(v.custom_audience) ? (v.custom_audience as unknown[]) : [];
  const both = Array.isArray(v.excluded_custom_audience) ? (v.excluded_custom_audience as unknown[]).find((id) => include.includes(id)) : undefined;
  const gender = v.gender;
  const description = v.description;
  const found = [
    regions === undefined || (Array.isArray(regions) && regions.every((code) => Number.isInteger(code))) ? null : { field: 'regions', text: T.NOT_AN_OPTION(T.REGIONS) },
    someOf(v, 'location_types', T.LOCATION_TYPES, L.LOCATION_TYPES),
    someOf(v, 'age', T.AGE, L.AGE_RANGES, L.AGE_RANGES_MAX),
    gender === undefined || gender === null || (L.GENDERS as readonly string[]).includes(gender as string) ? null : { field: 'gender', text: T.NOT_AN_OPTION(T.GENDER) },
    someOf(v, 'education', T.EDUCATION, L.EDUCATIONS),
    someOf(v, 'user_os', T.USER_OS, L.USER_OS),
    someOf(v, 'network_type', T.NETWORK_TYPE, L.NETWORK_TYPES),
    audiences(v, 'custom_audience', T.INCLUDE),
    audiences(v, 'excluded_custom_audience', T.EXCLUDE),
    both === undefined ? null : { field: 'excluded_custom_audience', text: T.AUDIENCE_BOTH(String(both)) },
    typeof description === 'string' && [...description].length > L.DESCRIPTION_MAX_LENGTH ? { field: 'description', text: T.DESCRIPTION_TOO_LONG(L.DESCRIPTION_MAX_LENGTH) } : null,
  ];
  const out: GdtTargetProblem[] = [];
  for (const problem of found) if (problem && !out.some((p) => p.field === problem.field)) out.push(problem);
  return out;
}

/** A list's text: up to two names, else the first two and the count; 不限 when empty. */
export function gdtNamesText(names: readonly string[], unit: string): string {
  if (names.length === 0) return T.UNLIMITED;
  return names.length <= 2 ? names.join('、') : T.SUMMARY_OF(names.slice(0, 2).join('、'), names.length, unit);
}
