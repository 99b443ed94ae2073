import { Link } from 'react-router';
import { Typography } from '@toufang/ui';
import { PublicFrame, usePageTitle } from '../public-frame/public-frame';
import { SERVICE_EMAIL } from '../public-frame/public-contact';

export interface OptoutSection {
  heading: string;
  steps: string[];
}

export const OPTOUT_TEXTS = {
  title: '账号注销与撤回授权',
  intro: '如果您不再使用本平台，可以注销账号、停用子账号或撤回媒体账户授权。',
  contactHeading: '联系我们',
  contact: '如需帮助，请发送邮件至',
  contactAfter: '，我们将在收到后十五个工作日内答复。',
  privacy: '隐私政策',
  toLogin: '返回登录',
} as const;

/** What leaving the product means, per kind of withdrawal (see docs/decisions.md: optout). */
export const OPTOUT_SECTIONS: readonly OptoutSection[] = [
  {
    heading: '注销企业账号',
    steps: [
      `由企业管理员发送邮件至 ${SERVICE_EMAIL}，注明公司名称、管理员用户名和注销原因。`,
      '我们核实身份后，在十五个工作日内完成注销，并通过邮件告知结果。',
      '注销后，企业下的全部子账号将无法登录，平台内的模板、素材、规则等数据将按《隐私政策》删除或匿名化处理，且无法恢复。',
      '已在媒体平台上投放的广告不受影响，请在注销前到媒体平台自行暂停。',
    ],
  },
  {
    heading: '停用子账号',
    steps: ['优化师、设计师、代理等子账号由企业管理员在“用户管理”中停用或删除，停用后立即无法登录。'],
  },
  {
    heading: '撤回媒体账户授权',
    steps: [
      '在“媒体账户”中解除对应媒体账户的绑定；',
      '或登录媒体平台，在其授权管理中取消对本平台的授权。',
      '撤回后，本平台将停止读取和操作该账户，相关批量任务和智能规则随之停止。',
    ],
  },
  {
    heading: '退订报表推送',
    steps: ['在“定时报表推送”中停用或删除推送规则，即不再收到相应的报表邮件。'],
  },
];

/** Route optout: how to close the account, stop sub-accounts, withdraw media authorisation, unsubscribe. */
export default function OptoutPage() {
  usePageTitle(OPTOUT_TEXTS.title);
  return (
    <PublicFrame
      title={OPTOUT_TEXTS.title}
      width="document"
      intro={OPTOUT_TEXTS.intro}
      footer={
        <>
          <Link to="/register-doc/privacy-policy">{OPTOUT_TEXTS.privacy}</Link>
          <Link to="/login">{OPTOUT_TEXTS.toLogin}</Link>
        </>
      }
    >
      <article className="tf-public__article">
        {OPTOUT_SECTIONS.map((section) => (
          <section key={section.heading}>
            <Typography.Title heading={6} component="h2" className="tf-public__article-heading">
              {section.heading}
            </Typography.Title>
            {section.steps.length === 1 ? (
              <p>{section.steps[0]}</p>
            ) : (
              <ol>
                {section.steps.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            )}
          </section>
        ))}
        <section>
          <Typography.Title heading={6} component="h2" className="tf-public__article-heading">
            {OPTOUT_TEXTS.contactHeading}
          </Typography.Title>
          <p>
            {OPTOUT_TEXTS.contact} <a href={`mailto:${SERVICE_EMAIL}`}>{SERVICE_EMAIL}</a>
            {OPTOUT_TEXTS.contactAfter}
          </p>
        </section>
      </article>
    </PublicFrame>
  );
}
