// The tools pages' confirmation before a row is removed (a rule, a monitor, a push rule): the page's own
// question, the refusal under it when the server says no, and the dialog kept open until it says yes.
import type { ReactNode } from 'react';
import { isApiError } from '@toufang/api';
import { DeskModal, RefusalText, Typography } from '@toufang/ui';

export interface RemoveDialogProps {
  title: string;
  /** The button's word (删除, 移除). */
  okText: string;
  /** The question, naming what goes and what stays. */
  children: ReactNode;
  pending: boolean;
  /** The removal's failure; shown in the server's words. */
  error: unknown;
  onCancel: () => void;
  onOk: () => void;
}

export function RemoveDialog({ title, okText, children, pending, error, onCancel, onOk }: RemoveDialogProps) {
  return (
    <DeskModal visible width={480} title={title} okText={okText} okButtonProps={{ type: 'danger' }} confirmLoading={pending} onCancel={onCancel} onOk={onOk}>
      <Typography.Paragraph>{children}</Typography.Paragraph>
      <RefusalText message={error ? (isApiError(error) ? error.message : String(error)) : null} />
    </DeskModal>
  );
}
