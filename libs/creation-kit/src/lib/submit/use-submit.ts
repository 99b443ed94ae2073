// 提交 (issue 22 "防出错", widgets spec §4): the 防出错 check first (the server's check operation on the rows as the
// preview stands, the modal of libs/ui when it answers rules, a debug flag honoured only in development),
// then the submission of the body and the rows; the submission type of the rule says whether the template is
// saved with it, saved alone, or not saved.
import { useCallback, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { isApiError, type Schemas } from '@toufang/api';
import type { CreationRow, CreationTemplateBody, CreationVariantSpec } from '@toufang/domain';
import { checkErrorPrevention, type ErrorPreventionModalProps, type ErrorPreventionRule } from '@toufang/ui';
import { checkErrorPreventionMutation } from '../queries/error-prevention-check';
import { submitCreationTaskMutation } from '../queries/task-submit';

/** One row as the 防出错 check reads it: its settings by field name. */
type ErrorPreventionInputItem = Record<string, unknown>;

/** The server's code for a submission the 防出错 rules stop (openapi/paths/creation-task.yaml). */
export const RULE_BLOCKED_CODE = 2201;

/**
 * The 防出错 input of one row (shell spec §5 fields): the fields the spec maps to 目标转化, 深度转化, 出价, 深度出价,
 * 计划预算, 广告预算. Bids go as cpxBid / roiBid, so the modal shows its bid columns (widgets spec §5).
 */
export function errorPreventionInput(rows: readonly CreationRow[], spec: CreationVariantSpec): ErrorPreventionInputItem[] {
  const KEYS = { goal: 'goal', deepGoal: 'deepGoal', bid: 'cpxBid', deepBid: 'roiBid', budgetPlan: 'budgetPlan', budgetAd: 'budgetAd' } as const;
  return rows.map((row) => {
    const item: ErrorPreventionInputItem = {};
    const fields = spec.levels.find((l) => l.level === row.level)?.fields ?? [];
    for (const field of fields) {
      if (!field.errorPrevention) continue;
      const value = row.settings[field.key];
      item[KEYS[field.errorPrevention]] = Array.isArray(value) ? value : [value];
    }
    return item;
  });
}

/** The debug flag of the 防出错 check (`?debug=1`): only a development build lets it bypass the check. */
export function debugBypass(search: string, development: boolean): boolean {
  return development && new URLSearchParams(search).get('debug') === '1';
}

export interface SubmitArgs {
  body: CreationTemplateBody;
  rows: CreationRow[];
  acceptWarnings: boolean;
  templateId: number | null;
  templateName: string;
}

export interface Submitter {
  submitting: boolean;
  /** Runs the check and, unless it stops, the submission; answers the task id, or null when stopped. */
  submit(args: SubmitArgs): Promise<number | null>;
  modalProps: ErrorPreventionModalProps;
}

export function useSubmit(spec: CreationVariantSpec, debug: boolean): Submitter {
  const check = useMutation(checkErrorPreventionMutation);
  const send = useMutation(submitCreationTaskMutation);
  const [modal, setModal] = useState<{ visible: boolean; rules: ErrorPreventionRule[]; columns?: ErrorPreventionModalProps['columns'] }>({ visible: false, rules: [] });
  const [submitting, setSubmitting] = useState(false);
  const { mutateAsync: checkAsync } = check;
  const { mutateAsync: sendAsync } = send;

  const submit = useCallback(
    async ({ body, rows, acceptWarnings, templateId, templateName }: SubmitArgs): Promise<number | null> => {
      setSubmitting(true);
      let taskId: number | null = null;
      const wire = { body: body as Schemas['CreationTemplateBody'], rows: rows as Schemas['CreationRow'][] };
      try {
        const outcome = await checkErrorPrevention(
          errorPreventionInput(rows, spec),
          async () => (await checkAsync({ media: spec.media, ...wire }))?.rules ?? [],
          async () => {
            try {
              const answer = await sendAsync({ templateId, templateName: templateName || null, body: wire.body, rows: wire.rows, acceptWarnings });
              taskId = answer && 'taskId' in answer ? answer.taskId : null;
            } catch (error) {
              // The server's own 防出错 run found what the check did not (a rule changed meanwhile): the modal again.
              if (isApiError(error) && error.code === RULE_BLOCKED_CODE) {
                const again = await checkAsync({ media: spec.media, ...wire });
                if (again?.rules.length) setModal({ visible: true, rules: again.rules });
                return;
              }
              throw error;
            }
          },
          { debug, onBlocked: (blocked) => setModal({ visible: true, rules: blocked.rules, columns: blocked.columns }) },
        );
        return outcome.status === 'blocked' ? null : taskId;
      } finally {
        setSubmitting(false);
      }
    },
    [spec, debug, checkAsync, sendAsync],
  );

  const onClose = useCallback(() => setModal((m) => ({ ...m, visible: false })), []);
  return { submitting, submit, modalProps: { visible: modal.visible, rules: modal.rules, columns: modal.columns, onClose } };
}
