// 小程序 (docs/design/properties.md §3.4): the mini programs the account's ads open, each with its kind, its key
// (百度 AppKey or 微信 原始ID) and a start path, refused as the media refuses them (checkBaiduApplet).
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { BAIDU_APPLET_TYPE_WORDS, BAIDU_APPLET_TYPES, BAIDU_PROPERTY_LIMITS, BAIDU_SUMMARY_KEYS, checkBaiduApplet } from '@toufang/media-baidu-limits';
import { definePropertyType } from '@toufang/property-kit';
import { codeOf, optionsOf, textUpTo, valuesCheck } from './rules';
import { BAIDU_PROPERTY_TEXTS as T } from './texts';

type Values = Schemas['BaiduAppletValues'];
const LIMITS = BAIDU_PROPERTY_LIMITS.applet;
const K = BAIDU_SUMMARY_KEYS.applet;

export const APPLET = definePropertyType<'baidu', 'applet', Values>('baidu', 'applet', {
  limits: LIMITS,
  fields: {
    appletType: { kind: 'select', label: K.APPLET_TYPE, options: optionsOf(BAIDU_APPLET_TYPES, BAIDU_APPLET_TYPE_WORDS), required: true },
    appKey: { kind: 'text', label: K.APP_KEY, maxLength: 32, required: true, help: T.APPLET.KEY_HELP },
    path: { kind: 'text', label: K.PATH, maxLength: LIMITS.PATH_MAX_LENGTH, help: T.APPLET.PATH_HELP },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: K.APPLET_TYPE }, { summary: K.APP_KEY, width: 200 }, { summary: K.PATH, width: 240 }, 'modifiedAt'],
  form: { kind: 'fields' },
  schema: z
    .object({
      appletType: codeOf(BAIDU_APPLET_TYPES, K.APPLET_TYPE),
      appKey: textUpTo(32, K.APP_KEY),
      path: z.optional(textUpTo(LIMITS.PATH_MAX_LENGTH, K.PATH)),
    })
    .check(valuesCheck(checkBaiduApplet)),
});
