// What the preview computes from the template (issue 22 "Preview"): the expansion and the checks of its rows,
// as pure functions of plain data, so the preview worker and the main-thread fallback give the same answers.
import { checkRows, expandTemplate, type CreationRow, type CreationTemplateBody, type CreationVariantSpec, type Expansion, type PreviewFacts, type RowCheck } from '@toufang/domain';

export type PreviewWork =
  /** The rows the template expands into (names made unique against the facts' names) and their checks. */
  | { kind: 'expand'; body: CreationTemplateBody; spec: CreationVariantSpec; facts: PreviewFacts; now: number }
  /** The checks of rows the person edited. */
  | { kind: 'check'; rows: readonly CreationRow[]; body: CreationTemplateBody; spec: CreationVariantSpec; facts: PreviewFacts };

export interface PreviewAnswers {
  expand: { expansion: Expansion; checks: RowCheck[] | null };
  check: { checks: RowCheck[] };
}

export type PreviewAnswer<K extends PreviewWork['kind']> = PreviewAnswers[K];

export function computePreview(work: PreviewWork): PreviewAnswer<PreviewWork['kind']> {
  if (work.kind === 'check') return { checks: checkRows(work.rows, work.body, work.spec, work.facts) };
  const expansion = expandTemplate(work.body, work.spec, { now: work.now, existingNames: work.facts.existingNames });
  return { expansion, checks: expansion.ok ? checkRows(expansion.rows, work.body, work.spec, work.facts) : null };
}

/** What the page and the preview worker say to each other: a request and its answer carry the same id. */
export type PreviewRequest = { id: number; work: PreviewWork };
export type PreviewReply = { id: number; answer: PreviewAnswer<PreviewWork['kind']> } | { id: number; failed: string };
