import { IconAlertTriangle } from '@douyinfe/semi-icons';
import type { ReactNode } from 'react';
import './delete-confirm.css';

/** Widgets spec §2: the delete confirmation's question, and the explanation line under it by default. */
export const DELETE_CONFIRM_TEXTS = {
  question: (name: string) => `确定删除「${name}」吗？`,
  EXPLANATION: '删除后将无法恢复，请谨慎操作。',
} as const;

export interface DeleteConfirmContentProps {
  /** What is deleted, e.g. a template's name. */
  name: string;
  /** Replaces the default explanation line. */
  explanation?: ReactNode;
  /** Ids for a dialog's aria-labelledby and aria-describedby. */
  questionId?: string;
  explanationId?: string;
  className?: string;
}

/**
 * The content of a delete confirmation (widgets spec §2), for Semi's Modal.confirm or Popconfirm:
 * 确定删除「name」吗？ and an explanation line.
 */
export function DeleteConfirmContent({ name, explanation = DELETE_CONFIRM_TEXTS.EXPLANATION, questionId, explanationId, className }: DeleteConfirmContentProps) {
  return (
    <div className={['tf-delete-confirm', className ?? ''].filter(Boolean).join(' ')}>
      <IconAlertTriangle className="tf-delete-confirm__icon" aria-hidden="true" size="extra-large" />
      <div className="tf-delete-confirm__body">
        <p className="tf-delete-confirm__question" id={questionId}>
          {DELETE_CONFIRM_TEXTS.question(name)}
        </p>
        <p className="tf-delete-confirm__explanation" id={explanationId}>
          {explanation}
        </p>
      </div>
    </div>
  );
}
