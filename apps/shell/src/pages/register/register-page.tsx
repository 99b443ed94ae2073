import { useState, type FormEvent, type MouseEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { defineMutation } from '@toufang/api';
import { Banner, Button, Checkbox, Typography } from '@toufang/ui';
import { PublicField } from '../public-frame/public-field';
import { PUBLIC_HEADING_ID, PublicFrame, usePageTitle } from '../public-frame/public-frame';
import { REGISTER_DOC_TYPES, REGISTER_DOCS, registerDocPath } from '../register-doc/register-docs';
import { checkLead, EMPTY_LEAD_FORM, LEAD_FIELD_ORDER, LEAD_LIMITS, leadBody, type LeadErrors, type LeadField, type LeadForm } from './lead-form';

export const REGISTER_TEXTS = {
  title: '注册',
  intro: '填写企业信息并提交，我们的工作人员将与您联系开通账号。',
  companyName: '公司名称',
  companyNamePlaceholder: '请输入营业执照上的公司名称',
  contactName: '联系人',
  contactNamePlaceholder: '请输入联系人姓名',
  phone: '手机号',
  phonePlaceholder: '请输入11位手机号',
  email: '邮箱（选填）',
  emailPlaceholder: '请输入常用邮箱',
  remark: '备注（选填）',
  remarkPlaceholder: '如投放的媒体、每月预算等，方便我们提前为您准备',
  agreePrefix: '我已阅读并同意',
  and: '和',
  submit: '提交注册',
  submitting: '提交中…',
  successTitle: '提交成功',
  success: '我们已收到您的注册信息，工作人员会尽快与您联系，请保持手机畅通。',
  toLogin: '返回登录',
  hasAccount: '已有账号？',
  login: '去登录',
} as const;

/** POST /api/sales/sales/lead/add; silent, because the page shows the server's message beside the form. */
const salesLeadMutation = defineMutation('/api/sales/sales/lead/add', { silent: true });

const fieldId = (field: LeadField) => `tf-register-${field}`;

/** Opens a register document in a new tab, so nothing typed in the form is lost. */
function DocLink({ type, brackets }: { type: (typeof REGISTER_DOC_TYPES)[number]; brackets?: boolean }) {
  const title = REGISTER_DOCS[type].title;
  return (
    // The link sits inside the checkbox's label: its click must not toggle the checkbox.
    <Link to={registerDocPath(type)} target="_blank" rel="noopener noreferrer" onClick={(event: MouseEvent) => event.stopPropagation()}>
      {brackets ? `《${title}》` : title}
    </Link>
  );
}

/** Route register: a prospective customer leaves their details as a sales lead; sales then opens the account. */
export default function RegisterPage() {
  usePageTitle(REGISTER_TEXTS.title);
  const navigate = useNavigate();
  const [form, setForm] = useState<LeadForm>(EMPTY_LEAD_FORM);
  const [errors, setErrors] = useState<LeadErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const lead = useMutation(salesLeadMutation);

  function update<F extends LeadField>(field: F, value: LeadForm[F]) {
    const next = { ...form, [field]: value };
    setForm(next);
    // A shown error is re-checked as the user corrects it; new errors wait for the next submit.
    if (errors[field]) setErrors((current) => ({ ...current, [field]: checkLead(next)[field] }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (lead.isPending) return;
    const found = checkLead(form);
    setErrors(found);
    setFailure(null);
    const first = LEAD_FIELD_ORDER.find((field) => found[field]);
    if (first) {
      const target = document.getElementById(fieldId(first));
      (target?.matches('input, textarea') ? target : target?.querySelector('input'))?.focus();
      return;
    }
    try {
      await lead.mutateAsync(leadBody(form));
      setDone(true);
    } catch (error) {
      // The form keeps everything typed, so the user can correct it or simply send again.
      setFailure(error instanceof Error ? error.message : String(error));
    }
  }

  const footer = (
    <>
      {REGISTER_DOC_TYPES.map((type) => (
        <DocLink key={type} type={type} />
      ))}
      <span>
        {REGISTER_TEXTS.hasAccount}
        <Link to="/login">{REGISTER_TEXTS.login}</Link>
      </span>
    </>
  );

  if (done) {
    return (
      <PublicFrame title={REGISTER_TEXTS.title} width="form">
        <div className="tf-public__status" role="status">
          <Typography.Title heading={5} component="h2">
            {REGISTER_TEXTS.successTitle}
          </Typography.Title>
          <p className="tf-public__text">{REGISTER_TEXTS.success}</p>
          <Button theme="solid" type="primary" onClick={() => navigate('/login')}>
            {REGISTER_TEXTS.toLogin}
          </Button>
        </div>
      </PublicFrame>
    );
  }

  const agreedErrorId = `${fieldId('agreed')}-error`;
  return (
    <PublicFrame title={REGISTER_TEXTS.title} width="form" intro={REGISTER_TEXTS.intro} footer={footer}>
      <form onSubmit={submit} noValidate aria-labelledby={PUBLIC_HEADING_ID} className="tf-public__form">
        {failure && (
          // Semi's Banner is itself a role="alert" region, so screen readers announce the failure.
          <div className="tf-public__failure">
            <Banner type="danger" fullMode={false} description={failure} closeIcon={null} />
          </div>
        )}
        <PublicField
          id={fieldId('companyName')}
          name="companyName"
          label={REGISTER_TEXTS.companyName}
          placeholder={REGISTER_TEXTS.companyNamePlaceholder}
          autoComplete="organization"
          maxLength={LEAD_LIMITS.COMPANY_NAME}
          value={form.companyName}
          onChange={(value) => update('companyName', value)}
          error={errors.companyName}
          required
        />
        <PublicField
          id={fieldId('contactName')}
          name="contactName"
          label={REGISTER_TEXTS.contactName}
          placeholder={REGISTER_TEXTS.contactNamePlaceholder}
          autoComplete="name"
          maxLength={LEAD_LIMITS.CONTACT_NAME}
          value={form.contactName}
          onChange={(value) => update('contactName', value)}
          error={errors.contactName}
          required
        />
        <PublicField
          id={fieldId('phone')}
          name="phone"
          type="tel"
          label={REGISTER_TEXTS.phone}
          placeholder={REGISTER_TEXTS.phonePlaceholder}
          autoComplete="tel"
          value={form.phone}
          onChange={(value) => update('phone', value)}
          error={errors.phone}
          required
        />
        <PublicField
          id={fieldId('email')}
          name="email"
          type="email"
          label={REGISTER_TEXTS.email}
          placeholder={REGISTER_TEXTS.emailPlaceholder}
          autoComplete="email"
          maxLength={LEAD_LIMITS.EMAIL}
          value={form.email}
          onChange={(value) => update('email', value)}
          error={errors.email}
        />
        <PublicField
          id={fieldId('remark')}
          name="remark"
          label={REGISTER_TEXTS.remark}
          placeholder={REGISTER_TEXTS.remarkPlaceholder}
          maxLength={LEAD_LIMITS.REMARK}
          value={form.remark}
          onChange={(value) => update('remark', value)}
          error={errors.remark}
          multiline
        />
        <div className="tf-public__agreement">
          <Checkbox
            id={fieldId('agreed')}
            checked={form.agreed}
            onChange={(event) => update('agreed', Boolean(event.target.checked))}
            aria-invalid={Boolean(errors.agreed)}
            aria-required
            aria-describedby={errors.agreed ? agreedErrorId : undefined}
          >
            {REGISTER_TEXTS.agreePrefix}
            <DocLink type="service-agreement" brackets />
            {REGISTER_TEXTS.and}
            <DocLink type="privacy-policy" brackets />
          </Checkbox>
          {errors.agreed && (
            <div id={agreedErrorId} className="tf-public__error" role="alert">
              {errors.agreed}
            </div>
          )}
        </div>
        <Button htmlType="submit" theme="solid" type="primary" size="large" block loading={lead.isPending} className="tf-public__submit">
          {lead.isPending ? REGISTER_TEXTS.submitting : REGISTER_TEXTS.submit}
        </Button>
      </form>
    </PublicFrame>
  );
}
