// 应用管理 (docs/design/properties.md §3.3; model/appcenter/app/app.go): reviewed apps (审核中 → 已发布 or
// 审核失败), an iOS app's link on the App Store, shared to other accounts by push.
import { KUAISHOU_PROPERTY_LIMITS } from '@toufang/media-kuaishou-limits';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { checkValuesOf, wordOf } from './checks';

const LIMITS = KUAISHOU_PROPERTY_LIMITS.application;

const APPS = [
  { name: '星云传奇', pkg: 'com.xingyun.legend', category: 2, host: 'dl.xingyun-games.com', ios: 'id1584320917' },
  { name: '美颜相机Pro', pkg: 'cn.meiyan.camera', category: 1, host: 'download.meiyan-app.cn', ios: 'id1470238865' },
  { name: '加油学堂', pkg: 'com.jiayou.edu', category: 1, host: 'app.jiayou-edu.com', ios: 'id1523319047' },
  { name: '萌宠消消乐', pkg: 'com.mengchong.match', category: 2, host: 'dl.xingyun-games.com', ios: 'id1609981342' },
] as const;

export const APPLICATION: SandboxPropertyType = {
  limits: LIMITS,
  ids: { prefix: '5', digits: 9 },
  review: { minutes: { min: 5, span: 25 } },
  lifecycle: null,
  check: checkValuesOf('application'),
  summary: (values) => ({
    平台: wordOf(LIMITS.PLATFORMS, values.platform),
    包名: String(values.package_name ?? ''),
    版本: String(values.real_app_version ?? ''),
    应用类型: wordOf(LIMITS.CATEGORIES, values.category),
  }),
  seed: {
    perAccount: 3,
    make: (random, _account, i) => {
      const app = APPS[(i + Math.floor(random() * APPS.length)) % APPS.length];
      const ios = i === 2;
      const version = `${1 + Math.floor(random() * 5)}.${Math.floor(random() * 10)}.${Math.floor(random() * 10)}`;
      return {
        name: `${app.name}${ios ? '_iOS' : ''}`,
        values: {
          platform: ios ? 'ios' : 'android',
          package_name: app.pkg,
          url: ios ? `https://apps.apple.com/cn/app/${app.ios}` : `https://${app.host}/apk/${app.pkg}_${version}.apk`,
          real_app_version: version,
          category: app.category,
          app_privacy_url: `https://${app.host}/privacy.html`,
        },
      };
    },
  },
};
