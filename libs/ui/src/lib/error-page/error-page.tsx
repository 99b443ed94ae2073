import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Empty from '@douyinfe/semi-ui-19/lib/es/empty';
import { lazy, Suspense, type ComponentType, type SVGProps } from 'react';
import { useInRouterContext, useNavigate } from 'react-router';
import './error-page.css';

export type ErrorPageCode = 403 | 404 | 500;

/** Widgets spec §8: the message of each error page (the spec's English, in Chinese). */
export const ERROR_PAGE_MESSAGES: Record<ErrorPageCode, string> = {
  403: '抱歉，您无权访问此页面', // 'sorry, you have no access to this page'
  404: '抱歉，您访问的页面不存在', // 'sorry, the page you visited does not exist'
  500: '抱歉，服务器出错了', // 'sorry, the server made an error'
};

/** Widgets spec §8: the back button 'return to home'. */
export const ERROR_PAGE_BACK_TEXT = '返回首页';

/** Widgets spec §2, §8: the back button links to '/' by default. */
export const ERROR_PAGE_DEFAULT_BACK_TO = '/';

type Illustration = ComponentType<SVGProps<SVGSVGElement>>;
/**
 * The pictures load when an error page shows: they are about 10 KiB of gzip that every page reaching this
 * widget (the route frames' 404) would otherwise load up front (npm run size, 2026-12-01). The code, the
 * message and the button show at once; the picture's box keeps its size meanwhile.
 */
const ILLUSTRATIONS: Record<ErrorPageCode, Illustration> = {
  403: lazy(() => import('@douyinfe/semi-illustrations/lib/es/illustrations/IllustrationNoAccess')),
  404: lazy(() => import('@douyinfe/semi-illustrations/lib/es/illustrations/IllustrationNotFound')),
  500: lazy(() => import('@douyinfe/semi-illustrations/lib/es/illustrations/IllustrationFailure')),
};

export interface ErrorPageProps {
  code: ErrorPageCode;
  /** Where the back button leads; '/' by default. */
  backTo?: string;
  /**
   * Replaces the navigation, e.g. a sub-application whose home lives in the shell. Without it the button
   * navigates with react-router inside a router, or loads the address outside one.
   */
  onBack?: (to: string) => void;
  className?: string;
}

function BackButton({ onClick }: { onClick: () => void }) {
  return (
    <Button theme="solid" type="primary" onClick={onClick}>
      {ERROR_PAGE_BACK_TEXT}
    </Button>
  );
}

function RouterBackButton({ to }: { to: string }) {
  const navigate = useNavigate();
  return <BackButton onClick={() => void navigate(to)} />;
}

/**
 * Error page 403, 404 or 500 for a sub-application's content area (widgets spec §2, §8): the code, the
 * message and a back-to-home button. The shell's public error pages are separate.
 */
export function ErrorPage({ code, backTo = ERROR_PAGE_DEFAULT_BACK_TO, onBack, className }: ErrorPageProps) {
  const inRouter = useInRouterContext();
  const Illustration = ILLUSTRATIONS[code];
  let button;
  if (onBack) button = <BackButton onClick={() => onBack(backTo)} />;
  else if (inRouter) button = <RouterBackButton to={backTo} />;
  else button = <BackButton onClick={() => window.location.assign(backTo)} />;

  return (
    <section className={['tf-error-page', className ?? ''].filter(Boolean).join(' ')} data-code={code} aria-label={ERROR_PAGE_MESSAGES[code]}>
      <Empty
        image={
          <Suspense fallback={<span aria-hidden="true" className="tf-error-page__image" />}>
            <Illustration aria-hidden="true" className="tf-error-page__image" />
          </Suspense>
        }
        title={String(code)}
        description={<p className="tf-error-page__message">{ERROR_PAGE_MESSAGES[code]}</p>}
      >
        {button}
      </Empty>
    </section>
  );
}
