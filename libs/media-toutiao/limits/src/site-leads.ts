// What the sandbox 橙子建站 takes from a published H5 page's form (a lead, 线索; docs/decisions.md, Issue 21: H5
// builder): only the form's own fields, each filled in, a 手机号 as a mainland mobile number, each answer bounded;
// refused in Chinese as the page shows it. Pure, so the sandbox and its tests read the same rule.
import { TOUTIAO_PROPERTY_LIMITS } from './property-limits';
import { TOUTIAO_SITE_FORM_FIELDS } from './property-enums';
import type { ToutiaoSiteBrickValues, ToutiaoSiteFormField } from './site-rules';

const H5 = TOUTIAO_PROPERTY_LIMITS['landing-page'].H5;

export const TOUTIAO_LEAD_TEXTS = {
  NO_FORM: '该页面没有可提交的表单',
  MISSING: (label: string) => `请填写${label}`,
  TOO_LONG: (label: string, max: number) => `${label}最长${max}个字`,
  PHONE: '请填写正确的手机号（11位，以1开头）',
} as const;

/** A mainland mobile number as 橙子建站's form asks it: 11 digits, 1 then 3–9. */
export const TOUTIAO_LEAD_PHONE = /^1[3-9][0-9]{9}$/;

const labelOf = (field: ToutiaoSiteFormField) => TOUTIAO_SITE_FORM_FIELDS.find((f) => f.value === field)?.label ?? field;
const maxOf = (field: ToutiaoSiteFormField) => (field === 'remark' ? H5.REMARK_MAX_LENGTH : H5.ANSWER_MAX_LENGTH);

export type ToutiaoLead = { readonly answers: Readonly<Partial<Record<ToutiaoSiteFormField, string>>> } | { readonly problem: string };

/**
 * A lead from what a form sent: the form brick's fields only (anything else is dropped), trimmed, every one
 * required (the form shows no optional field), the phone checked; the first problem in form order otherwise.
 */
export function toutiaoSiteLead(form: ToutiaoSiteBrickValues | undefined, sent: Readonly<Record<string, unknown>>): ToutiaoLead {
  if (!form || form.type !== 'form' || !form.fields?.length) return { problem: TOUTIAO_LEAD_TEXTS.NO_FORM };
  const answers: Partial<Record<ToutiaoSiteFormField, string>> = {};
  for (const field of form.fields) {
    const raw = sent[field];
    const value = typeof raw === 'string' ? raw.trim() : '';
    const label = labelOf(field);
    if (value === '') return { problem: TOUTIAO_LEAD_TEXTS.MISSING(label) };
    if ([...value].length > maxOf(field)) return { problem: TOUTIAO_LEAD_TEXTS.TOO_LONG(label, maxOf(field)) };
    if (field === 'phone' && !TOUTIAO_LEAD_PHONE.test(value)) return { problem: TOUTIAO_LEAD_TEXTS.PHONE };
    answers[field] = value;
  }
  return { answers };
}

/** Where a site's form posts its lead (addSandboxSiteLead): the desk's own server, relative. */
export const toutiaoSandboxSiteLeadUrl = (siteId: string) => `/media-sandbox/site/lead?media=toutiao&id=${encodeURIComponent(siteId)}`;

/** Where the sandbox media serves one of its materials' bytes (getSandboxMaterial): the desk's own server, relative. */
export const toutiaoSandboxMaterialUrl = (materialId: string) => `/media-sandbox/material?media=toutiao&id=${encodeURIComponent(materialId)}`;
