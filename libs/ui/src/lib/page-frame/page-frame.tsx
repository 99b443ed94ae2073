import type { ReactNode } from 'react';
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
