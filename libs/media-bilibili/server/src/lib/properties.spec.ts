// Every object the sandbox seeds for 哔哩哔哩 passes the media's own check, shows the summary keys the web columns
// name, and validates against its kind's values schema in the bundled contract (what the desk's server accepts).
import Ajv2020Module from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { pascalCase } from '@toufang/domain';
import { BILIBILI_SUMMARY } from '@toufang/media-bilibili-limits';
import { COMPONENTS_ID, loadContract } from '@toufang/server-http';
import { builtProperties, regionTreeIndex } from '@toufang/server-sandbox';
import { BILIBILI } from './config';

// The module's default export as Node's loader and the bundler each see it.
const Ajv2020 = ((Ajv2020Module as unknown as { default?: unknown }).default ?? Ajv2020Module) as typeof Ajv2020Module;
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema({ $id: COMPONENTS_ID, components: loadContract().components });
const schemaOf = (type: string) => {
  const validate = ajv.getSchema(`${COMPONENTS_ID}#/components/schemas/Bilibili${pascalCase(type)}Values`);
  if (!validate) throw new Error(`no values schema for ${type}`);
  return validate;
};

const ACCOUNTS = [
  { advertiserId: '21000001', name: '沙箱B站-游戏推广', audiences: [] as string[] },
  { advertiserId: '21000002', name: '沙箱B站-电商推广', audiences: [] as string[] },
];
const SUMMARY: Readonly<Record<string, Readonly<Record<string, string>>>> = BILIBILI_SUMMARY;

describe('bilibili seeded properties', () => {
  for (const [type, spec] of builtProperties(BILIBILI)) {
    it(`${type}: seeded values pass the media's check, its summary keys and the contract's values schema`, () => {
      let state = 7;
      const random = () => (state = (state * 48271) % 2147483647) / 2147483647;
      const keys = Object.values(SUMMARY[type]).sort();
      const validate = schemaOf(type);
      const regions = regionTreeIndex(spec.limits.REGION?.DEPTH ?? 3);
      for (const account of ACCOUNTS) {
        const names = new Set<string>();
        for (let i = 0; i < spec.seed.perAccount; i++) {
          const draft = spec.seed.make(random, account, i);
          expect(validate(draft.values), `${draft.name}: ${JSON.stringify(validate.errors)}`).toBe(true);
          expect(validate({ ...draft.values, unknown_field: 1 }), 'the schema is the type’s own').toBe(false);
          expect(spec.check(draft.values, { media: 'bilibili', regions, advertiserId: account.advertiserId, audiences: new Set<string>() }), draft.name).toBeNull();
          expect(Object.keys(spec.summary(draft.values)).sort()).toEqual(keys);
          expect([...draft.name].length, draft.name).toBeLessThanOrEqual(spec.limits.NAME_MAX_LENGTH);
          names.add(draft.name);
        }
        expect(names.size).toBe(spec.seed.perAccount);
      }
    });
  }
});
