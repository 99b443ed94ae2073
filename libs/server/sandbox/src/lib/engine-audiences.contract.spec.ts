// The audience calls of the data platform against the kit's test media, as is and with a per-account cap of
// three packs (the shape of gdt's 50, small enough to reach).
import { describeAudienceContract } from '../testing/audience-contract';
import { lazyTestDb } from '../testing/sandbox-contract';
import { PROPERTY_TEST_CONFIG, TEST_AUDIENCE } from '../testing/property-test-config';

const lazyDb = lazyTestDb();

describeAudienceContract(PROPERTY_TEST_CONFIG, () => lazyDb);
describeAudienceContract(
  { ...PROPERTY_TEST_CONFIG, properties: { ...PROPERTY_TEST_CONFIG.properties, 'custom-audience': { ...TEST_AUDIENCE, limits: { ...TEST_AUDIENCE.limits, PER_ACCOUNT: 3 } } } },
  () => lazyDb,
  'sandbox audiences under a per-account cap',
);
