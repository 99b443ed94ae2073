// The port contract suite against qianchuan's sandbox, over a fresh database (PGlite, or the PostgreSQL of DATABASE_URL).
import { QIANCHUAN_AUDIENCE_SAMPLES, QIANCHUAN_PROPERTY_LIMITS } from '@toufang/media-qianchuan-limits';
import { describePropertyContract, type PropertySample } from '@toufang/server-media/testing';
import { describeSandboxContract, lazyTestDb, sandboxHarness } from '@toufang/server-sandbox/testing';
import type { SandboxMediaConfig } from '@toufang/server-sandbox';
import { QIANCHUAN } from './lib/config';
import { QIANCHUAN_PROPERTIES } from './lib/properties';
import { PROPERTY_SAMPLES } from './lib/properties/contract-samples';

describeSandboxContract(QIANCHUAN);

const lazyDb = lazyTestDb();

/**
 * qianchuan answers 10 calls a second, and the property suite makes its calls within one second of its fake
 * clock: its port has the same configuration with room for them (the rate limits have their own contract above).
 */
function propertyHarness(config: SandboxMediaConfig) {
  const h = sandboxHarness(lazyDb, config);
  return { ...h, port: h.withLimits({ callsPerSecond: 10_000, callsPerMinute: 100_000 }).port };
}

if (PROPERTY_SAMPLES.length > 0) describePropertyContract('qianchuan', () => propertyHarness(QIANCHUAN), PROPERTY_SAMPLES);

// 人群 are made by the data platform's upload, not by createProperties: the same type with create offered runs
// the suite's create, lifecycle, push and refusal checks on qianchuan's figures.
const AUDIENCE = QIANCHUAN_PROPERTIES['custom-audience'];
const AUDIENCE_LIMITS = QIANCHUAN_PROPERTY_LIMITS['custom-audience'];
const CREATABLE: SandboxMediaConfig = {
  ...QIANCHUAN,
  properties: { ...QIANCHUAN_PROPERTIES, 'custom-audience': { ...AUDIENCE, limits: { ...AUDIENCE_LIMITS, OPERATIONS: { ...AUDIENCE_LIMITS.OPERATIONS, create: true } } } },
};
const audience = (i: number) => {
  const sample = QIANCHUAN_AUDIENCE_SAMPLES[i % QIANCHUAN_AUDIENCE_SAMPLES.length];
  return { name: `${i}_${sample.name}`.slice(0, AUDIENCE_LIMITS.NAME_MAX_LENGTH), values: sample.values };
};
const audienceSample: PropertySample = {
  type: 'custom-audience',
  draft: audience,
  refused: [
    { values: { audience_source: 1, audience_type: 'CRM' }, rule: 'property_invalid', says: '人群类型不正确：CRM' },
    { values: { audience_source: 1, audience_type: 'UPLOAD' }, rule: 'property_invalid', says: '上传人群须选择数据类型' },
  ],
};
describePropertyContract('qianchuan audiences made as the data platform makes them', () => propertyHarness(CREATABLE), [audienceSample]);
