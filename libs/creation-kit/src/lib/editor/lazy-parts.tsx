// The editor's parts that bring heavy widgets, each a chunk fetched when first rendered, so a creation route's
// own load stays within its budget (docs/architecture.md, Budgets): the 素材库 picker (the property kit), the
// submission-rule form and date ranges (Semi's DatePicker), the preview (the virtual table and the bid dialog)
// and the 防出错 modal (Semi's Table).
import { lazy, Suspense, type ComponentProps, type ComponentType } from 'react';
import { lazyDialog, Spin } from '@toufang/ui';

function lazyPart<M, K extends keyof M & string>(load: () => Promise<M>, name: K): M[K] {
  const Lazy = lazy(async () => ({ default: (await load())[name] as unknown as ComponentType<Record<string, unknown>> }));
  function Part(props: Record<string, unknown>) {
    return (
      <Suspense fallback={<Spin />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  Part.displayName = `lazy(${name})`;
  return Part as unknown as M[K];
}

export const MaterialSection = lazyPart(() => import('../sections/material-section/material-section'), 'MaterialSection');
export const SubmissionSection = lazyPart(() => import('../sections/submission-section/submission-section'), 'SubmissionSection');
export const PreviewStep = lazyPart(() => import('../preview/preview-step'), 'PreviewStep');
export const DateRangeField = lazyPart(() => import('../sections/level-section/date-range-field'), 'DateRangeField');
/** Render only while open: a closed modal loads nothing. */
export const ErrorPreventionModal = lazyDialog(() => import('../submit/error-prevention-dialog'), 'ErrorPreventionModal');

export type PreviewStepProps = ComponentProps<typeof PreviewStep>;
