import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MEDIA_DISPLAY_NAMES } from '@toufang/domain';
import { ListColumnsButton, ListEmpty, ListExportButton, useListState, useSavedColumns, type ListColumn } from '@toufang/list-kit';
import { Button, DataTable, DeleteConfirmContent, DeskModal, FilterArea, PageFrame, Space, Toast, type DataTableColumn, type FilterFieldConfig } from '@toufang/ui';
import { MEDIA_ACCOUNT_PAGE_KEY } from '../../queries/media-account-page';
import { MEMBER_CANDIDATES_KEY } from '../../queries/project-members';
import { removeProjectMutation } from '../../queries/project-remove';
import { PROJECTS_KEY, projectsQuery, type ProjectRecord } from '../../queries/projects';
import { PROJECT_TEXTS } from '../../terms';
import { ProjectAccountsModal } from './project-accounts-modal';
import { ProjectMembersModal } from './project-members-modal';
import { ProjectNameModal } from './project-name-modal';
import './project-manage-page.css';

/** Remembered page size key of the kit (the list is not paged: the company's projects fit one table). */
const PAGE_SIZE_KEY = 'table_project_page_size';
/** The list's id for its saved columns and its export. */
const PROJECT_LIST_ID = 'org.projects';
const FIELDS: FilterFieldConfig[] = [{ key: 'keyword', label: PROJECT_TEXTS.KEYWORD, type: 'input' }];

type ProjectFilters = { keyword?: { method?: string; value?: string } | null };

/** The name a search asks for; none when blank. */
function projectKeyword(filters: ProjectFilters): string | undefined {
  return filters.keyword?.value?.trim() || undefined;
}

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
  // The name searched for lives in the URL (the list kit): a copied link shows the same projects.
  const view = useListState<ProjectFilters>({ pageSizeKey: PAGE_SIZE_KEY });
  const keyword = projectKeyword(view.filters);
  const projects = useQuery({ ...projectsQuery(keyword), placeholderData: keepPreviousData });
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

  const columns: ListColumn<ProjectRecord>[] = [
    { key: 'name', title: '项目名称', width: 200, locked: true },
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
  ];
  // The row actions always show, last; the other columns are the user's choice (自定义列).
  const actionsColumn: DataTableColumn<ProjectRecord> = {
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
  };
  const saved = useSavedColumns(PROJECT_LIST_ID, columns);

  return (
    <PageFrame
      title="项目管理"
      extra={
        <Button theme="solid" onClick={() => setDialog({ kind: 'name', project: null })}>
          新建项目
        </Button>
      }
    >
      <FilterArea fields={FIELDS} querying={projects.isFetching} {...view.filterProps(projects.refetch)} />
      <Space className="tf-project-manage__tools">
        <ListColumnsButton columns={columns} saved={saved} />
        <ListExportButton listId={PROJECT_LIST_ID} query={keyword ? { keyword } : {}} disabled={!projects.data || projects.data.length === 0} />
      </Space>
      <DataTable<ProjectRecord>
        aria-label="项目列表"
        columns={[...saved.shown, actionsColumn]}
        rows={projects.data ?? []}
        rowKey="id"
        loading={projects.isPending || (projects.isFetching && projects.isPlaceholderData)}
        emptyText={<ListEmpty list={projects} failed={PROJECT_TEXTS.LOAD_FAILED} empty={PROJECT_TEXTS.EMPTY} emptyFiltered={PROJECT_TEXTS.EMPTY_FILTERED} filtered={view.filtered} />}
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
