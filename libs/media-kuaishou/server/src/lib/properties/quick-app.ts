// 快应用 (docs/design/properties.md §3.3, shape chosen): reviewed quick apps, their link checked against the
// package it opens.
import { KUAISHOU_PROPERTY_LIMITS } from '@toufang/media-kuaishou-limits';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { checkValuesOf } from './checks';

const LIMITS = KUAISHOU_PROPERTY_LIMITS['quick-app'];

const QUICK_APPS = [
  { name: '星云小说', pkg: 'com.xingyun.novel', path: 'reader', host: 'm.xingyun-games.com' },
  { name: '天天短剧', pkg: 'com.tiantian.drama', path: 'play', host: 'h5.tiantian-drama.cn' },
  { name: '加油题库', pkg: 'com.jiayou.quiz', path: 'exam', host: 'www.jiayou-edu.com' },
] as const;

export const QUICK_APP: SandboxPropertyType = {
  limits: LIMITS,
  ids: { prefix: '53', digits: 10 },
  review: { minutes: { min: 5, span: 25 } },
  lifecycle: null,
  check: checkValuesOf('quick-app'),
  summary: (values) => ({ 快应用包名: String(values.package_name ?? ''), 调起链接: String(values.quick_app_url ?? '') }),
  seed: {
    perAccount: 2,
    make: (random, _account, i) => {
      const app = QUICK_APPS[(i + Math.floor(random() * QUICK_APPS.length)) % QUICK_APPS.length];
      const id = 100 + Math.floor(random() * 900);
      return {
        name: `${app.name}_快应用`,
        values: {
          package_name: app.pkg,
          quick_app_url: `${LIMITS.LINK_PREFIX}${app.pkg}/${app.path}?id=${id}&channel=ks`,
          h5_url: `https://${app.host}/${app.path}/${id}`,
        },
      };
    },
  },
};
