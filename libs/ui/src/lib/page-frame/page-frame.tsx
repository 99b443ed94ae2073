import type { ReactNode } from 'react';
import Empty from '@douyinfe/semi-ui-19/lib/es/empty';
import Typography from '@douyinfe/semi-ui-19/lib/es/typography';
import './page-frame.css';

export interface PageFrameProps {
  title: string;
  /** Buttons or filters beside the title. */
  extra?: ReactNode;
  children?: ReactNode;
}

/** The frame every page of the desk sits in: its title as the page's heading, then the content. */
export function PageFrame({ title, extra, children }: PageFrameProps) {
  return (
    <section className="tf-page-frame" aria-labelledby="tf-page-frame-title">
      <header className="tf-page-frame__header">
        <Typography.Title heading={4} id="tf-page-frame-title" className="tf-page-frame__title">
          {title}
        </Typography.Title>
        {extra ? <div className="tf-page-frame__extra">{extra}</div> : null}
      </header>
      <div className="tf-page-frame__body">{children}</div>
    </section>
  );
}

export const PENDING_PAGE_TEXT = '该页面的功能正在建设中，上线后会在这里显示。';

/** A route that exists (guard, menu, tab) but whose page arrives later: its frame and an honest empty state. */
export function PendingPage({ title }: { title: string }) {
  return (
    <PageFrame title={title}>
      <Empty title="暂未开放" description={PENDING_PAGE_TEXT} />
    </PageFrame>
  );
}
