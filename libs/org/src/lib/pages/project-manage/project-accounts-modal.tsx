import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { MEDIA_CODES, MEDIA_DISPLAY_NAMES, type MediaCode } from '@toufang/domain';
import { DataTable, DeskModal, SandboxTag, Select, Space, Typography, type DataTableColumn, type DataTableRowKey } from '@toufang/ui';
import { mediaAccountPageQuery, type MediaAccountRecord } from '../../queries/media-account-page';
import { setProjectAccountsMutation } from '../../queries/project-accounts';
import type { ProjectRecord } from '../../queries/projects';

/** The most accounts of one media the dialog lists at once (the page call's largest page). */
const ACCOUNTS_PER_MEDIA = 200;

const COLUMNS: DataTableColumn<MediaAccountRecord>[] = [
  {
    key: 'accountName',
    title: '账户名称',
    width: 240,
    ellipsis: false,
    render: (_v, row) => (
      <span>
        {row.accountName} {row.sandbox ? <SandboxTag /> : null}
      </span>
    ),
  },
  { key: 'accountId', title: '账户ID', width: 180 },
  { key: 'projectName', title: '当前项目', width: 140, render: (value) => (value as string | null) ?? '-' },
];

/** 设置账户: pick, media by media, the accounts the project holds; the choice spans every media. */
export function ProjectAccountsModal({ project, onClose, onSaved }: { project: ProjectRecord; onClose(): void; onSaved(): void }) {
  const [media, setMedia] = useState<MediaCode>(project.accounts[0]?.mediaCode ?? MEDIA_CODES[0]);
  const [picked, setPicked] = useState<ReadonlySet<number>>(() => new Set(project.accounts.map((a) => a.id)));
  const accounts = useQuery(mediaAccountPageQuery({ mediaCode: media, current: 1, size: ACCOUNTS_PER_MEDIA }));
  const save = useMutation(setProjectAccountsMutation);
  const rows = accounts.data?.records ?? [];
  const shownIds = new Set(rows.map((r) => r.id));

  return (
    <DeskModal
      visible
      title={`设置账户：${project.name}`}
      width={760}
      onCancel={onClose}
      confirmLoading={save.isPending}
      onOk={() => save.mutate({ projectId: project.id, accountIds: [...picked] }, { onSuccess: onSaved })}
    >
      <Space vertical align="start" style={{ width: '100%' }}>
        <Space>
          <Typography.Text strong id="project-accounts-media">
            媒体
          </Typography.Text>
          <Select
            aria-labelledby="project-accounts-media"
            value={media}
            style={{ width: 200 }}
            optionList={MEDIA_CODES.map((code) => ({ value: code, label: MEDIA_DISPLAY_NAMES[code] }))}
            onChange={(value) => setMedia(value as MediaCode)}
          />
          <Typography.Text type="tertiary">已选 {picked.size} 个账户</Typography.Text>
        </Space>
        <DataTable<MediaAccountRecord>
          aria-label={`${MEDIA_DISPLAY_NAMES[media]}账户`}
          columns={COLUMNS}
          rows={rows}
          rowKey="id"
          height={360}
          loading={accounts.isPending}
          selectedRowKeys={rows.filter((r) => picked.has(r.id)).map((r) => r.id)}
          onSelectionChange={(keys: DataTableRowKey[]) =>
            setPicked((current) => new Set([...[...current].filter((id) => !shownIds.has(id)), ...keys.map(Number)]))
          }
          selectionLabel={(row) => `选择 ${row.accountName}`}
        />
      </Space>
    </DeskModal>
  );
}
