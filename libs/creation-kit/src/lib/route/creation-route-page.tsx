// The page of every creation route of a media (shell spec §2.3 ad-speed-create[/variant]/:temp_id): picks the
// variant's spec from the route's segment, and for baidu's three routes the step of its one flow.
import { useLocation } from 'react-router';
import type { CreationVariantSpec } from '@toufang/domain';
import { PendingPage } from '@toufang/ui';
import { CreationEditorPage, type CreationFlowStep } from '../editor/creation-editor-page';

const FLOW_STEPS: readonly CreationFlowStep[] = ['basic-settings', 'preview-submit', 'submit-success'];

/** The segment between ad-speed-create and the temp_id ('' for none), or null when the path is not a creation route. */
export function creationSegmentOfPath(pathname: string): string | null {
  const match = /\/ad-speed-create\/(?:([a-z-]+)\/)?[^/]+\/?$/.exec(pathname);
  return match ? (match[1] ?? '') : null;
}

/** The variant a route shows, and baidu's step: a step's route shows the variant whose flow it is. */
export function variantOfPath(variants: readonly CreationVariantSpec[], pathname: string): { spec: CreationVariantSpec; flowStep?: CreationFlowStep } | null {
  const segment = creationSegmentOfPath(pathname);
  if (segment === null) return null;
  const step = FLOW_STEPS.find((s) => s === segment);
  if (step) {
    const spec = variants.find((v) => v.variant === step) ?? variants.find((v) => FLOW_STEPS.includes(v.variant as CreationFlowStep));
    return spec ? { spec, flowStep: step } : null;
  }
  const spec = variants.find((v) => v.variant === segment);
  return spec ? { spec } : null;
}

export interface CreationRoutePageProps {
  /** The media's `<CODE>_CREATION`. */
  variants: readonly CreationVariantSpec[];
}

export function CreationRoutePage({ variants }: CreationRoutePageProps) {
  const { pathname } = useLocation();
  const found = variantOfPath(variants, pathname);
  if (!found) return <PendingPage title={variants[0]?.title ?? ''} />;
  return <CreationEditorPage spec={found.spec} flowStep={found.flowStep} />;
}
