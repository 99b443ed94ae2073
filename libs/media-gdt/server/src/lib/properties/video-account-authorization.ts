// 腾讯广告's 视频号授权 in the sandbox: the owner's confirmation is the media's review (审核中 while 待授权, 5–30
// minutes), never pushed (an authorisation is the account's own).
import { GDT_FINDER_ID, GDT_FINDER_SAMPLES, GDT_FINDER_TEXTS as T, GDT_PROPERTY_LIMITS, GDT_SUMMARY, wordOf } from '@toufang/media-gdt-limits';
import { refusal } from '@toufang/server-media';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { enumRefusal } from './links';
import { text } from './values';

const LIMITS = GDT_PROPERTY_LIMITS['video-account-authorization'];
const S = GDT_SUMMARY['video-account-authorization'];

export const GDT_VIDEO_ACCOUNT_AUTHORIZATION: SandboxPropertyType = {
  limits: LIMITS,
  ids: { prefix: '12', digits: 9 },
  review: { minutes: { min: 5, span: 25 } },
  lifecycle: null,
  check(values) {
    if (!GDT_FINDER_ID.test(text(values, 'finder_id') ?? '')) return refusal('property_invalid', { detail: T.BAD_FINDER_ID });
    const nickname = text(values, 'finder_nickname') ?? '';
    if (nickname.trim() === '') return refusal('property_invalid', { detail: T.NICKNAME_REQUIRED });
    if ([...nickname].length > LIMITS.NICKNAME_MAX_LENGTH) return refusal('property_invalid', { detail: T.NICKNAME_TOO_LONG(LIMITS.NICKNAME_MAX_LENGTH) });
    const days = values.authorization_days;
    return (
      enumRefusal(values.authorization_scope, LIMITS.SCOPES, T.BAD_SCOPE) ??
      (typeof days === 'number' && (LIMITS.DAYS as readonly number[]).includes(days) ? null : refusal('property_invalid', { detail: T.BAD_DAYS(String(days ?? '')) }))
    );
  },
  summary: (values) => ({
    [S.FINDER_ID]: text(values, 'finder_id') ?? '—',
    [S.NICKNAME]: text(values, 'finder_nickname') ?? '—',
    [S.SCOPE]: wordOf(T.SCOPES, values.authorization_scope),
    [S.DAYS]: typeof values.authorization_days === 'number' ? T.DAYS_TEXT(values.authorization_days) : '—',
  }),
  seed: { perAccount: GDT_FINDER_SAMPLES.length, make: (_random, _account, i) => GDT_FINDER_SAMPLES[i % GDT_FINDER_SAMPLES.length] },
};
