import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSessionStore } from '@toufang/api';
import { ERROR_TEXTS } from '@toufang/domain';
import { Button } from '@toufang/ui';
import { PublicFrame, usePageTitle } from '../public-frame/public-frame';

/** The error routes of shell spec §2.1 (403, 401, 500) and the catch-all 404. */
export type ErrorCode = 403 | 401 | 500 | 404;

interface ErrorText {
  /** The h1. */
  title: string;
  /** The document title. */
  pageTitle: string;
  explanation: string;
}

export const ERROR_PAGE_TEXTS: Record<ErrorCode, ErrorText> = {
  403: {
    title: '无权访问此页面',
    pageTitle: '无权访问此页面',
    explanation: '您的账号没有访问该页面的权限。如需使用，请联系管理员或优化经理为您开通。',
  },
  401: {
    title: '登录已失效',
    pageTitle: '登录已失效',
    explanation: '登录状态已过期，或账号已在其他地方登录。请重新登录后继续操作。',
  },
  500: {
    title: ERROR_TEXTS.SYSTEM_BUSY,
    pageTitle: '系统繁忙',
    explanation: '服务暂时无法响应，请稍后刷新页面重试。如果问题持续出现，请联系运营人员。',
  },
  404: {
    title: '页面不存在',
    pageTitle: '页面不存在',
    explanation: '您访问的页面不存在或已被移除，请检查地址是否正确。',
  },
};

export const ERROR_PAGE_ACTIONS = {
  home: '返回首页',
  login: '重新登录',
} as const;

export interface ErrorPageProps {
  code: ErrorCode;
  /** Rendered inside the main layout (the catch-all 404 under the header and menu). */
  embedded?: boolean;
}

/** One page for the error routes: the code, what happened in Chinese, and the way on. */
export default function ErrorPage({ code, embedded }: ErrorPageProps) {
  const text = ERROR_PAGE_TEXTS[code];
  usePageTitle(text.pageTitle);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  function loginAgain() {
    // The session is no longer valid: forget it here, or the login route would send the user back home.
    useSessionStore.getState().logout();
    queryClient.clear();
    navigate('/login', { replace: true });
  }

  return (
    <PublicFrame title={text.title} embedded={embedded}>
      <p className="tf-public__code">{code}</p>
      <p className="tf-public__text">{text.explanation}</p>
      <div className="tf-public__actions">
        {code === 401 && (
          <Button theme="solid" type="primary" onClick={loginAgain}>
            {ERROR_PAGE_ACTIONS.login}
          </Button>
        )}
        <Button theme={code === 401 ? 'light' : 'solid'} type="primary" onClick={() => navigate('/')}>
          {ERROR_PAGE_ACTIONS.home}
        </Button>
      </div>
    </PublicFrame>
  );
}
