// 小程序 on 腾讯广告: a WeChat mini program the account promotes (原始ID, AppID) and the page its ads open;
// reviewed by the media (docs/design/properties.md §3.2).
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { GDT_APPLET_TEXTS as T, GDT_PROPERTY_LIMITS, GDT_SUMMARY, GDT_WECHAT_APPID, GDT_WECHAT_ORIGINAL_ID, isMiniProgramPath } from '@toufang/media-gdt-limits';

type Values = Schemas['GdtAppletValues'];
const LIMITS = GDT_PROPERTY_LIMITS.applet;
const S = GDT_SUMMARY.applet;

export const APPLET = definePropertyType<'gdt', 'applet', Values>('gdt', 'applet', {
  limits: LIMITS,
  fields: {
    mini_program_id: { kind: 'text', label: T.ORIGINAL_ID, required: true, maxLength: 15 },
    mini_program_appid: { kind: 'text', label: T.APPID, maxLength: 18 },
    mini_program_path: { kind: 'text', label: T.PATH, required: true, maxLength: LIMITS.PATH_MAX_LENGTH },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: S.ORIGINAL_ID }, { summary: S.APPID }, { summary: S.PATH, width: 240 }, 'modifiedAt'],
  form: { kind: 'fields' },
  schema: z.object({
    mini_program_id: z.string().check(z.regex(GDT_WECHAT_ORIGINAL_ID, { error: T.BAD_ORIGINAL_ID })),
    mini_program_appid: z.optional(z.string().check(z.regex(GDT_WECHAT_APPID, { error: T.BAD_APPID }))),
    mini_program_path: z.string().check(z.refine(isMiniProgramPath, { error: T.BAD_PATH(LIMITS.PATH_MAX_LENGTH) })),
  }),
});
