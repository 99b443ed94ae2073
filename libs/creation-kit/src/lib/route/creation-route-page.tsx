// The page of every creation route of a media (shell spec §2.3 ad-speed-create[/variant]/:temp_id): picks the
// variant's spec from the route's segment, and for baidu's three routes the step of its one flow.
import { useLocation } from 'react-router';
import type { CreationVariantSpec } from '@toufang/domain';
import { ErrorPage } from '@toufang/ui';
import { CreationEditorPage } from '../editor/creation-editor-page';
import { variantOfPath } from './creation-paths';

export { creationSegmentOfPath, variantOfPath } from './creation-paths';

export interface CreationRoutePageProps {
  /** The media's `<CODE>_CREATION`. */
  variants: readonly CreationVariantSpec[];
}

export function CreationRoutePage({ variants }: CreationRoutePageProps) {
  const { pathname } = useLocation();
  const found = variantOfPath(variants, pathname);
  // Every creation route has its variant; a stale link to another is a page that does not exist (widgets spec §8).
  if (!found) return <ErrorPage code={404} />;
  return <CreationEditorPage spec={found.spec} flowStep={found.flowStep} />;
}
