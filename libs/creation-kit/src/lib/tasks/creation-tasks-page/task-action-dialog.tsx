// The question before 重试失败的行, 取消等待中的批次 or 删除本任务创建的对象, naming the task and the count it touches.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import { DeskModal, RefusalText, Toast, Typography } from '@toufang/ui';
import { cancelCreationTaskMutation, deleteCreatedMutation, isCreationTaskQuery, retryCreationTaskMutation, type CreationTask } from '../task-queries';
import { actionCount, taskName, type TaskActionKind } from '../task-rules';
import { TASK_TEXTS as T } from '../texts';

const WIDTH = 480;

const TITLES: Record<TaskActionKind, string> = { retry: T.RETRY_TITLE, cancel: T.CANCEL_TITLE, delete: T.DELETE_TITLE };

export function taskQuestion(kind: TaskActionKind, task: CreationTask, rowKeys?: readonly string[]): string {
  const name = taskName(task);
  if (kind === 'retry' && rowKeys?.length) return T.RETRY_SELECTED_QUESTION(name, rowKeys.length);
  const count = actionCount(kind, task);
  return kind === 'retry' ? T.RETRY_QUESTION(name, count) : kind === 'cancel' ? T.CANCEL_QUESTION(name, count) : T.DELETE_QUESTION(name, count);
}

/** `rowKeys`: 重试 of the failed rows chosen in the task's detail (all failed rows without). */
export function TaskActionDialog({ kind, task, rowKeys, onClose }: { kind: TaskActionKind; task: CreationTask; rowKeys?: readonly string[]; onClose: () => void }) {
  const queryClient = useQueryClient();
  const retry = useMutation(retryCreationTaskMutation);
  const cancel = useMutation(cancelCreationTaskMutation);
  const remove = useMutation(deleteCreatedMutation);
  const pending = retry.isPending || cancel.isPending || remove.isPending;
  const error = retry.error ?? cancel.error ?? remove.error;
  const done = (message: string) => {
    Toast.success(message);
    void queryClient.invalidateQueries({ predicate: isCreationTaskQuery });
    onClose();
  };
  const confirm = () => {
    const body = { id: task.id };
    if (kind === 'retry') retry.mutate(rowKeys?.length ? { ...body, rowKeys: [...rowKeys] } : body, { onSuccess: (answer) => done(T.RETRIED(answer?.rows ?? 0)) });
    else if (kind === 'cancel') cancel.mutate(body, { onSuccess: (answer) => done(T.CANCELLED(answer?.rows ?? 0)) });
    else remove.mutate(body, { onSuccess: () => done(T.DELETE_STARTED) });
  };
  return (
    <DeskModal
      visible
      width={WIDTH}
      title={TITLES[kind]}
      okText={kind === 'delete' ? T.DELETE : undefined}
      okButtonProps={kind === 'delete' ? { type: 'danger' } : undefined}
      confirmLoading={pending}
      onOk={confirm}
      onCancel={onClose}
    >
      <Typography.Paragraph>{taskQuestion(kind, task, rowKeys)}</Typography.Paragraph>
      <RefusalText message={error ? (isApiError(error) ? error.message : String(error)) : null} />
    </DeskModal>
  );
}
