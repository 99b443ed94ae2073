// 腾讯广告's 微信小游戏渠道 in the sandbox: no review, copied to one account a push; the AppID, channel number and
// launch query in their shapes.
import { GDT_CHANNEL_ID, GDT_CHANNEL_SAMPLES, GDT_CHANNEL_TEXTS as T, GDT_PROPERTY_LIMITS, GDT_SUMMARY, GDT_WECHAT_APPID, isLaunchQuery } from '@toufang/media-gdt-limits';
import { refusal } from '@toufang/server-media';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { text } from './values';

const LIMITS = GDT_PROPERTY_LIMITS['wechat-mini-game-channel'];
const S = GDT_SUMMARY['wechat-mini-game-channel'];

export const GDT_WECHAT_MINI_GAME_CHANNEL: SandboxPropertyType = {
  limits: LIMITS,
  ids: { prefix: '11', digits: 9 },
  review: null,
  lifecycle: null,
  check(values) {
    if (!GDT_WECHAT_APPID.test(text(values, 'mini_game_appid') ?? '')) return refusal('property_invalid', { detail: T.BAD_APPID });
    if (!GDT_CHANNEL_ID.test(text(values, 'channel_id') ?? '')) return refusal('property_invalid', { detail: T.BAD_CHANNEL_ID });
    if (!isLaunchQuery(text(values, 'launch_query') ?? '')) return refusal('property_invalid', { detail: T.BAD_QUERY(LIMITS.QUERY_MAX_LENGTH) });
    return null;
  },
  summary: (values) => ({
    [S.APPID]: text(values, 'mini_game_appid') ?? '—',
    [S.CHANNEL_ID]: text(values, 'channel_id') ?? '—',
    [S.LAUNCH_QUERY]: text(values, 'launch_query') ?? '—',
  }),
  seed: { perAccount: GDT_CHANNEL_SAMPLES.length, make: (_random, _account, i) => GDT_CHANNEL_SAMPLES[i % GDT_CHANNEL_SAMPLES.length] },
};
