// 提交成功: baidu's submit-success step, and where a media without a creation tasks page lands after a
// submission (or after saving the template only): what was submitted, and the way on.
import type { CreationVariantSpec } from '@toufang/domain';
import { Button, Typography } from '@toufang/ui';
import { CREATION_KIT_TEXTS as T } from '../texts';

export interface SuccessViewProps {
  spec: CreationVariantSpec;
  taskId: number | null;
  count: number;
  onAgain: () => void;
  onDelivery: () => void;
}

export function SuccessView({ spec, taskId, count, onAgain, onDelivery }: SuccessViewProps) {
  return (
    <main className="tf-creation" aria-label={T.EDITOR(spec.title)}>
      <section className="tf-creation__success" aria-labelledby="tf-creation-success">
        <h1 id="tf-creation-success" className="tf-creation__title">
          {taskId === null ? T.ACTIONS.SAVED : T.SUCCESS.TITLE}
        </h1>
        {taskId !== null ? (
          <>
            <Typography.Text>{T.SUCCESS.TEXT(count)}</Typography.Text>
            <Typography.Text type="tertiary">{T.SUCCESS.TASK(taskId)}</Typography.Text>
          </>
        ) : null}
        <span className="tf-creation__bar-actions" style={{ marginLeft: 0 }}>
          <Button theme="solid" type="primary" onClick={onAgain}>
            {T.SUCCESS.AGAIN}
          </Button>
          <Button onClick={onDelivery}>{T.SUCCESS.TO_DELIVERY}</Button>
        </span>
      </section>
    </main>
  );
}
