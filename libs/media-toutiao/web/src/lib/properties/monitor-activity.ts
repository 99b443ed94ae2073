// 监测活动 (docs/design/properties.md §3.1): monitoring-link groups of the event manager, one link of each kind
// (点击, 展示, 播放, 播完, 有效播放), each with 巨量引擎's macros (__AID__, __CLICKID__ …, TOUTIAO_TRACK_MACROS)
// checked before saving. Plain trackUrl fields until the kit's track-URL group form comes.
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { TOUTIAO_PROPERTY_LIMITS, TOUTIAO_TRACK_MACROS } from '@toufang/media-toutiao-limits';
import { TOUTIAO_PROPERTY_WORDS as W } from '../terms';
import { optionalTrackUrl, trackUrl } from './rules';

type Values = Schemas['ToutiaoMonitorActivityValues'];
const F = W.FIELDS;
const link = (label: string, required = false) => ({ kind: 'trackUrl', label, macros: TOUTIAO_TRACK_MACROS, help: W.HELP.TRACK_URL, ...(required ? { required } : {}) }) as const;

export const MONITOR_ACTIVITY = definePropertyType<'toutiao', 'monitor-activity', Values>('toutiao', 'monitor-activity', {
  limits: TOUTIAO_PROPERTY_LIMITS['monitor-activity'],
  fields: {
    action_track_url: link(F.ACTION_TRACK_URL, true),
    track_url: link(F.TRACK_URL),
    video_play_track_url: link(F.VIDEO_PLAY_TRACK_URL),
    video_play_done_track_url: link(F.VIDEO_PLAY_DONE_TRACK_URL),
    video_play_effective_track_url: link(F.VIDEO_PLAY_EFFECTIVE_TRACK_URL),
  },
  columns: ['name', 'account', 'mediaId', { summary: '点击监测链接', width: 320 }, { summary: '监测类型' }, 'createdAt', 'modifiedAt'],
  form: { kind: 'fields' },
  schema: z.object({
    action_track_url: trackUrl(F.ACTION_TRACK_URL),
    track_url: optionalTrackUrl(),
    video_play_track_url: optionalTrackUrl(),
    video_play_done_track_url: optionalTrackUrl(),
    video_play_effective_track_url: optionalTrackUrl(),
  }),
});
