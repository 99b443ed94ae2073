// The batch-creation benches' template (issue 22 "Tests and measures"): 巨量引擎2.0 (toutiao, variant project) on
// N accounts, one 项目 each and ADS_PER_ACCOUNT 广告 under it (one title group per 广告, crossed; one shared
// material group), settings a team would use and the desk's 防出错 rule accepts (bid 20 元 in 0.5–300).
import type { CreationTemplateBody } from '@toufang/domain';

export interface BenchAccount {
  id: number;
  advertiserId: string;
  name: string;
}

const TITLE = '春季新品限时优惠立即下载体验';

export function benchBody(accounts: readonly BenchAccount[], adsPerAccount: number, materialIds: readonly number[], prefix: string): CreationTemplateBody {
  return {
    media: 'toutiao',
    variant: 'project',
    accounts: accounts.map((a) => ({
      mediaAccountId: a.id,
      advertiserId: a.advertiserId,
      name: a.name,
      ids: { asset_id: `${a.advertiserId.slice(-6)}01`, download_url: `https://example.com/app/${a.advertiserId}.apk`, aweme_id: `dy${a.advertiserId.slice(-8)}` },
    })),
    settings: {
      project: {
        landing_type: 'APP',
        external_action: 'AD_CONVERT_TYPE_ACTIVE',
        bid_type: 'CUSTOM',
        cpa_bid: 20,
        budget_mode: 'BUDGET_MODE_DAY',
        budget: 1000,
        schedule_time: '1'.repeat(168),
      },
      ad: { source: '沙箱测试' },
    },
    targeting: { mode: 'cross', packs: [] },
    materials: { mode: 'shared', groups: [{ key: 'm1', name: '竖版图', materialIds: [...materialIds] }] },
    titles: { mode: 'cross', groups: Array.from({ length: adsPerAccount }, (_, i) => ({ key: `t${i + 1}`, name: `标题组${i + 1}`, titles: [`${TITLE}${i + 1}`] })) },
    naming: {
      project: { parts: [{ kind: 'text', text: `${prefix}项目_` }, { kind: 'token', token: 'account' }, { kind: 'text', text: '_' }, { kind: 'token', token: 'seq' }] },
      ad: { parts: [{ kind: 'text', text: `${prefix}广告_` }, { kind: 'token', token: 'account' }, { kind: 'text', text: '_' }, { kind: 'token', token: 'seq' }] },
    },
    submission: { submitType: 'submitAdOnly', adsSubmitRule: 'NOW' },
  };
}
