import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { isApiError, type Schemas } from '@toufang/api';
import { Button, DataTable, DeskModal, Input, RefusalText, Space, Typography, type DataTableColumn, type DataTableRowKey } from '@toufang/ui';
import { memberCandidatesQuery, setProjectMembersMutation } from '../../queries/project-members';
import type { ProjectRecord } from '../../queries/projects';

type Candidate = Schemas['ManagedUser'];

const COLUMNS: DataTableColumn<Candidate>[] = [
  { key: 'name', title: '姓名', width: 140 },
  { key: 'username', title: '用户名', width: 160 },
  { key: 'roleName', title: '角色', width: 120 },
  { key: 'departmentName', title: '部门', width: 140, render: (value) => (value as string | null) ?? '-' },
];

/** Whether a user matches the typed text (name or username). */
const matches = (user: Candidate, text: string) => !text || user.name.includes(text) || user.username.toLowerCase().includes(text.toLowerCase());

/**
 * 设置成员: the company's users a project holds; a member sees the project's accounts. The choice survives
 * the search, and a refusal of the server is shown in place.
 */
export function ProjectMembersModal({ project, onClose, onSaved }: { project: ProjectRecord; onClose(): void; onSaved(): void }) {
  const [picked, setPicked] = useState<ReadonlySet<number>>(() => new Set(project.members.map((m) => m.id)));
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const candidates = useQuery(memberCandidatesQuery());
  const save = useMutation(setProjectMembersMutation);
  const all = candidates.data?.records ?? [];
  const rows = all.filter((user) => matches(user, text.trim()));
  const shownIds = new Set(rows.map((r) => r.id));

  return (
    <DeskModal
      visible
      title={`设置成员：${project.name}`}
      width={760}
      onCancel={onClose}
      confirmLoading={save.isPending}
      onOk={() =>
        save.mutate(
          { projectId: project.id, userIds: [...picked] },
          { onSuccess: onSaved, onError: (e) => setRefusal(isApiError(e) ? e.message : String(e)) },
        )
      }
    >
      <Space vertical align="start" style={{ width: '100%' }}>
        <Space>
          <Input aria-label="搜索成员" placeholder="姓名或用户名" value={text} showClear onChange={(value) => setText(value)} style={{ width: 240 }} />
          <Typography.Text type="tertiary">已选 {picked.size} 名成员</Typography.Text>
        </Space>
        <DataTable<Candidate>
          aria-label="公司用户"
          columns={COLUMNS}
          rows={rows}
          rowKey="id"
          height={360}
          loading={candidates.isPending}
          emptyText={
            candidates.isError ? (
              <Space vertical>
                <Typography.Text type="danger">用户加载失败</Typography.Text>
                <Button onClick={() => void candidates.refetch()}>重试</Button>
              </Space>
            ) : undefined
          }
          selectedRowKeys={rows.filter((r) => picked.has(r.id)).map((r) => r.id)}
          onSelectionChange={(keys: DataTableRowKey[]) =>
            setPicked((current) => new Set([...[...current].filter((id) => !shownIds.has(id)), ...keys.map(Number)]))
          }
          selectionLabel={(row) => `选择 ${row.name}`}
        />
        <RefusalText message={refusal} />
      </Space>
    </DeskModal>
  );
}
