// 转化跟踪 (docs/design/properties.md §3.3, shape chosen): reviewed like the media's other assets; its links
// checked against the macro whitelist, an API report's click link against the callback it needs.
import { KUAISHOU_PROPERTY_LIMITS } from '@toufang/media-kuaishou-limits';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { checkValuesOf, pick, wordOf } from './checks';

const LIMITS = KUAISHOU_PROPERTY_LIMITS['conversion-config'];

const GOALS = [
  { convert_type: 1, word: '激活' },
  { convert_type: 2, word: '注册' },
  { convert_type: 3, word: '付费' },
  { convert_type: 4, word: '表单' },
  { convert_type: 5, word: '次留' },
] as const;
const HOSTS = ['track.xingyun-games.com', 'ad.meiyan-app.cn', 'click.jiayou-edu.com'] as const;

export const CONVERSION_CONFIG: SandboxPropertyType = {
  limits: LIMITS,
  ids: { prefix: '7', digits: 8 },
  review: { minutes: { min: 5, span: 25 } },
  lifecycle: null,
  check: checkValuesOf('conversion-config'),
  summary: (values) => ({
    转化目标: wordOf(LIMITS.CONVERT_TYPES, values.convert_type),
    回传方式: wordOf(LIMITS.TRACK_TYPES, values.track_type),
    点击监测链接: String(values.click_url ?? ''),
  }),
  seed: {
    perAccount: 4,
    make: (random, _account, i) => {
      const goal = GOALS[(i + Math.floor(random() * GOALS.length)) % GOALS.length];
      const host = pick(random, HOSTS);
      const api = i % 4 !== 3;
      const click = api
        ? `https://${host}/ks/click?callback=__CALLBACK__&imei=__IMEI2__&oaid=__OAID__&ts=__TS__`
        : `https://${host}/ks/click?aid=__AID__&cid=__CID__&ip=__IP__`;
      return {
        name: `${goal.word}回传_${api ? 'API' : 'SDK'}_${String(i + 1).padStart(2, '0')}`,
        values: { convert_type: goal.convert_type, track_type: api ? 'API' : 'SDK', click_url: click, ...(i % 2 === 0 ? { impression_url: `https://${host}/ks/show?aid=__AID__&ts=__TS__` } : {}) },
      };
    },
  },
};
