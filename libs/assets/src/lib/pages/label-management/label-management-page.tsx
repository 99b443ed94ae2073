import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubApp } from '@toufang/api/sub-app';
import { ListEmpty } from '@toufang/list-kit';
import { Button, DataTable, Input, PageFrame, Space, Spin, Toast, Typography, type DataTableColumn } from '@toufang/ui';
import { LABELS_KEY, labelListQuery } from '../../queries/label-list';
import { LABEL_TEXTS as T } from '../../terms';
import { GroupNameModal, GroupRemoveModal, LabelModal, LabelRemoveModal } from './label-modals';
import {
  canManageLabels,
  GROUP_PARAM,
  KEYWORD_PARAM,
  labelCount,
  readGroupId,
  visibleLabels,
  type LabelGroupRecord,
  type LabelRecord,
  type LabelRow,
} from './label-management-rules';
import './label-management-page.css';

type Dialog =
  | { kind: 'createGroup' }
  | { kind: 'renameGroup'; group: LabelGroupRecord }
  | { kind: 'removeGroup'; group: LabelGroupRecord }
  | { kind: 'createLabel' }
  | { kind: 'editLabel'; label: LabelRecord }
  | { kind: 'removeLabel'; label: LabelRecord };

/**
 * 标签管理 (assets section, 标签与命名): the company's labels in groups, with where each is used. Every role of
 * the section adds labels; ADMIN, MANAGER and the design manager also create, rename and remove groups and
 * rename, move and remove labels. The chosen group and the search are in the URL.
 */
export default function LabelManagementPage() {
  const { user } = useSubApp();
  const manage = canManageLabels(user);
  const queryClient = useQueryClient();
  const list = useQuery(labelListQuery());
  const groups = useMemo(() => list.data ?? [], [list.data]);
  const [params, setParams] = useSearchParams();
  const groupId = readGroupId(params, list.data);
  const keyword = params.get(KEYWORD_PARAM) ?? '';
  const setParam = (key: string, value: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const group = groups.find((g) => g.id === groupId) ?? null;
  const rows = useMemo(() => visibleLabels(groups, groupId, keyword), [groups, groupId, keyword]);

  const changed = (text: string) => {
    Toast.success(text);
    setDialog(null);
    void queryClient.invalidateQueries({ queryKey: LABELS_KEY });
  };

  const columns: DataTableColumn<LabelRow>[] = [
    // The columns fit the page's table at 1440 px beside the group list, so 编辑 and 删除 both show.
    { key: 'name', title: T.NAME, width: 150 },
    { key: 'groupName', title: T.GROUP, width: 110 },
    { key: 'materialCount', title: T.MATERIALS, width: 80, align: 'right' },
    { key: 'titleCount', title: T.TITLES, width: 80, align: 'right' },
    { key: 'createdBy', title: T.CREATED_BY, width: 90, render: (v) => (v as string | null) ?? '-' },
    { key: 'createTime', title: T.CREATE_TIME, width: 170 },
    ...(manage
      ? [
          {
            key: 'actions',
            title: T.ACTIONS,
            width: 120,
            fixed: 'right' as const,
            ellipsis: false,
            render: (_v: unknown, label: LabelRow) => (
              <Space>
                <Button theme="borderless" size="small" aria-label={`${T.EDIT} ${label.name}`} onClick={() => setDialog({ kind: 'editLabel', label })}>
                  {T.EDIT}
                </Button>
                <Button theme="borderless" type="danger" size="small" aria-label={`${T.REMOVE} ${label.name}`} onClick={() => setDialog({ kind: 'removeLabel', label })}>
                  {T.REMOVE}
                </Button>
              </Space>
            ),
          } satisfies DataTableColumn<LabelRow>,
        ]
      : []),
  ];

  let body;
  if (list.isPending) body = <Spin />;
  else if (list.isError || groups.length === 0) body = <ListEmpty list={list} failed={T.LOAD_FAILED} empty={T.EMPTY} />;
  else
    body = (
      <div className="tf-label-page">
        <nav className="tf-label-page__groups" aria-label={T.GROUPS_NAV}>
          {[{ id: null, name: T.ALL_GROUPS, count: labelCount(groups) }, ...groups.map((g) => ({ id: g.id as number | null, name: g.name, count: g.labels.length }))].map((g) => (
            <button
              key={g.id ?? 'all'}
              type="button"
              className="tf-label-page__group"
              aria-current={g.id === groupId ? 'true' : undefined}
              onClick={() => setParam(GROUP_PARAM, g.id === null ? null : String(g.id))}
            >
              <span className="tf-label-page__group-name">{g.name}</span>
              <span className="tf-label-page__group-count">{g.count}</span>
            </button>
          ))}
        </nav>
        <div className="tf-label-page__detail">
          <div className="tf-label-page__toolbar" role="toolbar" aria-label={group?.name ?? T.ALL_GROUPS}>
            <Space>
              <Typography.Title heading={6}>
                {group?.name ?? T.ALL_GROUPS}（{T.LABEL_COUNT(group ? group.labels.length : labelCount(groups))}）
              </Typography.Title>
              {manage && group ? (
                <>
                  <Button size="small" onClick={() => setDialog({ kind: 'renameGroup', group })}>
                    {T.RENAME_GROUP}
                  </Button>
                  <Button size="small" type="danger" onClick={() => setDialog({ kind: 'removeGroup', group })}>
                    {T.REMOVE_GROUP}
                  </Button>
                </>
              ) : null}
            </Space>
            <Input aria-label={T.SEARCH} placeholder={T.SEARCH} value={keyword} showClear onChange={(value) => setParam(KEYWORD_PARAM, value)} style={{ width: 220 }} />
          </div>
          <DataTable<LabelRow>
            aria-label={group?.name ?? T.ALL_GROUPS}
            columns={columns}
            rows={rows}
            rowKey="id"
            emptyText={<Typography.Text type="tertiary">{keyword ? T.EMPTY_SEARCH : T.EMPTY_GROUP}</Typography.Text>}
          />
        </div>
      </div>
    );

  return (
    <PageFrame
      title={T.TITLE}
      extra={
        <Space>
          {manage ? <Button onClick={() => setDialog({ kind: 'createGroup' })}>{T.CREATE_GROUP}</Button> : null}
          <Button theme="solid" disabled={groups.length === 0} onClick={() => setDialog({ kind: 'createLabel' })}>
            {T.CREATE_LABEL}
          </Button>
        </Space>
      }
    >
      {body}
      {dialog?.kind === 'createGroup' || dialog?.kind === 'renameGroup' ? (
        <GroupNameModal
          group={dialog.kind === 'renameGroup' ? dialog.group : null}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            changed(T.SAVED);
            setParam(GROUP_PARAM, String(saved.id));
          }}
        />
      ) : null}
      {dialog?.kind === 'removeGroup' ? (
        <GroupRemoveModal
          group={dialog.group}
          onClose={() => setDialog(null)}
          onRemoved={() => {
            changed(T.REMOVED);
            setParam(GROUP_PARAM, null);
          }}
        />
      ) : null}
      {dialog?.kind === 'createLabel' || dialog?.kind === 'editLabel' ? (
        <LabelModal
          label={dialog.kind === 'editLabel' ? dialog.label : null}
          groups={groups}
          groupId={groupId ?? groups[0].id}
          onClose={() => setDialog(null)}
          onSaved={() => changed(T.SAVED)}
        />
      ) : null}
      {dialog?.kind === 'removeLabel' ? <LabelRemoveModal label={dialog.label} onClose={() => setDialog(null)} onRemoved={() => changed(T.REMOVED)} /> : null}
    </PageFrame>
  );
}
