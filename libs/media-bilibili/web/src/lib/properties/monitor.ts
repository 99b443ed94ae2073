// 监测链接 on 哔哩哔哩 (docs/design/properties.md §3.6): groups of monitoring links (点击, 展示, 播放) on the kit's
// track-URL group form, each link built with chips of BILIBILI_TRACK_MACROS and checked before saving.
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { BILIBILI_LINK_TEXTS as T, BILIBILI_PROPERTY_LIMITS, BILIBILI_SUMMARY, BILIBILI_TRACK_MACROS } from '@toufang/media-bilibili-limits';
import { optionalTrackUrl, trackUrl } from './rules';

type Values = Schemas['BilibiliMonitorValues'];
const S = BILIBILI_SUMMARY.monitor;
const link = (label: string, required = false) => ({ kind: 'trackUrl', label, macros: BILIBILI_TRACK_MACROS, help: T.HELP, ...(required ? { required } : {}) }) as const;

export const MONITOR = definePropertyType<'bilibili', 'monitor', Values>('bilibili', 'monitor', {
  limits: BILIBILI_PROPERTY_LIMITS.monitor,
  fields: {
    click_url: link(T.CLICK_URL, true),
    show_url: link(T.SHOW_URL),
    play_url: link(T.PLAY_URL),
  },
  columns: ['name', 'account', 'mediaId', { summary: S.CLICK_URL, width: 320 }, { summary: S.KINDS }, 'createdAt', 'modifiedAt'],
  form: { kind: 'trackUrls', macros: BILIBILI_TRACK_MACROS },
  schema: z.object({ click_url: trackUrl(T.REQUIRED), show_url: optionalTrackUrl(), play_url: optionalTrackUrl() }),
});
