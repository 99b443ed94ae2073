import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import { Checkbox, DeskModal, Empty, LoadFailed, RefusalText, Space, Spin, Typography } from '@toufang/ui';
import { setManagedUserProjectsMutation } from '../../queries/managed-user-projects';
import type { ManagedUserRecord } from '../../queries/managed-users';
import { projectsQuery } from '../../queries/projects';
import { USER_MANAGE_TEXTS as T } from '../../terms';

/** 分配项目 (ADMIN, MANAGER): the company's projects the user is a member of; a member sees a project's accounts. */
export function UserProjectsModal({ user, onClose, onSaved }: { user: ManagedUserRecord; onClose(): void; onSaved(): void }) {
  const projects = useQuery(projectsQuery());
  const save = useMutation(setManagedUserProjectsMutation);
  const [picked, setPicked] = useState<ReadonlySet<number>>(() => new Set(user.projectIds));
  const [refusal, setRefusal] = useState<string | null>(null);
  const toggle = (id: number, on: boolean) => {
    setRefusal(null);
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  let body;
  if (projects.isPending) body = <Spin />;
  else if (projects.isError)
    body = (
      <LoadFailed message={T.PROJECTS_LOAD_FAILED} retryText={T.RETRY} onRetry={() => void projects.refetch()} />
    );
  else if (projects.data.length === 0) body = <Empty description={T.PROJECTS_EMPTY} />;
  else
    body = projects.data.map((p) => (
      <div className="tf-user-pick__item" key={p.id}>
        <Checkbox aria-label={p.name} checked={picked.has(p.id)} onChange={(e) => toggle(p.id, Boolean(e.target.checked))}>
          {p.name}
        </Checkbox>
      </div>
    ));

  return (
    <DeskModal
      visible
      width={480}
      title={T.PROJECTS_TITLE}
      onCancel={onClose}
      confirmLoading={save.isPending}
      onOk={() =>
        save.mutate({ userId: user.id, projectIds: [...picked] }, { onSuccess: onSaved, onError: (e) => setRefusal(isApiError(e) ? e.message : String(e)) })
      }
    >
      <Space vertical align="start" style={{ width: '100%' }}>
        <Typography.Text type="tertiary">{T.FOR_USER(T.USERNAME, `${user.name}（${user.username}）`)}</Typography.Text>
        <Typography.Text type="tertiary" aria-live="polite">
          {T.PROJECTS_SELECTED(picked.size)}
        </Typography.Text>
        <div className="tf-user-pick" style={{ width: '100%' }} role="group" aria-label={T.PROJECTS_TITLE}>
          {body}
        </div>
        <RefusalText message={refusal} />
      </Space>
    </DeskModal>
  );
}
