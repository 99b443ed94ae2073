// 精选人群包 (数据平台 › handpick, issue 21): the packs a media offers, with category, size and description, each
// added to accounts of that media (the company's crowd of the pack, pushed like any crowd).
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MEDIA_CODES, MEDIA_REGISTRY, type MediaCode } from '@toufang/domain';
import type { Schemas } from '@toufang/api';
import { Button, DataTable, Input, PageFrame, Typography, type DataTableColumn } from '@toufang/ui';
import { DmpSelect } from '../../dmp/dmp-select';
import { DMP_TEXTS as D, HANDPICK_TEXTS as T } from '../../dmp/dmp-terms';
import { PushDialog } from '../../dmp/push-dialog';
import { addHandpicked, dmpLimitsQuery, handpickedQuery } from '../../queries/dmp';
import '../../dmp/dmp.css';

type Pack = Schemas['HandpickedPack'];

export default function DmpHandpickPage() {
  const limits = useQuery(dmpLimitsQuery());
  const open = (limits.data ?? []).filter((l) => l.open).map((l) => l.media);
  const [chosen, setChosen] = useState<MediaCode | undefined>();
  const media = chosen ?? open[0] ?? MEDIA_CODES[0];
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState('');
  const packs = useQuery({ ...handpickedQuery({ body: { media } }), enabled: limits.isSuccess });
  const [adding, setAdding] = useState<Pack | null>(null);
  const categories = [...new Set((packs.data ?? []).map((p) => p.category))];
  const rows = (packs.data ?? []).filter((p) => (!keyword || p.name.includes(keyword) || p.description.includes(keyword)) && (!category || p.category === category));
  const columns: DataTableColumn<Pack>[] = [
    { key: 'name', title: D.COLUMNS.NAME, width: 220 },
    { key: 'category', title: T.CATEGORY, width: 100 },
    { key: 'size', title: D.COLUMNS.SIZE, width: 120, align: 'right', render: (_v, row) => row.size.toLocaleString('en-US') },
    { key: 'description', title: T.DESCRIPTION, width: 320 },
    {
      key: 'actions',
      title: D.COLUMNS.ACTIONS,
      width: 120,
      render: (_v, row) => (
        <Button theme="borderless" aria-label={`${T.ADD} ${row.name}`} onClick={() => setAdding(row)}>
          {row.crowdId === null ? T.ADD : `${T.ADDED}，${T.ADD}`}
        </Button>
      ),
    },
  ];
  return (
    <PageFrame title={T.TITLE}>
      <div className="dmp-upload" role="search">
        <DmpSelect label={T.MEDIA} value={media} optionList={open.map((m) => ({ value: m, label: MEDIA_REGISTRY[m].displayName }))} onChange={(v) => setChosen(v as MediaCode)} style={{ width: 160 }} />
        <DmpSelect label={T.CATEGORY} value={category} optionList={[{ value: '', label: '全部' }, ...categories.map((c) => ({ value: c, label: c }))]} onChange={(v) => setCategory(String(v))} style={{ width: 140 }} />
        <Input aria-label={T.KEYWORD} placeholder={T.KEYWORD} value={keyword} showClear onChange={setKeyword} style={{ width: 240 }} />
      </div>
      <DataTable<Pack> aria-label={T.LIST} columns={columns} rows={rows} rowKey="handpickId" loading={packs.isPending && limits.isSuccess} emptyText={T.EMPTY} />
      <Typography.Text type="tertiary" size="small">
        {D.SANDBOX_NOTE}
      </Typography.Text>
      {adding ? (
        <PushDialog
          target={{
            title: T.ADD_TITLE(adding.name),
            media,
            send: async (accountIds) => (await addHandpicked({ media, handpickId: adding.handpickId, accountIds })).push,
          }}
          onClose={() => setAdding(null)}
        />
      ) : null}
    </PageFrame>
  );
}
