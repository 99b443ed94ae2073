// The kit's own checks of a declaration's values before saving (docs/design/properties.md §2.3, §2.11): the
// rules libs/domain runs on both sides (URLs, monitoring macros, region codes), per field kind, in the same
// Chinese sentences the server and the sandbox media answer with. The declared schema runs beside them.
import { checkRegionCodes, checkTrackUrl, checkUrl, propertyProblemText, type PropertyTypeLimits, type TrackMacros } from '@toufang/domain';
import type { PropertyTypeBase } from '../config/property-config';
import { PROPERTY_KIT_TEXTS as T } from '../texts';

/** Each code of a loaded tree with its parent's (null at the top); a tree not loaded is not checked against. */
export type TreeIndexes = Partial<Record<'region' | 'interest' | 'behavior', ReadonlyMap<number, number | null>>>;

export interface FieldRuleContext {
  readonly limits: PropertyTypeLimits;
  readonly trees: TreeIndexes;
  /** The media's name in a macro message (巨量引擎 …). */
  readonly mediaName: string;
  /** The track-URL group form's macros, which govern its links (else each field's own). */
  readonly macros?: TrackMacros;
}

const numbers = (value: unknown): number[] => (Array.isArray(value) ? value.filter((v): v is number => typeof v === 'number') : []);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const present = (value: unknown) => !(value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0));

/** The message of each field whose value the media would refuse; fields not named are fine. */
export function checkFieldValues(fields: PropertyTypeBase['fields'], values: Readonly<Record<string, unknown>>, context: FieldRuleContext): Record<string, string> {
  const errors: Record<string, string> = {};
  const audiences: { name: string; role: 'include' | 'exclude'; ids: string[] }[] = [];
  for (const [name, spec] of Object.entries(fields)) {
    const value = values[name];
    if (!present(value)) {
      if (spec.required && spec.kind !== 'own') errors[name] = T.FORM.REQUIRED(spec.label);
      continue;
    }
    switch (spec.kind) {
      case 'url': {
        const problem = typeof value === 'string' ? checkUrl(value) : null;
        if (problem) errors[name] = propertyProblemText(problem, context.mediaName);
        break;
      }
      case 'trackUrl': {
        const problem = typeof value === 'string' ? checkTrackUrl(value, context.macros ?? spec.macros) : null;
        if (problem) errors[name] = propertyProblemText(problem, context.mediaName);
        break;
      }
      case 'lines': {
        const long = strings(value).findIndex((line) => [...line].length > spec.maxLength);
        if (long >= 0) errors[name] = T.FORM.LINE_TOO_LONG(long + 1, spec.maxLength);
        else if (strings(value).length > spec.maxRows) errors[name] = T.FORM.TOO_MANY_LINES(spec.maxRows);
        break;
      }
      case 'region': {
        const index = context.trees.region;
        const max = context.limits.REGION?.MAX ?? Number.POSITIVE_INFINITY;
        const codes = numbers(value);
        // Without the tree (not loaded) the count is still checked; the server checks the codes again.
        const problem = checkRegionCodes(codes, index ?? new Map(codes.map((c) => [c, null])), { MAX: max });
        if (problem) errors[name] = propertyProblemText(problem, context.mediaName);
        break;
      }
      case 'interest':
      case 'behavior': {
        const index = context.trees[spec.kind];
        const missing = index ? numbers(value).find((code) => !index.has(code)) : undefined;
        if (missing !== undefined) errors[name] = T.FORM.CODE_UNKNOWN(missing);
        break;
      }
      case 'audience':
        audiences.push({ name, role: spec.role, ids: strings(value) });
        break;
      default:
        break;
    }
  }
  // A pack may not be both included and excluded.
  for (const include of audiences.filter((a) => a.role === 'include')) {
    for (const exclude of audiences.filter((a) => a.role === 'exclude')) {
      const both = include.ids.filter((id) => exclude.ids.includes(id));
      if (both.length > 0 && !errors[exclude.name]) errors[exclude.name] = T.FORM.AUDIENCE_BOTH(both.join('、'));
    }
  }
  return errors;
}
