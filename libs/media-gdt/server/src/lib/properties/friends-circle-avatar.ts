// 腾讯广告's 朋友圈头像昵称 in the sandbox: reviewed 5–30 minutes after a create or edit, never pushed (the avatar
// is an image of the account's); a nickname of at most 10 characters.
import { GDT_IMAGE_ID, GDT_PROFILE_SAMPLES, GDT_PROFILE_TEXTS as T, GDT_PROPERTY_LIMITS, GDT_SUMMARY } from '@toufang/media-gdt-limits';
import { refusal } from '@toufang/server-media';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { text } from './values';

const LIMITS = GDT_PROPERTY_LIMITS['friends-circle-avatar'];
const S = GDT_SUMMARY['friends-circle-avatar'];

export const GDT_FRIENDS_CIRCLE_AVATAR: SandboxPropertyType = {
  limits: LIMITS,
  ids: { prefix: '13', digits: 8 },
  review: { minutes: { min: 5, span: 25 } },
  lifecycle: null,
  check(values) {
    const nickname = text(values, 'profile_name') ?? '';
    if (nickname.trim() === '') return refusal('property_invalid', { detail: T.NICKNAME_REQUIRED });
    if ([...nickname].length > LIMITS.NICKNAME_MAX_LENGTH) return refusal('property_invalid', { detail: T.TOO_LONG(T.NICKNAME, LIMITS.NICKNAME_MAX_LENGTH) });
    if (!GDT_IMAGE_ID.test(text(values, 'head_image_id') ?? '')) return refusal('property_invalid', { detail: T.BAD_HEAD_IMAGE });
    const description = text(values, 'description');
    if (description !== undefined && [...description].length > LIMITS.DESCRIPTION_MAX_LENGTH) {
      return refusal('property_invalid', { detail: T.TOO_LONG(T.DESCRIPTION, LIMITS.DESCRIPTION_MAX_LENGTH) });
    }
    return null;
  },
  summary: (values) => ({
    [S.NICKNAME]: text(values, 'profile_name') ?? '—',
    [S.HEAD_IMAGE]: text(values, 'head_image_id') ?? '—',
    [S.DESCRIPTION]: text(values, 'description') ?? '—',
  }),
  seed: { perAccount: GDT_PROFILE_SAMPLES.length, make: (_random, _account, i) => GDT_PROFILE_SAMPLES[i % GDT_PROFILE_SAMPLES.length] },
};
