// 落地页 (docs/design/properties.md §3.3, shape chosen): reviewed pages with their type and link.
import { KUAISHOU_PROPERTY_LIMITS } from '@toufang/media-kuaishou-limits';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { checkValuesOf, pick, wordOf } from './checks';

const LIMITS = KUAISHOU_PROPERTY_LIMITS['landing-page'];

const CAMPAIGNS = ['618大促', '双11预热', '新品首发', '会员日', '开学季', '年货节'] as const;
const PAGES = [
  { page_type: 'H5', word: '活动页', path: 'act' },
  { page_type: 'FORM', word: '留资页', path: 'form' },
  { page_type: 'DOWNLOAD', word: '下载页', path: 'app' },
] as const;
const HOSTS = ['m.xingyun-games.com', 'h5.meiyan-app.cn', 'www.jiayou-edu.com'] as const;

export const LANDING_PAGE: SandboxPropertyType = {
  limits: LIMITS,
  ids: { prefix: '1', digits: 16 },
  review: { minutes: { min: 5, span: 25 } },
  lifecycle: null,
  check: checkValuesOf('landing-page'),
  summary: (values) => ({ 页面类型: wordOf(LIMITS.PAGE_TYPES, values.page_type), 页面链接: String(values.page_url ?? '') }),
  seed: {
    perAccount: 5,
    make: (random, _account, i) => {
      const campaign = pick(random, CAMPAIGNS);
      const page = PAGES[i % PAGES.length];
      const code = 1000 + Math.floor(random() * 9000);
      return {
        name: `${campaign}_${page.word}_${String(i + 1).padStart(2, '0')}`,
        values: {
          page_type: page.page_type,
          page_url: `https://${pick(random, HOSTS)}/ks/${page.path}/${code}`,
          ...(i % 2 === 0 ? { description: `${campaign}${page.word}，磁力智投投放专用` } : {}),
        },
      };
    },
  },
};
