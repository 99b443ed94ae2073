// 百度营销's sandbox property types against the contract: every value the seed makes fits the bundled contract's
// schema of its kind (what the desk's sync would copy and the client would read), the summaries use the
// keys the web's columns read, and the checks refuse what the browser refuses.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Ajv2020Module from 'ajv/dist/2020.js';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { pascalCase } from '@toufang/domain';
import { BAIDU_SUMMARY_KEYS } from '@toufang/media-baidu-limits';
import { builtProperties, regionTreeIndex } from '@toufang/server-sandbox';
import { BAIDU } from './config';

// CommonJS default export, wrapped under Node's ESM loader.
const Ajv2020 = ((Ajv2020Module as unknown as { default?: unknown }).default ?? Ajv2020Module) as typeof Ajv2020Module;
const CONTRACT = fileURLToPath(new URL('../../../../../openapi/generated/openapi.yaml', import.meta.url));
const ID = 'https://toufang.invalid/baidu-properties.json';

const doc = parse(readFileSync(CONTRACT, 'utf8')) as { components: { schemas: Record<string, unknown> } };
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addSchema({ $id: ID, components: doc.components });
const valuesSchema = (type: string) => {
  const validate = ajv.getSchema(`${ID}#/components/schemas/Baidu${pascalCase(type)}Values`);
  if (!validate) throw new Error(`no contract schema for baidu.${type}`);
  return validate;
};

let n = 11;
const random = () => ((n = (n * 9301 + 49297) % 233280) / 233280);
const ctx = { media: 'baidu' as const, regions: regionTreeIndex(2), advertiserId: '1', audiences: new Set(['600000001', '600000002']) };

describe('百度营销沙箱的资产类型', () => {
  for (const [type, spec] of builtProperties(BAIDU)) {
    describe(type, () => {
      const seeded = Array.from({ length: 3 }, (_, a) => Array.from({ length: spec.seed.perAccount }, (_, i) => spec.seed.make(random, { advertiserId: `20${a}`, name: `沙箱账户-${a}`, audiences: ['600000001', '600000002'] }, i))).flat();

      it('seeds values that fit the contract’s schema of its kind, and that it accepts itself', () => {
        const validate = valuesSchema(type);
        for (const draft of seeded) {
          expect(validate(draft.values) ? null : validate.errors).toBeNull();
          expect(spec.check(draft.values, ctx)).toBeNull();
          expect([...draft.name].length).toBeLessThanOrEqual(spec.limits.NAME_MAX_LENGTH);
        }
        // The schema is the type's own, not an empty stub: a field the media does not have is refused.
        expect(validate({ ...seeded[0].values, notABaiduField: 1 })).toBe(false);
      });

      it('summarises with the keys the web’s columns read, at most 20', () => {
        const keys = Object.values((BAIDU_SUMMARY_KEYS as Record<string, Record<string, string>>)[type] ?? {});
        for (const draft of seeded) {
          const summary = spec.summary(draft.values);
          expect(Object.keys(summary).length).toBeLessThanOrEqual(20);
          for (const key of Object.keys(summary)) expect(keys).toContain(key);
        }
      });
    });
  }
});
