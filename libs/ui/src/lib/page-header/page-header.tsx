import Tabs from '@douyinfe/semi-ui-19/lib/es/tabs';
import Typography from '@douyinfe/semi-ui-19/lib/es/typography';
import { type ReactNode, useState } from 'react';
import { activeTabKey, assertRouteLink, hasTabs, type PageHeaderTab } from './page-header-rules';
import './page-header.css';

export interface PageHeaderProps {
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons beside the title. */
  extra?: ReactNode;
  /** The tabs feature: on when at least one tab is given. */
  tabs?: PageHeaderTab[];
  /** Without route linking: the active tab (controlled); uncontrolled when omitted. */
  activeKey?: string;
  /** A tab was chosen (with or without route linking). */
  onTabChange?: (key: string) => void;
  /**
   * Route linking (widgets spec §2): the active tab follows `routeName` and a click calls `onNavigate` with
   * the tab's key, the name of its route. Requires tabs, otherwise rendering throws.
   */
  routeLink?: boolean;
  /** The current route's name. libs/ui does not know the app's route table, so the page passes it. */
  routeName?: string;
  /** Navigate to the route with this name; the page maps the name to its router. */
  onNavigate?: (routeName: string) => void;
  className?: string;
}

/** Page header with a title and optional tabs, optionally linked to routes (widgets spec §2). */
export function PageHeader({
  title,
  description,
  extra,
  tabs,
  activeKey,
  onTabChange,
  routeLink = false,
  routeName,
  onNavigate,
  className,
}: PageHeaderProps) {
  // Thrown while rendering, so the nearest error boundary shows it (a configuration error of the page).
  assertRouteLink(routeLink, tabs);
  const [innerKey, setInnerKey] = useState<string | undefined>(undefined);
  const shownTabs = hasTabs(tabs) ? tabs : [];
  const current = activeTabKey(shownTabs, { routeLink, routeName, activeKey: activeKey ?? innerKey });

  const choose = (key: string) => {
    if (routeLink) onNavigate?.(key);
    else if (activeKey === undefined) setInnerKey(key);
    onTabChange?.(key);
  };

  return (
    <header className={['tf-page-header', shownTabs.length ? 'tf-page-header--tabs' : '', className ?? ''].filter(Boolean).join(' ')}>
      <div className="tf-page-header__main">
        <div className="tf-page-header__heading">
          <Typography.Title heading={4} className="tf-page-header__title">
            {title}
          </Typography.Title>
          {description ? <Typography.Text type="tertiary">{description}</Typography.Text> : null}
        </div>
        {extra ? <div className="tf-page-header__extra">{extra}</div> : null}
      </div>
      {shownTabs.length ? (
        <Tabs
          className="tf-page-header__tabs"
          type="line"
          activeKey={current}
          tabList={shownTabs.map((tab) => ({ itemKey: tab.key, tab: tab.label, disabled: tab.disabled }))}
          onChange={choose}
        />
      ) : null}
    </header>
  );
}
