// The addresses of batch creation: a variant's editor route, baidu's flow steps and where a submission lands,
// and which variant a creation route shows. Kept apart from the pages (no React, no widgets), so the template
// picker and the existing-object pages reach them without loading the editor.
import { mediaAdPath, mediaHasAutoCreateTask, mediaHasBatchTask, mediaPromotePath, type CreationVariantSpec, type MediaCode } from '@toufang/domain';
import { TASK_PARAM } from '../tasks/task-rules';

/** baidu's steps, each its own route (shell spec §2.3). */
export type CreationFlowStep = 'basic-settings' | 'preview-submit' | 'submit-success';

const FLOW_STEPS: readonly CreationFlowStep[] = ['basic-settings', 'preview-submit', 'submit-success'];

/**
 * Where a submission lands: the media's creation tasks page, opening the task's detail (`?task=N`, the page's
 * TASK_PARAM), or null for the success view (no such page).
 */
export function creationTasksPath(media: MediaCode, taskId?: number): string | null {
  const query = taskId === undefined ? '' : `?${TASK_PARAM}=${taskId}`;
  if (mediaHasAutoCreateTask(media)) return `/${mediaPromotePath(media, 'auto-create-task')}${query}`;
  if (mediaHasBatchTask(media)) return `/${mediaPromotePath(media, 'batch-task')}${query}`;
  return null;
}

/** A step of baidu's flow for a temp_id: `/baidu-app/ad/ad-speed-create/{step}/{temp_id}`. */
export function flowPath(media: MediaCode, step: CreationFlowStep, tempId: string | number): string {
  return `/${mediaAdPath(media, 'ad-speed-create', step, String(tempId))}`;
}

/** A variant's route for a temp_id (a new template saved gets its id in the address). */
export function editorPath(spec: CreationVariantSpec, tempId: string | number, flowStep?: CreationFlowStep): string {
  if (flowStep) return flowPath(spec.media, flowStep, tempId);
  return `/${mediaAdPath(spec.media, 'ad-speed-create', ...(spec.variant ? [spec.variant] : []), String(tempId))}`;
}

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
