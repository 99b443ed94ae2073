// 激活链接 on 哔哩哔哩 (docs/design/properties.md §3.6): an app's activation monitoring links for one platform on
// the kit's track-URL group form; the click link carries the platform's device macro (Android __IMEI__ or
// __OAID__, iOS __IDFA__) so an activation is matched to its click.
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { BILIBILI_LINK_TEXTS as T, BILIBILI_PROPERTY_LIMITS, BILIBILI_SUMMARY, BILIBILI_TRACK_MACROS } from '@toufang/media-bilibili-limits';
import { optionsOf } from './options';
import { optionalTrackUrl, trackUrl } from './rules';

type Values = Schemas['BilibiliActivateLinkValues'];
const LIMITS = BILIBILI_PROPERTY_LIMITS['activate-link'];
const S = BILIBILI_SUMMARY['activate-link'];

export const ACTIVATE_LINK = definePropertyType<'bilibili', 'activate-link', Values>('bilibili', 'activate-link', {
  limits: LIMITS,
  fields: {
    platform: { kind: 'select', label: T.PLATFORM, required: true, options: optionsOf(LIMITS.PLATFORMS, T.PLATFORMS) },
    click_url: { kind: 'trackUrl', label: T.CLICK_URL, required: true, macros: BILIBILI_TRACK_MACROS, help: T.HELP },
    show_url: { kind: 'trackUrl', label: T.SHOW_URL, macros: BILIBILI_TRACK_MACROS, help: T.HELP },
  },
  columns: ['name', 'account', 'mediaId', { summary: S.PLATFORM }, { summary: S.CLICK_URL, width: 320 }, 'createdAt', 'modifiedAt'],
  form: { kind: 'trackUrls', macros: BILIBILI_TRACK_MACROS },
  schema: z
    .object({ platform: z.enum(LIMITS.PLATFORMS, { error: T.CHOOSE_PLATFORM }), click_url: trackUrl(T.REQUIRED), show_url: optionalTrackUrl() })
    .check(
      z.superRefine((v, ctx) => {
        const macros: readonly string[] = LIMITS.DEVICE_MACROS[v.platform];
        if (v.click_url !== '' && !macros.some((macro) => v.click_url.includes(macro))) {
          ctx.addIssue({ code: 'custom', message: T.DEVICE_MACRO(T.PLATFORMS[v.platform], macros.join(' 或 ')), path: ['click_url'], input: v.click_url });
        }
      }),
    ),
});
