// 巨量引擎's 监测活动 in the sandbox (docs/design/properties.md §3.1): monitoring-link groups, one link of each kind,
// every macro one of TOUTIAO_TRACK_MACROS; not reviewed, not pushed (the event manager has no copy call).
import { TOUTIAO_PROPERTY_LIMITS, TOUTIAO_PROPERTY_SAMPLES, type SummaryOf } from '@toufang/media-toutiao-limits';
import type { PropertyValues } from '@toufang/server-media';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { firstRefusal, seedFrom, textOf, trackUrl } from './checks';

/** The links of a group with the words of each kind. */
const LINKS = [
  ['action_track_url', '点击'],
  ['track_url', '展示'],
  ['video_play_track_url', '播放'],
  ['video_play_done_track_url', '播完'],
  ['video_play_effective_track_url', '有效播放'],
] as const;

const kindsOf = (values: PropertyValues) => LINKS.filter(([key]) => textOf(values, key) !== '').map(([, words]) => words).join('、');

export const MONITOR_ACTIVITY: SandboxPropertyType = {
  limits: TOUTIAO_PROPERTY_LIMITS['monitor-activity'],
  ids: { prefix: '73', digits: 19 },
  review: null,
  lifecycle: null,
  check: (values) => firstRefusal([trackUrl('action_track_url', '点击监测链接', true), ...LINKS.slice(1).map(([key, words]) => trackUrl(key, `${words}监测链接`))], values),
  summary: (values): SummaryOf<'monitor-activity'> => ({ 点击监测链接: textOf(values, 'action_track_url'), 监测类型: kindsOf(values) }),
  seed: seedFrom(TOUTIAO_PROPERTY_SAMPLES['monitor-activity'], 3),
};
