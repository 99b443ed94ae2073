// 原生锚点 (docs/design/properties.md §3.1): anchors under a video ad: an app download (game, 网服, 电商: its
// Android or iOS package), an online booking or a shopping cart (a link), with an entry title of 1–12 characters.
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { TOUTIAO_ANCHOR_TYPES, TOUTIAO_APP_ANCHOR_TYPES, TOUTIAO_PACKAGE_NAME, TOUTIAO_PROPERTY_LIMITS } from '@toufang/media-toutiao-limits';
import { TOUTIAO_PROPERTY_WORDS as W } from '../terms';
import { oneOf, optionalText, optionalUrl, optionsOf, text } from './rules';

const F = W.FIELDS;
const LIMITS = TOUTIAO_PROPERTY_LIMITS['native-anchor'];
const isApp = (type: string | undefined) => type !== undefined && TOUTIAO_APP_ANCHOR_TYPES.includes(type);
const packageName = (label: string) => optionalText(label, 100).check(z.refine((v) => !v || TOUTIAO_PACKAGE_NAME.test(v), W.BAD_FORMAT(label)));

export const NATIVE_ANCHOR = definePropertyType<'toutiao', 'native-anchor', Schemas['ToutiaoNativeAnchorValues']>('toutiao', 'native-anchor', {
  limits: LIMITS,
  fields: {
    anchor_type: { kind: 'select', label: F.ANCHOR_TYPE, options: optionsOf(TOUTIAO_ANCHOR_TYPES), required: true, help: W.HELP.ANCHOR },
    anchor_title: { kind: 'text', label: F.ANCHOR_TITLE, maxLength: LIMITS.TITLE_MAX_LENGTH, required: true },
    tool_title: { kind: 'text', label: F.TOOL_TITLE, maxLength: LIMITS.TOOL_TITLE_MAX_LENGTH },
    android_package_name: { kind: 'text', label: F.ANDROID_PACKAGE, maxLength: 100 },
    ios_package_name: { kind: 'text', label: F.IOS_PACKAGE, maxLength: 100 },
    external_url: { kind: 'url', label: F.JUMP_URL },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: '锚点类型' }, { summary: '锚点标题' }, { summary: '应用包名' }, { summary: '跳转链接', width: 240 }, 'modifiedAt'],
  form: { kind: 'fields' },
  schema: z
    .object({
      anchor_type: oneOf(TOUTIAO_ANCHOR_TYPES, F.ANCHOR_TYPE),
      anchor_title: text(F.ANCHOR_TITLE, LIMITS.TITLE_MAX_LENGTH),
      tool_title: optionalText(F.TOOL_TITLE, LIMITS.TOOL_TITLE_MAX_LENGTH),
      android_package_name: packageName(F.ANDROID_PACKAGE),
      ios_package_name: packageName(F.IOS_PACKAGE),
      external_url: optionalUrl(),
    })
    .check(
      z.refine((v) => !isApp(v.anchor_type) || !!v.android_package_name || !!v.ios_package_name, { message: W.ANCHOR_PACKAGE, path: ['android_package_name'] }),
      z.refine((v) => isApp(v.anchor_type) || !!v.external_url, { message: W.REQUIRED(F.JUMP_URL), path: ['external_url'] }),
    ),
});
