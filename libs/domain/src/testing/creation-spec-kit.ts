// What every media's creation-rules spec (libs/media-<code>/limits/src/creation.spec.ts) checks the same way: a
// body of one of each, expanded and checked with the spec's own defaults.
import { checkRows, expandTemplate, type CreationTemplateBody, type CreationVariantSpec, type RowCheck } from '../index';

/** A body of one account, one pack, one material group and one title group, each field at its default. */
export function sampleCreationBody(spec: CreationVariantSpec): CreationTemplateBody {
  return {
    media: spec.media,
    variant: spec.variant,
    accounts: [{ mediaAccountId: 1, advertiserId: '1', name: '沙箱账户', ids: {} }],
    settings: Object.fromEntries(spec.levels.map((l) => [l.level, Object.fromEntries(l.fields.filter((f) => f.default !== undefined).map((f) => [f.key, f.default]))])),
    targeting: { mode: 'cross', packs: [{ propertyId: 1, name: '定向' }] },
    materials: { mode: 'cross', groups: [{ key: 'm', name: '素材', materialIds: [1] }] },
    titles: { mode: 'cross', groups: [{ key: 't', name: '标题', titles: ['标题'] }] },
    naming: {},
    submission: { submitType: 'submitAdOnly', adsSubmitRule: 'NOW' },
  };
}

/**
 * The levels the sample body expands into (one object per level when the spec holds together), and what the
 * checks find in it beyond what the person must still fill in (a required value, a per-account id, a real title):
 * a spec whose defaults are among its options and within its ranges finds nothing.
 */
export function defaultsFindings(spec: CreationVariantSpec): { levels: string[] | false; findings: RowCheck[] } {
  const e = expandTemplate(sampleCreationBody(spec), spec, { now: 0 });
  const checks = e.ok ? checkRows(e.rows, sampleCreationBody(spec), spec, { existingNames: {}, quotaLeft: {}, createsLeftToday: {}, lowEfficiencyMaterials: {} }, { now: 0 }) : [];
  return { levels: e.ok && e.rows.map((r) => r.level), findings: checks.filter((c) => !['required', 'per_account_missing', 'title_length'].includes(c.code)) };
}
