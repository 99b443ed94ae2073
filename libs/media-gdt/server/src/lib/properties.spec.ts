// Every object the sandbox seeds for 腾讯广告 passes the media's own check, shows the summary keys the web columns
// name, and validates against its kind's values schema in the bundled contract (what the desk's server accepts).
import Ajv2020Module from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { pascalCase } from '@toufang/domain';
import { GDT_SUMMARY } from '@toufang/media-gdt-limits';
import { COMPONENTS_ID, loadContract } from '@toufang/server-http';
import { builtProperties, regionTreeIndex } from '@toufang/server-sandbox';
import { GDT } from './config';

// The module's default export as Node's loader and the bundler each see it.
const Ajv2020 = ((Ajv2020Module as unknown as { default?: unknown }).default ?? Ajv2020Module) as typeof Ajv2020Module;
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema({ $id: COMPONENTS_ID, components: loadContract().components });
const schemaOf = (type: string) => {
  const validate = ajv.getSchema(`${COMPONENTS_ID}#/components/schemas/Gdt${pascalCase(type)}Values`);
  if (!validate) throw new Error(`no values schema for ${type}`);
  return validate;
};

const ACCOUNTS = [
  { advertiserId: '20000001', name: '沙箱账户-华东一部', audiences: ['400000011', '400000012'] },
  { advertiserId: '20000002', name: '沙箱账户-游戏二组', audiences: ['400000021', '400000022'] },
];

describe('gdt seeded properties', () => {
  for (const [type, spec] of builtProperties(GDT)) {
    it(`${type}: seeded values pass the media's check, its summary keys and the contract's values schema`, () => {
      let state = 7;
      const random = () => ((state = (state * 48271) % 2147483647) / 2147483647);
      const keys = Object.values((GDT_SUMMARY as Record<string, Record<string, string>>)[type]).sort();
      const validate = schemaOf(type);
      for (const account of ACCOUNTS) {
        for (let i = 0; i < spec.seed.perAccount; i++) {
          const draft = spec.seed.make(random, account, i);
          expect(validate(draft.values), `${draft.name}: ${JSON.stringify(validate.errors)}`).toBe(true);
          expect(spec.check(draft.values, { media: 'gdt', regions: regionTreeIndex(3), advertiserId: account.advertiserId, audiences: new Set(account.audiences) }), draft.name).toBeNull();
          expect(Object.keys(spec.summary(draft.values)).sort()).toEqual(keys);
          expect([...draft.name].length, draft.name).toBeLessThanOrEqual(spec.limits.NAME_MAX_LENGTH);
        }
      }
    });
  }
});
