// 我的报告: the caller's saved reports (each person's own) to open or remove, and the 另存为 dialog that names a new one.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkEffectReportName, type EffectReportBody } from '@toufang/domain';
import { Button, DeskModal, Input, Space, Tag, Toast, Typography } from '@toufang/ui';
import { useState } from 'react';
import { isSavedEffectReportsQuery, removeEffectReportMutation, saveEffectReportMutation, savedEffectReportsQuery, type EffectReportSaved } from '../../queries/effect-report';
import { EFFECT_REPORT_PAGE_TEXTS as T } from '../../texts';

export interface SavedReportsProps {
  /** The report opened (保存 overwrites it), if any. */
  current: EffectReportSaved | null;
  onOpen: (report: EffectReportSaved) => void;
  /** A report was removed (the page forgets it when it was the one open). */
  onRemoved: (id: number) => void;
}

export function SavedReports({ current, onOpen, onRemoved }: SavedReportsProps) {
  const saved = useQuery(savedEffectReportsQuery());
  const client = useQueryClient();
  const remove = useMutation(removeEffectReportMutation);
  const [confirming, setConfirming] = useState<EffectReportSaved | null>(null);
  const reports = saved.data ?? [];

  const removeNow = (report: EffectReportSaved) =>
    remove.mutate(
      { id: report.id },
      {
        onSuccess: () => {
          Toast.success(T.REMOVED);
          setConfirming(null);
          onRemoved(report.id);
          void client.invalidateQueries({ predicate: isSavedEffectReportsQuery });
        },
      },
    );

  return (
    <div className="tf-effect-report__row" role="group" aria-label={T.SAVED}>
      <Typography.Text strong className="tf-effect-report__label">
        {T.SAVED}
      </Typography.Text>
      <div className="tf-effect-report__field">
        {saved.isError ? (
          <Typography.Text type="danger">{T.SAVED_FAILED}</Typography.Text>
        ) : saved.isPending ? null : reports.length === 0 ? (
          <Typography.Text type="tertiary">{T.SAVED_EMPTY}</Typography.Text>
        ) : (
          <Space wrap>
            {reports.map((r) => (
              <Tag key={r.id} size="large" color={current?.id === r.id ? 'blue' : 'white'}>
                <Button theme="borderless" size="small" aria-label={`${T.OPEN} ${r.name}`} onClick={() => onOpen(r)}>
                  {r.name}
                </Button>
                <Button theme="borderless" size="small" type="danger" aria-label={`${T.REMOVE} ${r.name}`} onClick={() => setConfirming(r)}>
                  ×
                </Button>
              </Tag>
            ))}
          </Space>
        )}
      </div>
      <DeskModal
        title={T.REMOVE}
        width={420}
        visible={confirming !== null}
        onOk={() => confirming && removeNow(confirming)}
        onCancel={() => setConfirming(null)}
        okText={T.REMOVE}
        confirmLoading={remove.isPending}
      >
        {confirming ? T.REMOVE_CONFIRM(confirming.name) : null}
      </DeskModal>
    </div>
  );
}

export interface SaveDialogProps {
  visible: boolean;
  body: EffectReportBody;
  onClose: () => void;
  onSaved: (report: EffectReportSaved) => void;
}

/** 另存为: a name for a new report of the current body. */
export function SaveAsDialog({ visible, body, onClose, onSaved }: SaveDialogProps) {
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const save = useMutation(saveEffectReportMutation);
  const client = useQueryClient();
  const error = checkEffectReportName(name);
  const submit = () => {
    setTouched(true);
    if (error) return;
    save.mutate(
      { name: name.trim(), body },
      {
        onSuccess: (report) => {
          if (!report) return;
          Toast.success(T.SAVED_OK);
          setName('');
          setTouched(false);
          void client.invalidateQueries({ predicate: isSavedEffectReportsQuery });
          onSaved(report);
        },
      },
    );
  };
  return (
    <DeskModal title={T.SAVE_TITLE} width={420} visible={visible} onOk={submit} onCancel={onClose} okText={T.SAVE} confirmLoading={save.isPending}>
      <Input aria-label={T.SAVE_NAME} placeholder={T.SAVE_NAME_PLACEHOLDER} value={name} onChange={(v) => setName(v)} maxLength={30} />
      {touched && error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
    </DeskModal>
  );
}
