// 落地页 on 腾讯广告 (蹊径 pages): listed with their kind and URL, made from a template; reviewed by the media
// (docs/design/properties.md §3.2).
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { checkUrl, propertyProblemText } from '@toufang/domain';
import { definePropertyType } from '@toufang/property-kit';
import { GDT_LANDING_PAGE_TEXTS as T, GDT_PROPERTY_LIMITS, GDT_SUMMARY } from '@toufang/media-gdt-limits';
import { optionsOf } from './options';

type Values = Schemas['GdtLandingPageValues'];
const LIMITS = GDT_PROPERTY_LIMITS['landing-page'];
const S = GDT_SUMMARY['landing-page'];

export const LANDING_PAGE = definePropertyType<'gdt', 'landing-page', Values>('gdt', 'landing-page', {
  limits: LIMITS,
  fields: {
    page_type: { kind: 'select', label: T.PAGE_TYPE, required: true, options: optionsOf(LIMITS.PAGE_TYPES, T.PAGE_TYPES) },
    template_id: { kind: 'select', label: T.TEMPLATE, required: true, options: optionsOf(LIMITS.TEMPLATES, T.TEMPLATES) },
    page_url: { kind: 'url', label: T.PAGE_URL, required: true },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: S.PAGE_TYPE }, { summary: S.TEMPLATE }, { summary: S.PAGE_URL, width: 280 }, 'modifiedAt'],
  form: { kind: 'fields' },
  schema: z.object({
    page_type: z.enum(LIMITS.PAGE_TYPES, { error: T.CHOOSE_PAGE_TYPE }),
    template_id: z.enum(LIMITS.TEMPLATES, { error: T.CHOOSE_TEMPLATE }),
    page_url: z.string().check(
      z.minLength(1, { error: T.URL_REQUIRED }),
      z.superRefine((url, ctx) => {
        const problem = url ? checkUrl(url) : null;
        if (problem) ctx.addIssue({ code: 'custom', message: propertyProblemText(problem), input: url });
      }),
    ),
  }),
});
