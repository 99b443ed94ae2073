// The port contract suite against bilibili's sandbox, over a fresh database (PGlite, or the PostgreSQL of DATABASE_URL).
import { BILIBILI_AUDIENCE_SAMPLES, BILIBILI_PROPERTY_LIMITS } from '@toufang/media-bilibili-limits';
import { describePropertyContract, type PropertySample } from '@toufang/server-media/testing';
import { describeSandboxContract, lazyTestDb, sandboxHarness } from '@toufang/server-sandbox/testing';
import type { SandboxMediaConfig } from '@toufang/server-sandbox';
import { BILIBILI } from './lib/config';
import { BILIBILI_PROPERTIES } from './lib/properties';
import { PROPERTY_SAMPLES } from './lib/properties/contract-samples';

describeSandboxContract(BILIBILI);

const lazyDb = lazyTestDb();

/**
 * bilibili answers 10 calls a second, and the property suite makes its calls within one second of its fake
 * clock: its port has the same configuration with room for them (the rate limits have their own contract above).
 */
function propertyHarness(config: SandboxMediaConfig) {
  const h = sandboxHarness(lazyDb, config);
  return { ...h, port: h.withLimits({ callsPerSecond: 10_000, callsPerMinute: 100_000 }).port };
}

if (PROPERTY_SAMPLES.length > 0) describePropertyContract('bilibili', () => propertyHarness(BILIBILI), PROPERTY_SAMPLES);

// 人群包 are made by the data platform's upload, not by createProperties: the same type with create offered runs
// the suite's create, lifecycle, push and refusal checks on bilibili's figures.
const AUDIENCE = BILIBILI_PROPERTIES['custom-audience'];
const AUDIENCE_LIMITS = BILIBILI_PROPERTY_LIMITS['custom-audience'];
const CREATABLE: SandboxMediaConfig = {
  ...BILIBILI,
  properties: { ...BILIBILI_PROPERTIES, 'custom-audience': { ...AUDIENCE, limits: { ...AUDIENCE_LIMITS, OPERATIONS: { ...AUDIENCE_LIMITS.OPERATIONS, create: true } } } },
};
const audience = (i: number) => {
  const sample = BILIBILI_AUDIENCE_SAMPLES[i % BILIBILI_AUDIENCE_SAMPLES.length];
  return { name: `${i}_${sample.name}`.slice(0, AUDIENCE_LIMITS.NAME_MAX_LENGTH), values: sample.values };
};
const audienceSample: PropertySample = {
  type: 'custom-audience',
  draft: audience,
  refused: [
    { values: { source: 'CRM' }, rule: 'property_invalid', says: '人群来源不正确：CRM' },
    { values: { source: 'UPLOAD' }, rule: 'property_invalid', says: '上传人群须选择号码类型' },
    { values: { source: 'LOOKALIKE' }, rule: 'property_invalid', says: '相似人群须填写种子人群包ID' },
  ],
};
describePropertyContract('bilibili audiences made as the data platform makes them', () => propertyHarness(CREATABLE), [audienceSample]);
