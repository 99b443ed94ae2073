// 转化归因 on 腾讯广告 (conversions/add): how an account's conversions are reported and attributed, with the
// monitoring links of its clicks and impressions checked against the media's macros before saving
// (docs/design/properties.md §3.2). The media offers adding and reading only.
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { checkUrl, propertyProblemText } from '@toufang/domain';
import { definePropertyType } from '@toufang/property-kit';
import { checkGdtTrackUrl, GDT_CONVERSION_TEXTS as T, GDT_LINK_TEXTS, GDT_PROPERTY_LIMITS, GDT_SUMMARY, GDT_TRACK_MACROS } from '@toufang/media-gdt-limits';
import { optionsOf } from './options';

type Values = Schemas['GdtConversionAttributionValues'];
const LIMITS = GDT_PROPERTY_LIMITS['conversion-attribution'];
const S = GDT_SUMMARY['conversion-attribution'];

const linkField = z.optional(z.string().check(z.maxLength(1024)));

export const CONVERSION_ATTRIBUTION = definePropertyType<'gdt', 'conversion-attribution', Values>('gdt', 'conversion-attribution', {
  limits: LIMITS,
  fields: {
    access_type: { kind: 'select', label: T.ACCESS_TYPE, required: true, options: optionsOf(LIMITS.ACCESS_TYPES, T.ACCESS_TYPES) },
    conversion_scene: { kind: 'select', label: T.CONVERSION_SCENE, required: true, options: optionsOf(LIMITS.CONVERSION_SCENES, T.CONVERSION_SCENES) },
    claim_type: { kind: 'select', label: T.CLAIM_TYPE, required: true, options: optionsOf(LIMITS.CLAIM_TYPES, T.CLAIM_TYPES) },
    optimization_goal: { kind: 'select', label: T.OPTIMIZATION_GOAL, required: true, options: optionsOf(LIMITS.OPTIMIZATION_GOALS, T.OPTIMIZATION_GOALS) },
    self_attributed: { kind: 'switch', label: T.SELF_ATTRIBUTED, help: T.SELF_ATTRIBUTED_API },
    feedback_url: { kind: 'trackUrl', label: T.FEEDBACK_URL, macros: GDT_TRACK_MACROS, help: GDT_LINK_TEXTS.CALLBACK_REQUIRED },
    impression_feedback_url: { kind: 'trackUrl', label: T.IMPRESSION_FEEDBACK_URL, macros: GDT_TRACK_MACROS },
    landing_page_url: { kind: 'url', label: T.LANDING_PAGE_URL },
    user_action_set_id: { kind: 'text', label: T.USER_ACTION_SET_ID, maxLength: 20 },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: S.ACCESS_TYPE }, { summary: S.CONVERSION_SCENE }, { summary: S.OPTIMIZATION_GOAL }, { summary: S.CLAIM_TYPE }, { summary: S.FEEDBACK_URL, width: 280 }, 'createdAt'],
  form: { kind: 'fields' },
  schema: z
    .object({
      access_type: z.enum(LIMITS.ACCESS_TYPES, { error: T.CHOOSE(T.ACCESS_TYPE) }),
      conversion_scene: z.enum(LIMITS.CONVERSION_SCENES, { error: T.CHOOSE(T.CONVERSION_SCENE) }),
      claim_type: z.enum(LIMITS.CLAIM_TYPES, { error: T.CHOOSE(T.CLAIM_TYPE) }),
      optimization_goal: z.enum(LIMITS.OPTIMIZATION_GOALS, { error: T.CHOOSE(T.OPTIMIZATION_GOAL) }),
      self_attributed: z.boolean(),
      feedback_url: linkField,
      impression_feedback_url: linkField,
      landing_page_url: linkField,
      user_action_set_id: z.optional(z.string().check(z.regex(/^\d{1,20}$/, { error: T.BAD_ID }))),
    })
    .check(
      z.superRefine((v, ctx) => {
        const api = v.access_type === 'ACCESS_TYPE_API';
        if (v.self_attributed !== api) ctx.addIssue({ code: 'custom', message: T.SELF_ATTRIBUTED_API, path: ['self_attributed'], input: v.self_attributed });
        if (api && !v.feedback_url) ctx.addIssue({ code: 'custom', message: GDT_LINK_TEXTS.REQUIRED, path: ['feedback_url'], input: v.feedback_url });
        const links = [
          ['feedback_url', v.feedback_url, api ? 'required' : 'forbidden'],
          ['impression_feedback_url', v.impression_feedback_url, 'optional'],
        ] as const;
        for (const [field, url, callback] of links) {
          const problem = url ? checkGdtTrackUrl(url, callback) : null;
          if (problem) ctx.addIssue({ code: 'custom', message: problem.text, path: [field], input: url });
        }
        const page = v.landing_page_url ? checkUrl(v.landing_page_url) : null;
        if (page) ctx.addIssue({ code: 'custom', message: propertyProblemText(page), path: ['landing_page_url'], input: v.landing_page_url });
      }),
    ),
});
