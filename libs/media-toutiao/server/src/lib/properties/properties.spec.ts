// 巨量引擎's sandbox property types against their own promises: every seeded value passes the type's check and
// the bundled contract's schema of its kind (what the desk's sync and the web's typed client rely on), every
// summary answers only the attributes the web columns may name, and the checks refuse in the media's words.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020Module from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { MEDIA_REGISTRY, pascalCase } from '@toufang/domain';
import { TOUTIAO_PROPERTY_SAMPLES, TOUTIAO_PROPERTY_SUMMARY_KEYS, type PropertySamples } from '@toufang/media-toutiao-limits';
import type { PropertyDraft } from '@toufang/server-media';
import { builtProperties, regionTreeIndex, type SandboxPropertyType } from '@toufang/server-sandbox';
import { TOUTIAO } from '../config';
import { BAD_VALUES } from './bad-values';

// CommonJS under Node's ESM loader: the class arrives wrapped.
const Ajv2020 = ((Ajv2020Module as unknown as { default?: unknown }).default ?? Ajv2020Module) as typeof Ajv2020Module;
const CONTRACT = fileURLToPath(new URL('../../../../../../openapi/generated/openapi.yaml', import.meta.url));
const ID = 'https://toufang.invalid/toutiao-properties.json';
const contract = parse(readFileSync(CONTRACT, 'utf8')) as { components: { schemas: Record<string, unknown> } };
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema({ $id: ID, components: contract.components });
const valuesSchema = (type: string) => ajv.getSchema(`${ID}#/components/schemas/Toutiao${pascalCase(type)}Values`);

// Comments come from the media's users, not a seed or a form: their own suite (comments.contract.spec.ts) tries them.
const built = [...builtProperties(TOUTIAO)].filter(([type]) => type !== 'comment-management') as [string, SandboxPropertyType][];
const ctx = { media: 'toutiao' as const, regions: regionTreeIndex(3), advertiserId: '1700000000000001', audiences: new Set(['1600000011', '1600000012']) };
const SUMMARY_KEYS: Readonly<Record<string, readonly string[]>> = TOUTIAO_PROPERTY_SUMMARY_KEYS;
const SAMPLES: Readonly<Record<string, PropertySamples>> = TOUTIAO_PROPERTY_SAMPLES;
/** What the seed makes on three accounts, or for a type it does not seed (a child type) its samples. */
const seeded = (type: string, spec: SandboxPropertyType): PropertyDraft[] =>
  spec.seed.perAccount === 0
    ? SAMPLES[type].names.map((name, i) => ({ name, values: SAMPLES[type].values[i % SAMPLES[type].values.length] }))
    : ['1700000000000001', '1700000000000002', '1700000000000003'].flatMap((advertiserId) =>
        Array.from({ length: spec.seed.perAccount }, (_, i) => spec.seed.make(() => 0.5, { advertiserId, name: `沙箱账户${advertiserId.slice(-1)}`, audiences: ['1600000011', '1600000012'] }, i)),
      );

describe('巨量引擎 sandbox property types', () => {
  it('builds every type of its page list', () => {
    const pending = Object.entries(TOUTIAO.properties).filter(([, declared]) => declared === 'pending').map(([type]) => type);
    expect(pending).toEqual([]);
    expect(built).toHaveLength(16);
  });

  describe.each(built)('%s', (type, spec) => {
    it('seeds values its check and the contract accept, names within the limits and unique per account', () => {
      const validate = valuesSchema(type);
      expect(validate).toBeTruthy();
      // The schema is the type's own: a field it does not name is refused.
      expect(validate?.({ ...seeded(type, spec)[0].values, unknown_field: 1 })).toBe(false);
      const drafts = seeded(type, spec);
      expect(drafts.length).toBeGreaterThan(0);
      for (const draft of drafts) {
        expect(spec.check(draft.values, ctx)).toBeNull();
        expect(validate?.(draft.values), JSON.stringify(validate?.errors)).toBe(true);
        expect([...draft.name].length).toBeLessThanOrEqual(spec.limits.NAME_MAX_LENGTH);
      }
      const per = spec.seed.perAccount || drafts.length;
      for (let a = 0; a < drafts.length; a += per) {
        const names = drafts.slice(a, a + per).map((d) => d.name);
        expect(new Set(names).size).toBe(names.length);
      }
    });

    it('summarises with the attributes the web columns may name, at most 20', () => {
      for (const draft of seeded(type, spec)) {
        const summary = spec.summary(draft.values);
        expect(Object.keys(summary).length).toBeLessThanOrEqual(20);
        for (const key of Object.keys(summary)) expect(SUMMARY_KEYS[type]).toContain(key);
        for (const value of Object.values(summary)) expect(typeof value).toBe('string');
      }
    });

    it('refuses bad values in the media’s words, as the contract lets them through', () => {
      const base = seeded(type, spec)[0].values;
      const bad = BAD_VALUES[type] ?? [];
      expect(bad.length).toBeGreaterThan(0);
      for (const { values, rule, says } of bad) {
        const refused = spec.check({ ...base, ...values }, ctx);
        expect(refused?.rule).toBe(rule);
        expect(String(refused?.params.detail)).toContain(says);
      }
    });
  });

  it('speaks of itself as 巨量引擎 in its refusals', () => {
    expect(MEDIA_REGISTRY.toutiao.displayName).toBe('巨量引擎');
  });
});
