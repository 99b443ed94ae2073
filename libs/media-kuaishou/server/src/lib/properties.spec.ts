// Every built type's seed against the bundled contract (the values schema of its kind, as the desk's server
// validates a write) and against the media's own checks; its list summary within the limits' SUMMARY.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020Module from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { kuaishouValueProblems, KUAISHOU_PROPERTY_LIMITS, type KuaishouCheckedType } from '@toufang/media-kuaishou-limits';
import { builtProperties } from '@toufang/server-sandbox';
import { KUAISHOU } from './config';

// CommonJS under Node's ESM loader: the default export may arrive wrapped.
const Ajv2020 = ((Ajv2020Module as unknown as { default?: unknown }).default ?? Ajv2020Module) as typeof Ajv2020Module;
const CONTRACT = fileURLToPath(new URL('../../../../../openapi/generated/openapi.yaml', import.meta.url));
const ID = 'https://toufang.invalid/kuaishou-properties.json';

const doc = parse(readFileSync(CONTRACT, 'utf8')) as { components: { schemas: Record<string, unknown> } };
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema({ $id: ID, components: { schemas: doc.components.schemas } });
const schemaName = (type: string) => `Kuaishou${type.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase())}Values`;

/** A fixed pseudo-random sequence (mulberry32), so a failure names the same values each run. */
function sequence(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Comments come from the media's users, not a seed: their own suite (comments.contract.spec.ts) tries them.
const built = [...builtProperties(KUAISHOU)].filter(([type]) => type !== 'comment-management');
const accounts = [1, 2, 3].map((n) => ({ advertiserId: `1000000${n}`, name: `沙箱账户-${n}`, parents: [{ id: `520000000${n}`, name: '沙箱应用' }], audiences: [`30000000${n}`, `30000001${n}`] }));

describe('磁力智投沙箱资产的种子', () => {
  for (const [type, spec] of built) {
    it(`${type}: every seeded value fits the contract and the media's checks, its summary the limits' SUMMARY`, () => {
      const validate = ajv.getSchema(`${ID}#/components/schemas/${schemaName(type)}`);
      if (!validate) throw new Error(`no ${schemaName(type)} in the contract`);
      const random = sequence(21);
      const summaryKeys = (KUAISHOU_PROPERTY_LIMITS as Readonly<Record<string, { SUMMARY?: readonly string[] }>>)[type].SUMMARY ?? [];
      for (const account of accounts) {
        // At least three, so a type seeded with few objects still has its make tried thrice.
        for (let i = 0; i < Math.max(spec.seed.perAccount, 3); i++) {
          const draft = spec.seed.make(random, account, i);
          expect(validate(draft.values), JSON.stringify(validate.errors)).toBe(true);
          expect(kuaishouValueProblems(type as KuaishouCheckedType, draft.values)).toEqual([]);
          expect([...draft.name].length).toBeLessThanOrEqual(spec.limits.NAME_MAX_LENGTH);
          const summary = spec.summary(draft.values);
          for (const key of Object.keys(summary)) expect(summaryKeys).toContain(key);
        }
      }
    });
  }

  it('makes the same seed from the same sequence', () => {
    for (const [, spec] of built) {
      const a = sequence(5);
      const b = sequence(5);
      expect(spec.seed.make(a, accounts[0], 0)).toEqual(spec.seed.make(b, accounts[0], 0));
    }
  });
});
