// 小程序, 快应用 and 调起链接 (docs/design/properties.md §3.1): the account's 字节小程序 (its tt… app id and start
// page), quick apps (package and hap:// home page) and deep links into its apps (an app scheme of its own, with the
// page opened when the app is missing). Each is one small form of the kit.
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import {
  isQuickAppHome,
  TOUTIAO_APPLET_ID,
  TOUTIAO_APPLET_PAGE,
  TOUTIAO_DEEP_LINK,
  TOUTIAO_OPEN_URL_PLATFORMS,
  TOUTIAO_PACKAGE_NAME,
  TOUTIAO_PROPERTY_LIMITS,
} from '@toufang/media-toutiao-limits';
import { TOUTIAO_PROPERTY_WORDS as W } from '../terms';
import { oneOf, optionalText, optionsOf, text, url } from './rules';

const F = W.FIELDS;
const APPLET_LIMITS = TOUTIAO_PROPERTY_LIMITS.applet;
const formatted = (pattern: RegExp, label: string) => z.refine<string>((v) => v === '' || pattern.test(v), W.BAD_FORMAT(label));

export const APPLET = definePropertyType<'toutiao', 'applet', Schemas['ToutiaoAppletValues']>('toutiao', 'applet', {
  limits: APPLET_LIMITS,
  fields: {
    app_id: { kind: 'text', label: F.APPLET_ID, maxLength: 18, required: true, help: W.HELP.APPLET_ID },
    start_page: { kind: 'text', label: F.START_PAGE, maxLength: APPLET_LIMITS.PATH_MAX_LENGTH, required: true, help: W.HELP.START_PAGE },
    start_param: { kind: 'text', label: F.START_PARAM, maxLength: APPLET_LIMITS.PATH_MAX_LENGTH, help: W.HELP.START_PARAM },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: '小程序AppID' }, { summary: '启动页面', width: 220 }, 'modifiedAt'],
  form: { kind: 'fields' },
  schema: z.object({
    app_id: text(F.APPLET_ID, 18).check(formatted(TOUTIAO_APPLET_ID, F.APPLET_ID)),
    start_page: text(F.START_PAGE, APPLET_LIMITS.PATH_MAX_LENGTH).check(formatted(TOUTIAO_APPLET_PAGE, F.START_PAGE)),
    start_param: optionalText(F.START_PARAM, APPLET_LIMITS.PATH_MAX_LENGTH),
  }),
});

export const QUICK_APP = definePropertyType<'toutiao', 'quick-app', Schemas['ToutiaoQuickAppValues']>('toutiao', 'quick-app', {
  limits: TOUTIAO_PROPERTY_LIMITS['quick-app'],
  fields: {
    package_name: { kind: 'text', label: F.QUICK_APP_PACKAGE, maxLength: 100, required: true, help: W.HELP.PACKAGE_NAME },
    homepage_url: { kind: 'text', label: F.HOMEPAGE_URL, maxLength: 1024, required: true, help: W.HELP.HOMEPAGE_URL },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: '快应用包名' }, { summary: '主页链接', width: 280 }, 'modifiedAt'],
  form: { kind: 'fields' },
  schema: z
    .object({
      package_name: text(F.QUICK_APP_PACKAGE, 100).check(formatted(TOUTIAO_PACKAGE_NAME, F.QUICK_APP_PACKAGE)),
      homepage_url: text(F.HOMEPAGE_URL, 1024),
    })
    .check(z.refine((v) => v.homepage_url === '' || isQuickAppHome(v.homepage_url, v.package_name), { message: W.QUICK_APP_HOME, path: ['homepage_url'] })),
});

export const OPEN_URL = definePropertyType<'toutiao', 'open-url', Schemas['ToutiaoOpenUrlValues']>('toutiao', 'open-url', {
  limits: TOUTIAO_PROPERTY_LIMITS['open-url'],
  fields: {
    platform: { kind: 'select', label: F.PLATFORM, options: optionsOf(TOUTIAO_OPEN_URL_PLATFORMS), required: true },
    open_url: { kind: 'text', label: F.OPEN_URL, maxLength: 1024, required: true, help: W.HELP.OPEN_URL },
    fallback_url: { kind: 'url', label: F.FALLBACK_URL, required: true },
  },
  columns: ['name', 'account', 'mediaId', { summary: '适用系统' }, { summary: '调起链接', width: 260 }, { summary: '兜底链接', width: 260 }, 'modifiedAt'],
  form: { kind: 'fields' },
  schema: z.object({
    platform: oneOf(TOUTIAO_OPEN_URL_PLATFORMS, F.PLATFORM),
    open_url: text(F.OPEN_URL, 1024).check(z.refine((v) => v === '' || TOUTIAO_DEEP_LINK.test(v), W.DEEP_LINK)),
    fallback_url: url(F.FALLBACK_URL),
  }),
});
