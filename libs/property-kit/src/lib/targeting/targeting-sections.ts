// Which declared fields the targeting editor shows under which heading (docs/design/properties.md §2.4): the
// standard sections in their order, then the media's extras as declared, then 其他 for values placed nowhere.
import { TARGETING_SECTIONS } from '../config/property-config';
import { PROPERTY_KIT_TEXTS as T } from '../texts';

export interface TargetingSectionView {
  readonly title: string;
  readonly fields: readonly string[];
}

export function targetingSections(fieldNames: readonly string[], sections: Readonly<Record<string, readonly string[] | undefined>>): TargetingSectionView[] {
  const known = new Set(fieldNames);
  const placed = new Set<string>();
  const standard: readonly string[] = TARGETING_SECTIONS;
  const titles = [...standard.filter((title) => sections[title] !== undefined), ...Object.keys(sections).filter((title) => !standard.includes(title))];
  const out: TargetingSectionView[] = [];
  for (const title of titles) {
    // A value is shown once, under the first section that names it.
    const fields = (sections[title] ?? []).filter((name) => known.has(name) && !placed.has(name));
    fields.forEach((name) => placed.add(name));
    if (fields.length > 0) out.push({ title, fields });
  }
  const rest = fieldNames.filter((name) => !placed.has(name));
  if (rest.length > 0) out.push({ title: T.TARGETING.OTHER, fields: rest });
  return out;
}
