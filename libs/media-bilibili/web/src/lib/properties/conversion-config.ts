// 转化跟踪 on 哔哩哔哩 (docs/design/properties.md §3.6): a conversion goal and how it is reported; an API-reported
// goal holds its click monitoring link with bilibili's macros and __TRACKID__ (the report names the click by it).
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { BILIBILI_CONVERSION_TEXTS as T, BILIBILI_PROPERTY_LIMITS, BILIBILI_SUMMARY, BILIBILI_TRACK_MACROS } from '@toufang/media-bilibili-limits';
import { optionsOf } from './options';
import { optionalTrackUrl, optionalUrl } from './rules';

type Values = Schemas['BilibiliConversionConfigValues'];
const LIMITS = BILIBILI_PROPERTY_LIMITS['conversion-config'];
const S = BILIBILI_SUMMARY['conversion-config'];

export const CONVERSION_CONFIG = definePropertyType<'bilibili', 'conversion-config', Values>('bilibili', 'conversion-config', {
  limits: LIMITS,
  fields: {
    convert_type: { kind: 'select', label: T.CONVERT_TYPE, required: true, options: optionsOf(LIMITS.CONVERT_TYPES, T.CONVERT_TYPES) },
    report_method: { kind: 'select', label: T.REPORT_METHOD, required: true, options: optionsOf(LIMITS.REPORT_METHODS, T.REPORT_METHODS) },
    click_url: { kind: 'trackUrl', label: T.CLICK_URL, macros: BILIBILI_TRACK_MACROS, help: T.API_MACRO(LIMITS.API_MACRO) },
    landing_url: { kind: 'url', label: T.LANDING_URL },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: S.CONVERT_TYPE }, { summary: S.REPORT_METHOD }, 'createdAt', 'modifiedAt'],
  form: { kind: 'fields' },
  schema: z
    .object({
      convert_type: z.enum(LIMITS.CONVERT_TYPES, { error: T.CHOOSE_CONVERT_TYPE }),
      report_method: z.enum(LIMITS.REPORT_METHODS, { error: T.CHOOSE_REPORT_METHOD }),
      click_url: optionalTrackUrl(),
      landing_url: optionalUrl(),
    })
    .check(
      z.superRefine((v, ctx) => {
        if (v.report_method !== 'API') return;
        const link = v.click_url ?? '';
        if (link === '') ctx.addIssue({ code: 'custom', message: T.API_LINK_REQUIRED, path: ['click_url'], input: link });
        else if (!link.includes(LIMITS.API_MACRO)) ctx.addIssue({ code: 'custom', message: T.API_MACRO(LIMITS.API_MACRO), path: ['click_url'], input: link });
      }),
    ),
});
