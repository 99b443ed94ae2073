// 微信小游戏渠道 on 腾讯广告: a mini game's channels (channel number and launch query), so its ads' players can be
// told apart by where they came from (docs/design/properties.md §3.2).
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { GDT_CHANNEL_ID, GDT_CHANNEL_TEXTS as T, GDT_PROPERTY_LIMITS, GDT_SUMMARY, GDT_WECHAT_APPID, isLaunchQuery } from '@toufang/media-gdt-limits';

type Values = Schemas['GdtWechatMiniGameChannelValues'];
const LIMITS = GDT_PROPERTY_LIMITS['wechat-mini-game-channel'];
const S = GDT_SUMMARY['wechat-mini-game-channel'];

export const WECHAT_MINI_GAME_CHANNEL = definePropertyType<'gdt', 'wechat-mini-game-channel', Values>('gdt', 'wechat-mini-game-channel', {
  limits: LIMITS,
  fields: {
    mini_game_appid: { kind: 'text', label: T.APPID, required: true, maxLength: 18 },
    channel_id: { kind: 'text', label: T.CHANNEL_ID, required: true, maxLength: 32 },
    launch_query: { kind: 'text', label: T.LAUNCH_QUERY, required: true, maxLength: LIMITS.QUERY_MAX_LENGTH, help: T.LAUNCH_HELP },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: S.APPID }, { summary: S.CHANNEL_ID }, { summary: S.LAUNCH_QUERY, width: 240 }, 'modifiedAt'],
  form: { kind: 'fields' },
  schema: z.object({
    mini_game_appid: z.string().check(z.regex(GDT_WECHAT_APPID, { error: T.BAD_APPID })),
    channel_id: z.string().check(z.regex(GDT_CHANNEL_ID, { error: T.BAD_CHANNEL_ID })),
    launch_query: z.string().check(z.refine(isLaunchQuery, { error: T.BAD_QUERY(LIMITS.QUERY_MAX_LENGTH) })),
  }),
});
