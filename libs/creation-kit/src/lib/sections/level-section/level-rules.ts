// What a level's settings must hold before a preview (the spec's required fields and ranges), without the DOM.
// The media's own refusals (forbidden bid type × goal, name lengths …) are the preview checks' (checkRows).
import type { CreationField, CreationTemplateBody, CreationVariantSpec, LevelSettings } from '@toufang/domain';
import { CREATION_KIT_TEXTS as T } from '../../texts';

/** Whether a field shows: always, or when the field it depends on holds one of the listed values. */
export function fieldShown(field: CreationField, settings: LevelSettings): boolean {
  if (!field.when) return true;
  const held = settings[field.when.field];
  return Array.isArray(held) ? held.some((v) => field.when?.values.includes(String(v))) : field.when.values.includes(String(held));
}

export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** One message per field that is missing or out of its range, keyed `${level}.${field}`. */
export function levelProblems(spec: CreationVariantSpec, body: CreationTemplateBody): Record<string, string> {
  const out: Record<string, string> = {};
  for (const level of spec.levels) {
    const settings = body.settings[level.level] ?? {};
    for (const field of level.fields) {
      if (field.perAccount || !fieldShown(field, settings)) continue;
      const value = settings[field.key];
      const key = `${level.level}.${field.key}`;
      if (isEmptyValue(value)) {
        if (field.required) out[key] = T.LEVEL.REQUIRED(field.label);
        continue;
      }
      if ((field.kind === 'number' || field.kind === 'money') && typeof value === 'number') {
        const min = field.min ?? -Infinity;
        const max = field.max ?? Infinity;
        if (value < min || value > max) out[key] = T.LEVEL.RANGE(field.label, field.min ?? 0, field.max ?? 0);
      }
    }
  }
  return out;
}

/** Per-account ids the spec requires and an account lacks, keyed `${mediaAccountId}.${field}`. */
export function accountProblems(spec: CreationVariantSpec, body: CreationTemplateBody): Record<string, string> {
  const out: Record<string, string> = {};
  for (const level of spec.levels) {
    for (const field of level.fields) {
      if (!field.perAccount || !field.required || !fieldShown(field, body.settings[level.level] ?? {})) continue;
      for (const account of body.accounts) {
        if (isEmptyValue(account.ids[field.key])) out[`${account.mediaAccountId}.${field.key}`] = T.LEVEL.REQUIRED(field.label);
      }
    }
  }
  return out;
}
