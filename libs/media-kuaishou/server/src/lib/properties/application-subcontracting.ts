// 应用分包 (docs/design/properties.md §3.3; model/appcenter/subpkg/sub_package.go): channel packages under an
// app of the same account (the engine refuses a missing or foreign parent), reviewed like their app.
import { KUAISHOU_PROPERTY_LIMITS } from '@toufang/media-kuaishou-limits';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { checkValuesOf } from './checks';

const LIMITS = KUAISHOU_PROPERTY_LIMITS['application-subcontracting'];
const CHANNELS = ['ks_feed', 'ks_search', 'ks_live', 'ks_union', 'ks_nebula'] as const;

export const APPLICATION_SUBCONTRACTING: SandboxPropertyType = {
  limits: LIMITS,
  ids: { prefix: '52', digits: 10 },
  parentType: 'application',
  review: { minutes: { min: 2, span: 8 } },
  lifecycle: null,
  check: checkValuesOf('application-subcontracting'),
  summary: (values) => ({ 渠道号: String(values.channel_id ?? ''), 备注: String(values.description ?? '') }),
  // Channel packages under the account's seeded apps, one app after another (the seed's parents).
  seed: {
    perAccount: 3,
    make: (random, account, i) => {
      const channel = CHANNELS[(i + Math.floor(random() * CHANNELS.length)) % CHANNELS.length];
      const parents = account.parents ?? [];
      const app = parents[i % parents.length];
      return { name: `${channel}_${String(i + 1).padStart(2, '0')}`, parentId: app?.id ?? null, values: { channel_id: `${channel}_${i + 1}`, description: '信息流渠道包' } };
    },
  },
};
