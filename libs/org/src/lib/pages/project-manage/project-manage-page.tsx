import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MEDIA_DISPLAY_NAMES } from '@toufang/domain';
import { Button, DataTable, DeleteConfirmContent, DeskModal, Empty, PageFrame, Space, Toast, Typography, type DataTableColumn } from '@toufang/ui';
import { MEDIA_ACCOUNT_PAGE_KEY } from '../../queries/media-account-page';
import { MEMBER_CANDIDATES_KEY } from '../../queries/project-members';
import { removeProjectMutation } from '../../queries/project-remove';
import { PROJECTS_KEY, projectsQuery, type ProjectRecord } from '../../queries/projects';
import { ProjectAccountsModal } from './project-accounts-modal';
import { ProjectMembersModal } from './project-members-modal';
import { ProjectNameModal } from './project-name-modal';

type Dialog =
  | { kind: 'name'; project: ProjectRecord | null }
  | { kind: 'accounts'; project: ProjectRecord }
  | { kind: 'members'; project: ProjectRecord }
  | { kind: 'remove'; project: ProjectRecord };

/**
 * 项目管理 (shell spec §2.3, ADMIN and MANAGER; the ADMIN's landing page): the company's projects, the
 * media accounts each holds and its members (users who see those accounts). The manage section's project page shows the same.
 */
export default function ProjectManagePage() {
  const queryClient = useQueryClient();
  const projects = useQuery(projectsQuery());
  const remove = useMutation(removeProjectMutation);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const changed = () => {
    setDialog(null);
    Toast.success('保存成功');
    void queryClient.invalidateQueries({ queryKey: PROJECTS_KEY });
    void queryClient.invalidateQueries({ queryKey: MEDIA_ACCOUNT_PAGE_KEY });
    // The user pages count each user's projects.
    void queryClient.invalidateQueries({ queryKey: MEMBER_CANDIDATES_KEY });
  };

  const columns: DataTableColumn<ProjectRecord>[] = [
    { key: 'name', title: '项目名称', width: 200 },
    { key: 'count', title: '账户数', width: 90, align: 'right', render: (_v, row) => String(row.accounts.length) },
    {
      key: 'accounts',
      title: '账户',
      width: 360,
      render: (_v, row) => row.accounts.map((a) => `${a.accountName}（${MEDIA_DISPLAY_NAMES[a.mediaCode]}）`).join('、') || '-',
    },
    {
      key: 'members',
      title: '成员',
      width: 220,
      render: (_v, row) => row.members.map((m) => m.name).join('、') || '-',
    },
    { key: 'createdAt', title: '创建时间', width: 170 },
    {
      key: 'actions',
      title: '操作',
      width: 300,
      ellipsis: false,
      render: (_v, row) => (
        <Space spacing={2}>
          <Button size="small" theme="borderless" onClick={() => setDialog({ kind: 'accounts', project: row })} aria-label={`设置账户 ${row.name}`}>
            设置账户
          </Button>
          <Button size="small" theme="borderless" onClick={() => setDialog({ kind: 'members', project: row })} aria-label={`设置成员 ${row.name}`}>
            设置成员
          </Button>
          <Button size="small" theme="borderless" onClick={() => setDialog({ kind: 'name', project: row })} aria-label={`重命名 ${row.name}`}>
            重命名
          </Button>
          <Button size="small" theme="borderless" onClick={() => setDialog({ kind: 'remove', project: row })} aria-label={`删除 ${row.name}`}>
            删除
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <PageFrame
      title="项目管理"
      extra={
        <Button theme="solid" onClick={() => setDialog({ kind: 'name', project: null })}>
          新建项目
        </Button>
      }
    >
      <DataTable<ProjectRecord>
        aria-label="项目列表"
        columns={columns}
        rows={projects.data ?? []}
        rowKey="id"
        loading={projects.isPending}
        emptyText={
          projects.isError ? (
            <Space vertical>
              <Typography.Text type="danger">项目加载失败</Typography.Text>
              <Button onClick={() => void projects.refetch()}>重试</Button>
            </Space>
          ) : (
            <Empty description="还没有项目，点击「新建项目」开始" />
          )
        }
      />
      {dialog?.kind === 'name' ? <ProjectNameModal project={dialog.project} onClose={() => setDialog(null)} onSaved={changed} /> : null}
      {dialog?.kind === 'accounts' ? <ProjectAccountsModal project={dialog.project} onClose={() => setDialog(null)} onSaved={changed} /> : null}
      {dialog?.kind === 'members' ? <ProjectMembersModal project={dialog.project} onClose={() => setDialog(null)} onSaved={changed} /> : null}
      {dialog?.kind === 'remove' ? (
        <DeskModal
          visible
          width={480}
          title="删除项目"
          okText="删除"
          confirmLoading={remove.isPending}
          onCancel={() => setDialog(null)}
          onOk={() => remove.mutate({ id: dialog.project.id }, { onSuccess: changed })}
        >
          <DeleteConfirmContent name={dialog.project.name} explanation="删除后项目中的账户不再属于任何项目，账户本身不受影响。" />
        </DeskModal>
      ) : null}
    </PageFrame>
  );
}
