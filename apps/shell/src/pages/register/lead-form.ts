import type { Schemas } from '@toufang/api';

/** What the registration form holds; every field stays as typed until the lead is stored. */
export interface LeadForm {
  companyName: string;
  contactName: string;
  phone: string;
  email: string;
  remark: string;
  agreed: boolean;
}

export type LeadField = keyof LeadForm;
export type LeadErrors = Partial<Record<LeadField, string>>;

export const EMPTY_LEAD_FORM: LeadForm = { companyName: '', contactName: '', phone: '', email: '', remark: '', agreed: false };

/** The contract's limits of the sales lead call (openapi SalesLeadRequest). */
export const LEAD_LIMITS = {
  COMPANY_NAME: 128,
  CONTACT_NAME: 64,
  EMAIL: 128,
  REMARK: 500,
} as const;

/** A mainland mobile number, as the contract's pattern has it. */
const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const LEAD_ERRORS = {
  companyNameRequired: '请输入公司名称',
  companyNameTooLong: `公司名称不能超过${LEAD_LIMITS.COMPANY_NAME}个字符`,
  contactNameRequired: '请输入联系人姓名',
  contactNameTooLong: `联系人姓名不能超过${LEAD_LIMITS.CONTACT_NAME}个字符`,
  phoneRequired: '请输入手机号',
  phoneInvalid: '请输入正确的11位手机号',
  emailInvalid: '请输入正确的邮箱地址',
  emailTooLong: `邮箱不能超过${LEAD_LIMITS.EMAIL}个字符`,
  remarkTooLong: `备注不能超过${LEAD_LIMITS.REMARK}个字符`,
  agreementRequired: '请阅读并同意服务协议和隐私政策',
} as const;

/** The fields in the order they appear, so the first error can take the focus. */
export const LEAD_FIELD_ORDER: readonly LeadField[] = ['companyName', 'contactName', 'phone', 'email', 'remark', 'agreed'];

/** Spaces and hyphens people type inside a phone number ("138 0013 8000", "138-0013-8000"). */
export function normalisePhone(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}

function required(value: string, limit: number, missing: string, tooLong: string): string | undefined {
  const text = value.trim();
  if (!text) return missing;
  return text.length > limit ? tooLong : undefined;
}

/** The Chinese message of every field that is not acceptable; an empty object when the form can be sent. */
export function checkLead(form: LeadForm): LeadErrors {
  const phone = normalisePhone(form.phone);
  const email = form.email.trim();
  const errors: LeadErrors = {
    companyName: required(form.companyName, LEAD_LIMITS.COMPANY_NAME, LEAD_ERRORS.companyNameRequired, LEAD_ERRORS.companyNameTooLong),
    contactName: required(form.contactName, LEAD_LIMITS.CONTACT_NAME, LEAD_ERRORS.contactNameRequired, LEAD_ERRORS.contactNameTooLong),
    phone: !phone ? LEAD_ERRORS.phoneRequired : MOBILE_PATTERN.test(phone) ? undefined : LEAD_ERRORS.phoneInvalid,
    email: !email ? undefined : email.length > LEAD_LIMITS.EMAIL ? LEAD_ERRORS.emailTooLong : EMAIL_PATTERN.test(email) ? undefined : LEAD_ERRORS.emailInvalid,
    remark: form.remark.trim().length > LEAD_LIMITS.REMARK ? LEAD_ERRORS.remarkTooLong : undefined,
    agreed: form.agreed ? undefined : LEAD_ERRORS.agreementRequired,
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as LeadErrors;
}

/** The body of POST /api/sales/sales/lead/add: trimmed texts, the phone without separators, empty optional fields left out. */
export function leadBody(form: LeadForm): Schemas['SalesLeadRequest'] {
  const email = form.email.trim();
  const remark = form.remark.trim();
  return {
    companyName: form.companyName.trim(),
    contactName: form.contactName.trim(),
    phone: normalisePhone(form.phone),
    ...(email ? { email } : {}),
    ...(remark ? { remark } : {}),
  };
}
