// 应用管理 and 应用分包 (docs/design/properties.md §3.1): the account's app packages (platform, package name,
// download link, version; reviewed) and, listed under an app's :packageId, its channel packages (a channel id each,
// the name being the package's remark, up to 100 made in one call).
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { TOUTIAO_APP_STORE_HOSTS, TOUTIAO_APP_TYPES, TOUTIAO_APP_VERSION, TOUTIAO_CHANNEL_ID, TOUTIAO_PACKAGE_NAME, TOUTIAO_PROPERTY_LIMITS } from '@toufang/media-toutiao-limits';
import { TOUTIAO_PROPERTY_WORDS as W } from '../terms';
import { oneOf, optionalText, optionsOf, text, url } from './rules';

const F = W.FIELDS;
const APP = TOUTIAO_PROPERTY_LIMITS.application;
const CHANNEL = TOUTIAO_PROPERTY_LIMITS['application-subcontracting'];
const hostOf = (link: string) => /^https?:\/\/([^/?#:]+)/i.exec(link)?.[1]?.toLowerCase() ?? '';

export const APPLICATION = definePropertyType<'toutiao', 'application', Schemas['ToutiaoApplicationValues']>('toutiao', 'application', {
  limits: APP,
  fields: {
    app_type: { kind: 'select', label: F.APP_TYPE, options: optionsOf(TOUTIAO_APP_TYPES), required: true },
    package_name: { kind: 'text', label: F.PACKAGE_NAME, maxLength: APP.PACKAGE_NAME_MAX_LENGTH, required: true, help: W.HELP.PACKAGE_NAME },
    download_url: { kind: 'url', label: F.DOWNLOAD_URL, required: true, help: W.HELP.DOWNLOAD_URL },
    version: { kind: 'text', label: F.VERSION, maxLength: APP.VERSION_MAX_LENGTH },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: '应用类型' }, { summary: '应用包名', width: 220 }, { summary: '版本号' }, 'modifiedAt'],
  form: { kind: 'fields' },
  schema: z
    .object({
      app_type: oneOf(TOUTIAO_APP_TYPES, F.APP_TYPE),
      package_name: text(F.PACKAGE_NAME, APP.PACKAGE_NAME_MAX_LENGTH).check(z.refine((v) => v === '' || TOUTIAO_PACKAGE_NAME.test(v), W.BAD_FORMAT(F.PACKAGE_NAME))),
      download_url: url(F.DOWNLOAD_URL),
      version: optionalText(F.VERSION, APP.VERSION_MAX_LENGTH).check(z.refine((v) => !v || TOUTIAO_APP_VERSION.test(v), W.BAD_FORMAT(F.VERSION))),
    })
    .check(z.refine((v) => v.app_type !== 'IOS' || TOUTIAO_APP_STORE_HOSTS.includes(hostOf(v.download_url)), { message: W.APP_STORE, path: ['download_url'] })),
});

export const APPLICATION_SUBCONTRACTING = definePropertyType<'toutiao', 'application-subcontracting', Schemas['ToutiaoApplicationSubcontractingValues']>(
  'toutiao',
  'application-subcontracting',
  {
    limits: CHANNEL,
    fields: { channel_id: { kind: 'text', label: F.CHANNEL_ID, maxLength: CHANNEL.CHANNEL_ID_MAX_LENGTH, required: true, help: W.HELP.CHANNEL_ID } },
    columns: ['name', 'account', 'mediaId', { summary: '渠道号' }, 'createdAt', 'modifiedAt'],
    form: { kind: 'fields' },
    schema: z.object({
      channel_id: text(F.CHANNEL_ID, CHANNEL.CHANNEL_ID_MAX_LENGTH).check(z.refine((v) => v === '' || TOUTIAO_CHANNEL_ID.test(v), W.BAD_FORMAT(F.CHANNEL_ID))),
    }),
    parent: { type: 'application', param: 'packageId' },
  },
);
