// 我的人群 (数据平台 › my, issue 21): every crowd of the company across media with its state (the best of its
// copies'), size, media, accounts and last use; push, each account's copy, and removal from the desk.
import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MEDIA_CODES, MEDIA_REGISTRY, type MediaCode } from '@toufang/domain';
import type { Schemas } from '@toufang/api';
import { DataTable, DeskModal, Input, PageFrame, TablePagination, Toast, Typography } from '@toufang/ui';
import { DmpSelect } from '../../dmp/dmp-select';
import { crowdColumns } from '../../dmp/crowd-columns';
import { CrowdDetailDialog } from '../../dmp/crowd-detail-dialog';
import { isMoving, REFETCH_MS } from '../../dmp/crowd-state-tag';
import { DMP_TEXTS as D, MY_TEXTS as T } from '../../dmp/dmp-terms';
import { PushDialog } from '../../dmp/push-dialog';
import { crowdRemoveMutation, crowdsQuery, DMP_KEYS, pushCrowd, type Crowd } from '../../queries/dmp';
import '../../dmp/dmp.css';

type Dialog = { kind: 'push' | 'detail' | 'remove'; crowd: Crowd };
const STATES = Object.keys(D.STATE) as Schemas['CrowdState'][];

export default function DmpMyPage() {
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [state, setState] = useState<Schemas['CrowdState'] | undefined>();
  const [media, setMedia] = useState<MediaCode | undefined>();
  const [page, setPage] = useState({ current: 1, size: 20 });
  const body = { ...page, ...(keyword ? { keyword } : {}), ...(state ? { state } : {}), ...(media ? { media } : {}) };
  const crowds = useQuery({
    ...crowdsQuery({ body }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.rows.some((c) => isMoving(c.state)) ? REFETCH_MS : false),
  });
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const remove = useMutation(crowdRemoveMutation);
  const removed = (crowd: Crowd) =>
    remove.mutate(
      { id: crowd.id },
      {
        onSuccess: () => {
          Toast.success(D.REMOVED);
          setDialog(null);
          for (const key of DMP_KEYS) void queryClient.invalidateQueries({ queryKey: [key] });
        },
      },
    );
  const columns = crowdColumns({ onPush: (crowd) => setDialog({ kind: 'push', crowd }), onDetail: (crowd) => setDialog({ kind: 'detail', crowd }), onRemove: (crowd) => setDialog({ kind: 'remove', crowd }) });
  const all = { value: '', label: T.ALL };
  return (
    <PageFrame title={T.TITLE}>
      <div className="dmp-upload" role="search">
        <Input aria-label={T.KEYWORD} placeholder={T.KEYWORD} value={keyword} showClear onChange={(v) => (setKeyword(v), setPage((p) => ({ ...p, current: 1 })))} style={{ width: 220 }} />
        <DmpSelect label={D.COLUMNS.STATE} value={state ?? ''} optionList={[all, ...STATES.map((s) => ({ value: s, label: D.STATE[s] }))]} onChange={(v) => setState((v as Schemas['CrowdState']) || undefined)} style={{ width: 140 }} />
        <DmpSelect label={D.COLUMNS.MEDIA} value={media ?? ''} optionList={[all, ...MEDIA_CODES.map((m) => ({ value: m, label: MEDIA_REGISTRY[m].displayName }))]} onChange={(v) => setMedia((v as MediaCode) || undefined)} style={{ width: 160 }} />
      </div>
      <DataTable<Crowd> aria-label={T.LIST} columns={columns} rows={crowds.data?.rows ?? []} rowKey="id" loading={crowds.isPending} emptyText={crowds.isError ? D.FAILED : D.EMPTY} />
      <TablePagination total={crowds.data?.total ?? 0} current={page.current} size={page.size} onChange={({ current, size }) => setPage({ current, size })} />
      <Typography.Text type="tertiary" size="small">
        {D.SANDBOX_NOTE}
      </Typography.Text>
      {dialog?.kind === 'push' ? <PushDialog target={{ title: D.PUSH_TITLE(dialog.crowd.name), send: (ids) => pushCrowd(dialog.crowd.id, ids) }} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'detail' ? <CrowdDetailDialog id={dialog.crowd.id} name={dialog.crowd.name} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'remove' ? (
        <DeskModal visible title={D.REMOVE} okText={D.REMOVE} confirmLoading={remove.isPending} onOk={() => removed(dialog.crowd)} onCancel={() => setDialog(null)}>
          {D.REMOVE_CONFIRM(dialog.crowd.name)}
        </DeskModal>
      ) : null}
    </PageFrame>
  );
}
