// The question before 立即执行 of a waiting wave: the wave's job moves to now, once (the server refuses a wave that
// has started, ended or is already due, and the refusal is shown in the question).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import { DeskModal, RefusalText, Toast, Typography } from '@toufang/ui';
import { isCreationTaskQuery, runWaveNowMutation, type CreationTask } from '../task-queries';
import { taskName } from '../task-rules';
import { TASK_TEXTS as T } from '../texts';

const WIDTH = 480;

export function WaveRunNowDialog({ task, wave, onClose }: { task: CreationTask; wave: CreationTask['waves'][number]; onClose: () => void }) {
  const queryClient = useQueryClient();
  const runNow = useMutation(runWaveNowMutation);
  const confirm = () =>
    runNow.mutate(
      { id: task.id, wave: wave.n },
      {
        onSuccess: () => {
          Toast.success(T.RUN_NOW_DONE(wave.n));
          void queryClient.invalidateQueries({ predicate: isCreationTaskQuery });
          onClose();
        },
      },
    );
  const error = runNow.error;
  return (
    <DeskModal visible width={WIDTH} title={T.RUN_NOW_TITLE} okText={T.RUN_NOW} confirmLoading={runNow.isPending} onOk={confirm} onCancel={onClose}>
      <Typography.Paragraph>{T.RUN_NOW_QUESTION(taskName(task), wave.n, wave.rows)}</Typography.Paragraph>
      <RefusalText message={error ? (isApiError(error) ? error.message : String(error)) : null} />
    </DeskModal>
  );
}
