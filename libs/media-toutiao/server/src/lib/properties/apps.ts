// 巨量引擎's 应用管理 and 应用分包 in the sandbox (docs/design/properties.md §3.1): app packages (reviewed; an iOS
// app is downloaded from the App Store) and their channel packages, a child type held under an app of the same
// account (a channel package whose app is not the account's is refused as its parent not found).
import {
  TOUTIAO_APP_STORE_HOSTS,
  TOUTIAO_APP_TYPES,
  TOUTIAO_APP_VERSION,
  TOUTIAO_CHANNEL_ID,
  TOUTIAO_PACKAGE_NAME,
  TOUTIAO_PROPERTY_LIMITS,
  TOUTIAO_PROPERTY_SAMPLES,
  termLabel,
  type SummaryOf,
} from '@toufang/media-toutiao-limits';
import { refusal } from '@toufang/server-media';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { firstRefusal, oneOf, seedFrom, shaped, text, textOf, url, type ValueCheck } from './checks';

const APP = TOUTIAO_PROPERTY_LIMITS.application;
const CHANNEL = TOUTIAO_PROPERTY_LIMITS['application-subcontracting'];

const appStore: ValueCheck = (values) => {
  if (textOf(values, 'app_type') !== 'IOS') return null;
  const host = /^https?:\/\/([^/?#:]+)/i.exec(textOf(values, 'download_url'))?.[1]?.toLowerCase() ?? '';
  return TOUTIAO_APP_STORE_HOSTS.includes(host) ? null : refusal('property_invalid', { detail: 'iOS 应用的下载链接须为 App Store 链接' });
};

export const APPLICATION: SandboxPropertyType = {
  limits: APP,
  ids: { prefix: '19', digits: 16 },
  review: { minutes: { min: 10, span: 50 } },
  lifecycle: null,
  check: (values) =>
    firstRefusal(
      [
        oneOf('app_type', '应用类型', TOUTIAO_APP_TYPES),
        text('package_name', '应用包名', APP.PACKAGE_NAME_MAX_LENGTH, { required: true }),
        shaped('package_name', '应用包名', TOUTIAO_PACKAGE_NAME),
        url('download_url', '下载链接', true),
        appStore,
        text('version', '版本号', APP.VERSION_MAX_LENGTH),
        shaped('version', '版本号', TOUTIAO_APP_VERSION, false),
      ],
      values,
    ),
  summary: (values): SummaryOf<'application'> => ({
    应用类型: termLabel(TOUTIAO_APP_TYPES, values.app_type),
    应用包名: textOf(values, 'package_name'),
    ...(textOf(values, 'version') ? { 版本号: textOf(values, 'version') } : {}),
  }),
  seed: seedFrom(TOUTIAO_PROPERTY_SAMPLES.application, 3),
};

export const APPLICATION_SUBCONTRACTING: SandboxPropertyType = {
  limits: CHANNEL,
  ids: { prefix: '21', digits: 16 },
  parentType: 'application',
  review: null,
  lifecycle: null,
  check: (values) => firstRefusal([text('channel_id', '渠道号', CHANNEL.CHANNEL_ID_MAX_LENGTH, { required: true }), shaped('channel_id', '渠道号', TOUTIAO_CHANNEL_ID)], values),
  summary: (values): SummaryOf<'application-subcontracting'> => ({ 渠道号: textOf(values, 'channel_id') }),
  // None seeded: the seed does not know its apps' ids, and a channel package belongs under one.
  seed: seedFrom(TOUTIAO_PROPERTY_SAMPLES['application-subcontracting'], 0),
};
