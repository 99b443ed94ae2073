// Which packs a delivering object uses (docs/design/properties.md §2.9): the media answers them among the
// object's attributes, the desk keeps them as property_bindings (消耗明细 and the in-use removal rule read them).
// One vocabulary for both sides, so the sandbox's answer and the desk's reading cannot drift apart.
import type { PropertyBindingRole } from '@toufang/server-db';

/** The attributes that carry pack ids, the property type of those ids and the role of the binding. */
export const PROPERTY_BINDING_ATTRIBUTES = {
  /** One targeting pack id (定向包), absent when the object sets its targeting itself. */
  targeting: { attribute: 'targeting_id', type: 'target', role: 'bound' },
  /** Audience pack ids (人群包) the object includes, comma-separated, absent when none. */
  audiences: { attribute: 'audience_ids', type: 'custom-audience', role: 'include' },
} as const satisfies Record<string, { attribute: string; type: string; role: PropertyBindingRole }>;

export interface PropertyBinding {
  readonly type: string;
  readonly id: string;
  readonly role: PropertyBindingRole;
}

/** The packs an object's attributes name (none for an object that names none), each once. */
export function bindingsOfAttributes(attributes: Readonly<Record<string, string>> | undefined): PropertyBinding[] {
  if (!attributes) return [];
  const out: PropertyBinding[] = [];
  const seen = new Set<string>();
  for (const { attribute, type, role } of Object.values(PROPERTY_BINDING_ATTRIBUTES)) {
    for (const id of (attributes[attribute] ?? '').split(',')) {
      const trimmed = id.trim();
      const key = `${type}|${trimmed}`;
      if (trimmed === '' || seen.has(key)) continue;
      seen.add(key);
      out.push({ type, id: trimmed, role });
    }
  }
  return out;
}
