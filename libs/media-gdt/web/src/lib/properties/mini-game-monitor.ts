// 小游戏监测 on 腾讯广告: a mini game's click and impression monitoring links with the media's macros; with click
// callback on, the click link must hold __CALLBACK__, and must not otherwise (docs/design/properties.md §3.2).
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { checkGdtTrackUrl, GDT_LINK_TEXTS, GDT_MINI_GAME_MONITOR_TEXTS as T, GDT_PROPERTY_LIMITS, GDT_SUMMARY, GDT_TRACK_MACROS, GDT_WECHAT_APPID } from '@toufang/media-gdt-limits';

type Values = Schemas['GdtMiniGameMonitorValues'];
const LIMITS = GDT_PROPERTY_LIMITS['mini-game-monitor'];
const S = GDT_SUMMARY['mini-game-monitor'];

export const MINI_GAME_MONITOR = definePropertyType<'gdt', 'mini-game-monitor', Values>('gdt', 'mini-game-monitor', {
  limits: LIMITS,
  fields: {
    mini_game_id: { kind: 'text', label: T.MINI_GAME_ID, required: true, maxLength: 18 },
    click_callback_enabled: { kind: 'switch', label: T.CALLBACK, help: T.CALLBACK_HELP },
    click_tracking_url: { kind: 'trackUrl', label: T.CLICK_URL, required: true, macros: GDT_TRACK_MACROS },
    impression_tracking_url: { kind: 'trackUrl', label: T.IMPRESSION_URL, macros: GDT_TRACK_MACROS },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: S.MINI_GAME_ID }, { summary: S.CALLBACK }, { summary: S.CLICK_URL, width: 280 }, { summary: S.IMPRESSION_URL, width: 240 }, 'modifiedAt'],
  form: { kind: 'fields' },
  schema: z
    .object({
      mini_game_id: z.string().check(z.regex(GDT_WECHAT_APPID, { error: T.BAD_APPID })),
      click_callback_enabled: z.boolean(),
      click_tracking_url: z.string().check(z.minLength(1, { error: GDT_LINK_TEXTS.REQUIRED }), z.maxLength(1024)),
      impression_tracking_url: z.optional(z.string().check(z.maxLength(1024))),
    })
    .check(
      z.superRefine((v, ctx) => {
        const click = v.click_tracking_url ? checkGdtTrackUrl(v.click_tracking_url, v.click_callback_enabled ? 'required' : 'forbidden') : null;
        if (click) ctx.addIssue({ code: 'custom', message: click.text, path: ['click_tracking_url'], input: v.click_tracking_url });
        const show = v.impression_tracking_url ? checkGdtTrackUrl(v.impression_tracking_url, 'optional') : null;
        if (show) ctx.addIssue({ code: 'custom', message: show.text, path: ['impression_tracking_url'], input: v.impression_tracking_url });
      }),
    ),
});
