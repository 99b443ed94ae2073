import { Link, useParams } from 'react-router';
import { Typography } from '@toufang/ui';
import { PublicFrame, usePageTitle } from '../public-frame/public-frame';
import { isRegisterDocType, REGISTER_DOC_TYPES, REGISTER_DOCS, registerDocPath } from './register-docs';

export const REGISTER_DOC_TEXTS = {
  notFoundTitle: '协议不存在',
  notFound: '您要查看的协议不存在，请从注册页面重新打开。',
  backToRegister: '返回注册',
  optout: '账号注销与撤回授权',
} as const;

/** Route register-doc/:docType: the service agreement, the privacy policy or the authorisation agreement. */
export default function RegisterDocPage() {
  const { docType } = useParams();
  const doc = isRegisterDocType(docType) ? REGISTER_DOCS[docType] : null;
  usePageTitle(doc ? doc.title : REGISTER_DOC_TEXTS.notFoundTitle);
  const backToRegister = <Link to="/register">{REGISTER_DOC_TEXTS.backToRegister}</Link>;

  if (!doc) {
    return (
      <PublicFrame title={REGISTER_DOC_TEXTS.notFoundTitle} footer={backToRegister}>
        <p className="tf-public__text">{REGISTER_DOC_TEXTS.notFound}</p>
      </PublicFrame>
    );
  }
  const others = REGISTER_DOC_TYPES.filter((type) => type !== docType);
  return (
    <PublicFrame
      title={doc.title}
      width="document"
      footer={
        <>
          {others.map((type) => (
            <Link key={type} to={registerDocPath(type)}>
              {REGISTER_DOCS[type].title}
            </Link>
          ))}
          <Link to="/optout">{REGISTER_DOC_TEXTS.optout}</Link>
          {backToRegister}
        </>
      }
    >
      <article className="tf-public__article">
        <p>{doc.preamble}</p>
        {doc.sections.map((section) => (
          <section key={section.heading}>
            <Typography.Title heading={6} component="h2" className="tf-public__article-heading">
              {section.heading}
            </Typography.Title>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </article>
    </PublicFrame>
  );
}
