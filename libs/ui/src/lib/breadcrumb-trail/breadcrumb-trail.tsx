import Breadcrumb from '@douyinfe/semi-ui-19/lib/es/breadcrumb';
import type { ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router';
import './breadcrumb-trail.css';

export interface BreadcrumbTrailItem {
  name: string;
  /** Where the crumb leads; the last crumb is the current page and never a link. */
  path?: string;
  icon?: ReactNode;
}

/** The breadcrumb's accessible name. */
export const BREADCRUMB_LABEL = '面包屑导航';

export interface BreadcrumbTrailProps {
  items: readonly BreadcrumbTrailItem[];
  'aria-label'?: string;
  className?: string;
}

/**
 * Breadcrumb (widgets spec §2) on Semi's Breadcrumb. Inside a router each crumb is a react-router Link, so it
 * navigates without a reload and honours the router's basename; outside one it is a plain link.
 */
export function BreadcrumbTrail({ items, 'aria-label': ariaLabel = BREADCRUMB_LABEL, className }: BreadcrumbTrailProps) {
  const inRouter = useInRouterContext();
  return (
    <Breadcrumb className={['tf-breadcrumb-trail', className ?? ''].filter(Boolean).join(' ')} aria-label={ariaLabel} autoCollapse={false}>
      {items.map((item, i) => {
        const last = i === items.length - 1;
        const linked = !last && item.path !== undefined;
        if (linked && inRouter) {
          return (
            <Breadcrumb.Item key={`${i}-${item.name}`} icon={item.icon}>
              <Link className="tf-breadcrumb-trail__link" to={item.path as string}>
                {item.name}
              </Link>
            </Breadcrumb.Item>
          );
        }
        return (
          <Breadcrumb.Item key={`${i}-${item.name}`} icon={item.icon} href={linked ? item.path : undefined} noLink={!linked}>
            {item.name}
          </Breadcrumb.Item>
        );
      })}
    </Breadcrumb>
  );
}
