// What a media's creation rules must hold together (docs/design/creation.md §2), checked by each media's test:
// levels of its delivery hierarchy, in a parent-first chain of the registry's order and words; one delivering
// level; the submission levels among them; fields that make sense (defaults among the options, ranges, the
// bid type the forbidden pairs name). English: these are for the developer, not shown to a user.
import { DELIVERY_LEVELS } from '../delivery-hierarchy';
import { MEDIA_REGISTRY } from '../media-registry';
import type { DeliveryLevel } from '../delivery-levels';
import type { CreationVariantSpec } from './spec';

export function creationSpecProblems(spec: CreationVariantSpec): string[] {
  const problems: string[] = [];
  const registry = MEDIA_REGISTRY[spec.media].levels as Readonly<Partial<Record<DeliveryLevel, string>>>;
  const order = DELIVERY_LEVELS[spec.media] as readonly DeliveryLevel[];
  const levels = spec.levels.map((l) => l.level);
  if (levels.length === 0) problems.push('no level');
  const at = order.indexOf(levels[0]);
  levels.forEach((level, i) => {
    if (level === 'account') problems.push('account is not created');
    if (order[at + i] !== level) problems.push(`${level} does not follow the registry's order`);
    if (registry[level] !== spec.levels[i].label) problems.push(`${level} label ${spec.levels[i].label} is not the registry's ${registry[level]}`);
  });
  if (spec.levels.filter((l) => l.delivers).length !== 1) problems.push('not exactly one delivering level');
  for (const k of ['CAMPAIGN', 'PLAN'] as const) if (!levels.includes(spec.submitLevels[k])) problems.push(`submit level ${k} is not created`);
  const dims = spec.levels.flatMap((l) => l.dimensions);
  if (new Set(dims).size !== dims.length) problems.push('a dimension splits two levels');
  for (const d of ['materials', 'titles'] as const) if (!dims.includes(d)) problems.push(`no level carries ${d}`);
  if (spec.materials.min > spec.materials.max) problems.push('materials min > max');
  if (spec.titles.min > spec.titles.max || spec.titles.minLength > spec.titles.maxLength) problems.push('titles min > max');
  if (spec.createsPerDay <= 0) problems.push('createsPerDay');
  const all = spec.levels.flatMap((l) => l.fields);
  spec.levels.forEach((l, i) => {
    const visibleFields = spec.levels.slice(0, i + 1).flatMap((p) => p.fields);
    if (l.nameMaxLength <= 0) problems.push(`${l.level} nameMaxLength`);
    const keys = l.fields.map((f) => f.key);
    if (new Set(keys).size !== keys.length) problems.push(`${l.level} repeats a field key`);
    const eps = l.fields.flatMap((f) => (f.errorPrevention ? [f.errorPrevention] : []));
    if (new Set(eps).size !== eps.length) problems.push(`${l.level} maps two fields to one 防出错 field`);
    for (const f of l.fields) {
      if (f.min !== undefined && f.max !== undefined && f.min > f.max) problems.push(`${l.level}.${f.key} min > max`);
      if ((f.kind === 'select' || f.kind === 'multiSelect') && !f.perAccount && !f.options?.length) problems.push(`${l.level}.${f.key} has no options`);
      const defaults = f.default === undefined ? [] : Array.isArray(f.default) ? f.default : [f.default];
      if (f.options && defaults.some((d) => !f.options?.some((o) => o.value === d))) problems.push(`${l.level}.${f.key} default is not an option`);
      if (f.when && !visibleFields.some((o) => o.key === f.when?.field)) problems.push(`${l.level}.${f.key} depends on a field neither of its level nor of a parent`);
    }
  });
  const bidTypes = all.filter((f) => f.role === 'bidType');
  const goals = all.filter((f) => f.errorPrevention === 'goal');
  for (const f of spec.forbidden) {
    if (!bidTypes.some((b) => b.options?.some((o) => o.value === f.bidType))) problems.push(`forbidden bid type ${f.bidType} is no option`);
    if (!goals.some((g) => g.options?.some((o) => o.value === f.goal))) problems.push(`forbidden goal ${f.goal} is no option`);
  }
  return problems;
}
