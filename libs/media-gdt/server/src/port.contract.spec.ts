// The port contract suite against gdt's sandbox, over a fresh database (PGlite, or the PostgreSQL of DATABASE_URL).
import { describe, expect, it } from 'vitest';
import { GDT_AUDIENCE_SAMPLES, GDT_PROPERTY_LIMITS } from '@toufang/media-gdt-limits';
import { describePropertyContract, refusalOf, type PropertySample } from '@toufang/server-media/testing';
import { describeSandboxContract, lazyTestDb, sandboxHarness } from '@toufang/server-sandbox/testing';
import type { SandboxMediaConfig } from '@toufang/server-sandbox';
import type { PropertyValues } from '@toufang/server-media';
import { GDT } from './lib/config';
import { GDT_PROPERTIES } from './lib/properties';
import { PROPERTY_SAMPLES } from './lib/properties/contract-samples';

describeSandboxContract(GDT);

const lazyDb = lazyTestDb();

/**
 * gdt answers 5 calls a second, and the property suite makes its calls within one second of its fake clock: its
 * port has the same configuration with room for them (the rate limits have their own contract above).
 */
function propertyHarness(config: SandboxMediaConfig) {
  const h = sandboxHarness(lazyDb, config);
  return { ...h, port: h.withLimits({ callsPerSecond: 10_000, callsPerMinute: 100_000 }).port };
}

describePropertyContract('gdt', () => propertyHarness(GDT), PROPERTY_SAMPLES);

// 客户人群 are made by the data platform's upload, not by createProperties: the same type with create offered
// runs the suite's create, lifecycle, grant and cap checks on gdt's figures.
const AUDIENCE = GDT_PROPERTIES['custom-audience'];
const AUDIENCE_LIMITS = GDT_PROPERTY_LIMITS['custom-audience'];
const CREATABLE: SandboxMediaConfig = {
  ...GDT,
  properties: { ...GDT_PROPERTIES, 'custom-audience': { ...AUDIENCE, limits: { ...AUDIENCE_LIMITS, OPERATIONS: { ...AUDIENCE_LIMITS.OPERATIONS, create: true } } } },
};
const audience = (i: number) => ({ name: `人群${i}_${GDT_AUDIENCE_SAMPLES[i % GDT_AUDIENCE_SAMPLES.length].name}`.slice(0, 32), values: GDT_AUDIENCE_SAMPLES[i % GDT_AUDIENCE_SAMPLES.length].values });
const audienceSample: PropertySample = {
  type: 'custom-audience',
  draft: audience,
  refused: [{ values: { type: 'CRM' }, rule: 'property_invalid', says: '人群类型不正确：CRM' }],
};
describePropertyContract('gdt audiences made as the data platform makes them', () => propertyHarness(CREATABLE), [audienceSample]);

// Every type creates one object a call, so the suite's batch of good, duplicate, too long and refused drafts is
// cut to its first: each refusal is tried here on its own call.
describe('gdt property refusals, one call each', () => {
  for (const sample of [...PROPERTY_SAMPLES, audienceSample]) {
    it(`${sample.type}: refuses a name too long and each bad value with gdt's code and the desk's words, storing nothing`, async () => {
      const h = propertyHarness(CREATABLE);
      const { advertiserId, tokens } = await h.newAdvertiser();
      const token = tokens.accessToken;
      const max = GDT_PROPERTY_LIMITS[sample.type as keyof typeof GDT_PROPERTY_LIMITS].NAME_MAX_LENGTH;
      const create = (name: string, values: PropertyValues) => h.port.createProperties(token, { advertiserId, type: sample.type, drafts: [{ name, values }] });
      const [long] = await create('长'.repeat(max + 1), sample.draft(1).values);
      expect(long).toMatchObject({ ok: false, mediaCode: h.errorCode('name_too_long') });
      for (const [i, bad] of (sample.refused ?? []).entries()) {
        const [outcome] = await create(`拒绝${i}`, bad.values);
        expect(outcome, bad.says).toMatchObject({ ok: false, mediaCode: h.errorCode(bad.rule) });
        expect(!outcome.ok && outcome.reason).toContain(bad.says);
      }
      const listed = await h.port.listProperties(token, { advertiserId, type: sample.type });
      expect(listed.properties).toEqual([]);
    });
  }
});

describe('gdt 客户人群', () => {
  it('grants a pack to one account a call and refuses the 51st pack of an account', async () => {
    const h = sandboxHarness(lazyDb, CREATABLE);
    const a = await h.newAdvertiser();
    const b = await h.newAdvertiser();
    const loose = h.withLimits({ callsPerSecond: 10_000, callsPerMinute: 100_000 });
    const token = (await loose.authorize([a.advertiserId, b.advertiserId])).accessToken;
    for (let i = 0; i < 50; i++) {
      const [made] = await loose.port.createProperties(token, { advertiserId: b.advertiserId, type: 'custom-audience', drafts: [audience(i)] });
      expect(made.ok).toBe(true);
    }
    const [source] = await loose.port.createProperties(token, { advertiserId: a.advertiserId, type: 'custom-audience', drafts: [audience(99)] });
    const id = source.ok ? source.value.id : '';
    const [refused] = await loose.port.pushProperties(token, { type: 'custom-audience', advertiserId: a.advertiserId, ids: [id], targetAdvertiserIds: [b.advertiserId] });
    expect(refused).toMatchObject({ ok: false, mediaCode: h.errorCode('property_quota') });
    expect(!refused.ok && refused.reason).toContain('最多50个');
    const error = await refusalOf(loose.port.pushProperties(token, { type: 'custom-audience', advertiserId: a.advertiserId, ids: [id], targetAdvertiserIds: [b.advertiserId, '81'] }));
    expect(error.mediaCode).toBe(h.errorCode('property_push_too_large'));
  });
});
