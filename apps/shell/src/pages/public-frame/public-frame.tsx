import { useEffect, type ReactNode } from 'react';
import { pageTitle, PRODUCT_TITLE } from '@toufang/domain';
import './public-frame.css';

export interface PublicFrameProps {
  /** The page's one h1, also its accessible name. */
  title: string;
  /** `narrow` for short cards (like the login card), `form` for the registration form, `document` for long texts. */
  width?: 'narrow' | 'form' | 'document';
  /** A line under the title. */
  intro?: ReactNode;
  children?: ReactNode;
  /** Links under the card's content (login, register, documents). */
  footer?: ReactNode;
  /**
   * Inside the main layout (e.g. the catch-all 404): a section in the layout's content area, without the
   * full-screen background, the product name (the header shows it) or a second main landmark.
   */
  embedded?: boolean;
}

/** The id of the page's h1, for forms and regions that the title names. */
export const PUBLIC_HEADING_ID = 'tf-public-heading';

/**
 * The centred card every page outside the desk sits in (login, register, documents, partner logins, error
 * pages): the product name above, the page title as the page's only h1.
 */
export function PublicFrame({ title, width = 'narrow', intro, children, footer, embedded }: PublicFrameProps) {
  const Landmark = embedded ? 'section' : 'main';
  return (
    <Landmark className={embedded ? 'tf-public tf-public--embedded' : 'tf-public'} aria-labelledby={PUBLIC_HEADING_ID}>
      <div className={`tf-public__card tf-public__card--${width}`}>
        {/* The product name is not a heading: the page title is the page's only h1. Plain elements rather
            than Semi's Typography, which would add about 26 KiB to the login route. */}
        {!embedded && <p className="tf-public__product">{PRODUCT_TITLE}</p>}
        <h1 id={PUBLIC_HEADING_ID} className="tf-public__heading">
          {title}
        </h1>
        {intro ? <div className="tf-public__intro">{intro}</div> : null}
        {children}
        {footer ? <div className="tf-public__footer">{footer}</div> : null}
      </div>
    </Landmark>
  );
}

/** Sets the document title to the product title plus the page title (shell spec §2.5). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
