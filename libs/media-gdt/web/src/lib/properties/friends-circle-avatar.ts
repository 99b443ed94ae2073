// 朋友圈头像昵称 on 腾讯广告: the nickname and avatar a 朋友圈 ad shows; the avatar is an image of the account's
// (docs/design/properties.md §3.2), chosen from the desk's 素材库 (the kit's single material field); reviewed by
// the media.
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { GDT_IMAGE_ID, GDT_PROFILE_TEXTS as T, GDT_PROPERTY_LIMITS, GDT_SUMMARY } from '@toufang/media-gdt-limits';

type Values = Schemas['GdtFriendsCircleAvatarValues'];
const LIMITS = GDT_PROPERTY_LIMITS['friends-circle-avatar'];
const S = GDT_SUMMARY['friends-circle-avatar'];

const within = (label: string, max: number) => z.refine<string>((v) => [...v].length <= max, { error: T.TOO_LONG(label, max) });

export const FRIENDS_CIRCLE_AVATAR = definePropertyType<'gdt', 'friends-circle-avatar', Values>('gdt', 'friends-circle-avatar', {
  limits: LIMITS,
  fields: {
    profile_name: { kind: 'text', label: T.NICKNAME, required: true, maxLength: LIMITS.NICKNAME_MAX_LENGTH },
    head_image_id: { kind: 'material', label: T.AVATAR, required: true, help: T.HEAD_IMAGE_HELP },
    description: { kind: 'text', label: T.DESCRIPTION, maxLength: LIMITS.DESCRIPTION_MAX_LENGTH },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: S.NICKNAME }, { summary: S.HEAD_IMAGE }, { summary: S.DESCRIPTION, width: 200 }, 'modifiedAt'],
  form: { kind: 'fields' },
  schema: z.object({
    profile_name: z.string().check(z.refine((v) => v.trim() !== '', { error: T.NICKNAME_REQUIRED }), within(T.NICKNAME, LIMITS.NICKNAME_MAX_LENGTH)),
    head_image_id: z.string().check(z.regex(GDT_IMAGE_ID, { error: T.CHOOSE_AVATAR })),
    description: z.optional(z.string().check(within(T.DESCRIPTION, LIMITS.DESCRIPTION_MAX_LENGTH))),
  }),
});
