// 腾讯广告's 小游戏监测 in the sandbox: monitoring links of a mini game, no review, copied to one account a push;
// the click link holds __CALLBACK__ exactly when click callback is on.
import { GDT_MINI_GAME_MONITOR_SAMPLES, GDT_MINI_GAME_MONITOR_TEXTS as T, GDT_LINK_TEXTS, GDT_PROPERTY_LIMITS, GDT_SUMMARY, GDT_WECHAT_APPID } from '@toufang/media-gdt-limits';
import { refusal } from '@toufang/server-media';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { trackUrlRefusal } from './links';
import { text } from './values';

const LIMITS = GDT_PROPERTY_LIMITS['mini-game-monitor'];
const S = GDT_SUMMARY['mini-game-monitor'];

export const GDT_MINI_GAME_MONITOR: SandboxPropertyType = {
  limits: LIMITS,
  ids: { prefix: '6', digits: 8 },
  review: null,
  lifecycle: null,
  check(values) {
    const callback = values.click_callback_enabled === true;
    const click = text(values, 'click_tracking_url');
    return (
      (GDT_WECHAT_APPID.test(text(values, 'mini_game_id') ?? '') ? null : refusal('property_invalid', { detail: T.BAD_APPID })) ??
      (click ? null : refusal('property_invalid', { detail: GDT_LINK_TEXTS.REQUIRED })) ??
      trackUrlRefusal(click, callback ? 'required' : 'forbidden') ??
      trackUrlRefusal(text(values, 'impression_tracking_url'), 'optional')
    );
  },
  summary: (values) => ({
    [S.MINI_GAME_ID]: text(values, 'mini_game_id') ?? '—',
    [S.CALLBACK]: values.click_callback_enabled === true ? T.ON : T.OFF,
    [S.CLICK_URL]: text(values, 'click_tracking_url') ?? '—',
    [S.IMPRESSION_URL]: text(values, 'impression_tracking_url') ?? '—',
  }),
  seed: { perAccount: GDT_MINI_GAME_MONITOR_SAMPLES.length, make: (_random, _account, i) => GDT_MINI_GAME_MONITOR_SAMPLES[i % GDT_MINI_GAME_MONITOR_SAMPLES.length] },
};
