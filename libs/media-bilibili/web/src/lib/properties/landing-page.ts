// 落地页 on 哔哩哔哩 (docs/design/properties.md §3.6): pages the ads open, a native page on the media
// (bilibili.com, b23.tv) or the advertiser's own http(s) link; reviewed, copied to 20 accounts a call.
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { BILIBILI_LANDING_TEXTS as T, BILIBILI_PROPERTY_LIMITS, BILIBILI_SUMMARY, onHosts } from '@toufang/media-bilibili-limits';
import { optionsOf } from './options';
import { url } from './rules';

type Values = Schemas['BilibiliLandingPageValues'];
const LIMITS = BILIBILI_PROPERTY_LIMITS['landing-page'];
const S = BILIBILI_SUMMARY['landing-page'];

export const LANDING_PAGE = definePropertyType<'bilibili', 'landing-page', Values>('bilibili', 'landing-page', {
  limits: LIMITS,
  fields: {
    page_type: { kind: 'select', label: T.PAGE_TYPE, required: true, options: optionsOf(LIMITS.PAGE_TYPES, T.PAGE_TYPES) },
    page_url: { kind: 'url', label: T.PAGE_URL, required: true },
    title: { kind: 'text', label: T.TITLE, maxLength: LIMITS.TITLE_MAX_LENGTH },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: S.PAGE_TYPE }, { summary: S.PAGE_URL, width: 320 }, 'createdAt', 'modifiedAt'],
  form: { kind: 'fields' },
  schema: z
    .object({
      page_type: z.enum(LIMITS.PAGE_TYPES, { error: T.CHOOSE_PAGE_TYPE }),
      page_url: url(T.URL_REQUIRED),
      title: z.optional(z.string().check(z.refine((v) => [...v].length <= LIMITS.TITLE_MAX_LENGTH, T.TITLE_TOO_LONG(LIMITS.TITLE_MAX_LENGTH)))),
    })
    .check(z.refine((v) => v.page_type !== 'NATIVE' || v.page_url === '' || onHosts(v.page_url, LIMITS.NATIVE_HOSTS), { error: T.NATIVE_HOST, path: ['page_url'] })),
});
