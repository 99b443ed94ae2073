import { useNavigate } from 'react-router';
import { Button } from '@toufang/ui';
import { PublicFrame, usePageTitle } from '../public-frame/public-frame';

export const ERROR_AUTHORIZATION_TEXTS = {
  title: '授权失败',
  explanation: '授权链接无效或已过期，无法完成登录。',
  hint: '请回到来源平台重新发起授权，或使用账号密码登录。',
  toLogin: '返回登录',
} as const;

/** Route error-authorization: an authCode that was empty or could not be exchanged (shell spec §2.4, §8). */
export default function ErrorAuthorizationPage() {
  usePageTitle(ERROR_AUTHORIZATION_TEXTS.title);
  const navigate = useNavigate();
  return (
    <PublicFrame title={ERROR_AUTHORIZATION_TEXTS.title}>
      <p className="tf-public__text">{ERROR_AUTHORIZATION_TEXTS.explanation}</p>
      <p className="tf-public__text">{ERROR_AUTHORIZATION_TEXTS.hint}</p>
      <div className="tf-public__actions">
        <Button theme="solid" type="primary" onClick={() => navigate('/login', { replace: true })}>
          {ERROR_AUTHORIZATION_TEXTS.toLogin}
        </Button>
      </div>
    </PublicFrame>
  );
}
