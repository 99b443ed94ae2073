// 巨量千川's 图文素材 in the sandbox (docs/design/properties.md §3.5, as toutiao's): a title of 5–30 characters and
// the images its style takes (at most 9), reviewed 5–30 minutes after a create or edit, never pushed.
import { QIANCHUAN_GRAPHIC_SAMPLES, QIANCHUAN_GRAPHIC_TEXTS as T, QIANCHUAN_PROPERTY_LIMITS, QIANCHUAN_SUMMARY } from '@toufang/media-qianchuan-limits';
import { refusal } from '@toufang/server-media';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { among, key, text, wordOf } from './values';

const LIMITS = QIANCHUAN_PROPERTY_LIMITS['graphic-material'];
const S = QIANCHUAN_SUMMARY['graphic-material'];
type Mode = (typeof LIMITS.IMAGE_MODES)[number];

export const QIANCHUAN_GRAPHIC_MATERIAL: SandboxPropertyType = {
  limits: LIMITS,
  ids: { prefix: '73', digits: 19 },
  review: { minutes: { min: 5, span: 25 } },
  lifecycle: null,
  check(values) {
    const title = [...(text(values, 'title') ?? '')].length;
    if (title < LIMITS.TITLE_MIN_LENGTH || title > LIMITS.TITLE_MAX_LENGTH) return refusal('property_invalid', { detail: T.TITLE_LENGTH(LIMITS.TITLE_MIN_LENGTH, LIMITS.TITLE_MAX_LENGTH) });
    if (!among(LIMITS.IMAGE_MODES, values.image_mode)) return refusal('property_invalid', { detail: T.BAD_IMAGE_MODE(key(values, 'image_mode') ?? '') });
    const ids = Array.isArray(values.image_ids) ? values.image_ids : [];
    if (ids.some((id) => typeof id !== 'string' || id === '')) return refusal('property_invalid', { detail: T.CHOOSE_IMAGES });
    if (ids.length > LIMITS.IMAGES_MAX) return refusal('property_invalid', { detail: T.IMAGES_TOO_MANY(LIMITS.IMAGES_MAX) });
    const mode = values.image_mode as Mode;
    const [min, max] = LIMITS.IMAGE_COUNTS[mode];
    if (ids.length < min || ids.length > max) return refusal('property_invalid', { detail: T.IMAGE_COUNT(T.IMAGE_MODES[mode], min, max) });
    return null;
  },
  summary: (values) => ({
    [S.TITLE]: text(values, 'title') ?? '',
    [S.IMAGE_MODE]: wordOf(T.IMAGE_MODES, values.image_mode),
    [S.IMAGES]: String(Array.isArray(values.image_ids) ? values.image_ids.length : 0),
  }),
  // One of each sample an account: every style shown, names unique in the account.
  seed: { perAccount: QIANCHUAN_GRAPHIC_SAMPLES.length, make: (_random, _account, i) => QIANCHUAN_GRAPHIC_SAMPLES[i % QIANCHUAN_GRAPHIC_SAMPLES.length] },
};
