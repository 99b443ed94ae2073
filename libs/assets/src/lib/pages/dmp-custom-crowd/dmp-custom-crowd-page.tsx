// 自定义人群 (数据平台 › custom-crowd, issue 21; docs/design/properties.md §4.1): a device or phone list hashed in
// the browser (a Web Worker, MD5 per ID, never sent in clear), its valid and invalid lines counted, uploaded as a
// crowd, then pushed to accounts within each media's caps; the uploads below refetch while one is on its way.
import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import type { DmpIdType } from '@toufang/domain';
import { Banner, Button, Checkbox, DataTable, Input, PageFrame, Toast, Typography } from '@toufang/ui';
import { DmpSelect } from '../../dmp/dmp-select';
import { CUSTOM_CROWD_TEXTS as T, DMP_TEXTS as D } from '../../dmp/dmp-terms';
import { hashIds, isAbortError, type HashedIds } from '../../dmp/hash-ids/hash-ids';
import { crowdColumns } from '../../dmp/crowd-columns';
import { isMoving, REFETCH_MS } from '../../dmp/crowd-state-tag';
import { PushDialog } from '../../dmp/push-dialog';
import { crowdsQuery, pushCrowd, uploadCrowd, type Crowd } from '../../queries/dmp';
import '../../dmp/dmp.css';

type Hashing = { kind: 'idle' } | { kind: 'hashing'; percent: number } | { kind: 'hashed'; hashed: HashedIds } | { kind: 'refused'; reason: string };

const ID_TYPES: DmpIdType[] = ['imei', 'idfa', 'oaid', 'phone'];

export default function DmpCustomCrowdPage() {
  const [name, setName] = useState('');
  const [idType, setIdType] = useState<DmpIdType>('imei');
  const [preHashed, setPreHashed] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [hashing, setHashing] = useState<Hashing>({ kind: 'idle' });
  const [uploading, setUploading] = useState<number | null>(null);
  const [pushing, setPushing] = useState<Crowd | null>(null);
  const stop = useRef<AbortController | null>(null);
  const uploads = useQuery({
    ...crowdsQuery({ body: { source: 'upload', current: 1, size: 20 } }),
    refetchInterval: (query) => (query.state.data?.rows.some((c) => isMoving(c.state)) ? REFETCH_MS : false),
  });

  // A new file, ID type or 已是MD5 hashes again; the previous hashing is stopped.
  useEffect(() => {
    stop.current?.abort();
    if (!file) return setHashing({ kind: 'idle' });
    const controller = new AbortController();
    stop.current = controller;
    setHashing({ kind: 'hashing', percent: 0 });
    hashIds(file, { idType, preHashed, signal: controller.signal, onProgress: (done, total) => setHashing({ kind: 'hashing', percent: Math.floor((done / total) * 100) }) }).then(
      (hashed) => setHashing({ kind: 'hashed', hashed }),
      (error: unknown) => {
        if (!isAbortError(error)) setHashing({ kind: 'refused', reason: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [file, idType, preHashed]);

  const upload = async () => {
    if (hashing.kind !== 'hashed') return;
    if (name.trim() === '') return Toast.error(T.NAME_REQUIRED);
    const controller = new AbortController();
    setUploading(0);
    try {
      const { crowd, existing } = await uploadCrowd(
        { name: name.trim(), idType, hashed: hashing.hashed },
        { signal: controller.signal, onProgress: (p) => setUploading(Math.floor((p.loaded / Math.max(1, p.total)) * 100)) },
      );
      Toast.success(existing ? T.EXISTING(crowd.name) : T.UPLOADED(crowd.name));
      setFile(null);
      setName('');
      void uploads.refetch();
      setPushing(crowd);
    } catch (error) {
      if (!isApiError(error)) Toast.error(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(null);
    }
  };

  const counts = hashing.kind === 'hashed' ? hashing.hashed.counts : null;
  return (
    <PageFrame title={T.TITLE}>
      <Banner type="info" description={T.PRIVACY} closeIcon={null} />
      <section className="dmp-upload" aria-label={T.FORM}>
        <label className="dmp-field">
          <span>{T.NAME}</span>
          <Input aria-label={T.NAME} value={name} maxLength={50} onChange={setName} />
        </label>
        <DmpSelect label={T.ID_TYPE} value={idType} optionList={ID_TYPES.map((t) => ({ value: t, label: D.ID_TYPE[t] }))} onChange={(v) => setIdType(v as DmpIdType)} />
        <Checkbox checked={preHashed} onChange={(e) => setPreHashed(e.target.checked === true)}>
          {T.PRE_HASHED}
        </Checkbox>
        <label className="dmp-field">
          <span>{T.PICK}</span>
          <input type="file" accept=".txt,.csv,text/plain,text/csv" aria-label={T.PICK} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        </label>
        <Typography.Text type="tertiary">{T.FILE_HINT}</Typography.Text>
        <div role="status" className="dmp-hash-state">
          {hashing.kind === 'hashing' ? T.HASHING(hashing.percent) : null}
          {counts ? `${T.COUNTS(counts.valid, counts.invalid)}${counts.duplicates > 0 ? T.DUPLICATES(counts.duplicates) : ''}` : null}
        </div>
        {hashing.kind === 'refused' ? (
          <Typography.Text type="danger" role="alert">
            {hashing.reason}
          </Typography.Text>
        ) : null}
        <Button theme="solid" type="primary" disabled={hashing.kind !== 'hashed' || uploading !== null} onClick={() => void upload()}>
          {uploading === null ? T.UPLOAD : T.UPLOADING(uploading)}
        </Button>
      </section>
      <Typography.Title heading={6}>{T.LIST}</Typography.Title>
      <DataTable<Crowd> aria-label={T.LIST} columns={crowdColumns({ onPush: setPushing })} rows={uploads.data?.rows ?? []} rowKey="id" loading={uploads.isPending} emptyText={D.EMPTY} />
      <Typography.Text type="tertiary" size="small">
        {D.SANDBOX_NOTE}
      </Typography.Text>
      {pushing ? (
        <PushDialog
          target={{
            title: D.PUSH_TITLE(pushing.name),
            send: (accountIds) => pushCrowd(pushing.id, accountIds),
          }}
          onClose={() => setPushing(null)}
        />
      ) : null}
    </PageFrame>
  );
}
