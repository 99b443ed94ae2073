// 视频号授权 on 腾讯广告: the 视频号 an account may promote, what for and for how long; the owner confirms in WeChat,
// which the list shows as review (docs/design/properties.md §3.2).
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { GDT_FINDER_ID, GDT_FINDER_TEXTS as T, GDT_PROPERTY_LIMITS, GDT_SUMMARY } from '@toufang/media-gdt-limits';
import { optionsOf } from './options';

type Values = Schemas['GdtVideoAccountAuthorizationValues'];
const LIMITS = GDT_PROPERTY_LIMITS['video-account-authorization'];
const S = GDT_SUMMARY['video-account-authorization'];

export const VIDEO_ACCOUNT_AUTHORIZATION = definePropertyType<'gdt', 'video-account-authorization', Values>('gdt', 'video-account-authorization', {
  limits: LIMITS,
  fields: {
    finder_id: { kind: 'text', label: T.FINDER_ID, required: true, maxLength: 23, help: T.HELP },
    finder_nickname: { kind: 'text', label: T.NICKNAME, required: true, maxLength: LIMITS.NICKNAME_MAX_LENGTH },
    authorization_scope: { kind: 'select', label: T.SCOPE, required: true, options: optionsOf(LIMITS.SCOPES, T.SCOPES) },
    authorization_days: { kind: 'select', label: T.DAYS, required: true, options: LIMITS.DAYS.map((days) => ({ value: days, label: T.DAYS_TEXT(days) })) },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: S.FINDER_ID }, { summary: S.NICKNAME }, { summary: S.SCOPE }, { summary: S.DAYS }, 'modifiedAt'],
  form: { kind: 'fields' },
  schema: z.object({
    finder_id: z.string().check(z.regex(GDT_FINDER_ID, { error: T.BAD_FINDER_ID })),
    finder_nickname: z.string().check(
      z.refine((v) => v.trim() !== '', { error: T.NICKNAME_REQUIRED }),
      z.refine((v) => [...v].length <= LIMITS.NICKNAME_MAX_LENGTH, { error: T.NICKNAME_TOO_LONG(LIMITS.NICKNAME_MAX_LENGTH) }),
    ),
    authorization_scope: z.enum(LIMITS.SCOPES, { error: T.CHOOSE_SCOPE }),
    authorization_days: z.literal(LIMITS.DAYS, { error: T.CHOOSE_DAYS }),
  }),
});
