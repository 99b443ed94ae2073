// The one page of every built property route of a media (its `pages/property/property-page.tsx` renders this
// with its declarations): the type comes from the route's path segment after `/property/`, the title from the
// route table's words, a child type's parent from the route's parameter (应用分包's :packageId).
import { useLocation, useParams } from 'react-router';
import { mediaPropertyPath, PROPERTY_PAGES, type MediaCode, type PropertyPage } from '@toufang/domain';
import { ErrorPage } from '@toufang/ui';
import { builtType } from '../config/property-config';
import { PropertyListPage, type ChildTypeLink } from '../list/property-list-page';
import { CommentPage } from '../comments/comment-page';

export interface PropertyRoutePageProps {
  /** The media's declarations (its `properties.ts`). */
  properties: { readonly media: MediaCode; readonly types: object };
}

/** The page segment of a property route's path: `/toutiao-app/property/application-subcontracting/7` → `application-subcontracting`. */
export function propertyPageOfPath(pathname: string): string | null {
  const match = /\/property\/([a-z-]+)/.exec(pathname);
  return match ? match[1] : null;
}

/** The built types that name `type` as their parent, each with its route under a parent's media id (应用管理 → 应用分包). */
export function childTypeLinks(properties: PropertyRoutePageProps['properties'], type: string): ChildTypeLink[] {
  return Object.keys(properties.types).flatMap((child) => {
    const declared = builtType(properties, child);
    if (declared?.parent?.type !== type || !Object.hasOwn(PROPERTY_PAGES, child)) return [];
    const title = PROPERTY_PAGES[child as PropertyPage].title;
    return [{ title, to: (mediaId: string) => `/${mediaPropertyPath(properties.media, `${child}/${encodeURIComponent(mediaId)}`)}` }];
  });
}

export function PropertyRoutePage({ properties }: PropertyRoutePageProps) {
  const { pathname } = useLocation();
  const params = useParams();
  const page = propertyPageOfPath(pathname);
  const info: { title: string; params?: readonly string[] } | null = page !== null && Object.hasOwn(PROPERTY_PAGES, page) ? PROPERTY_PAGES[page as PropertyPage] : null;
  const declaration = page === null ? null : builtType(properties, page);
  // A route only gets this page once its type is built (builtPropertyPages): a stale link to any other type
  // is a page that does not exist (widgets spec §8).
  if (page === null || info === null || declaration === null) return <ErrorPage code={404} />;
  if (declaration.page === 'comments') return <CommentPage key={page} declaration={declaration} title={info.title} />;
  const param = info.params?.[0]?.replace(/^:/, '');
  const parentId = param ? params[param] : undefined;
  const childTypes = childTypeLinks(properties, page);
  return <PropertyListPage key={page} declaration={declaration} title={info.title} {...(parentId ? { parentId } : {})} {...(childTypes.length > 0 ? { childTypes } : {})} />;
}
