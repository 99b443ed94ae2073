// 素材库's bulk dialogs: 打标签 (add and remove labels on the chosen materials), 设置设计师, and 删除 with the
// server's warning about delivering ads that use them.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { isApiError } from '@toufang/api';
import { MEDIA_DISPLAY_NAMES } from '@toufang/domain';
import { FormLayout, FormModal, SelectField, useForm } from '@toufang/form-kit';
import { DeleteConfirmContent, DeskModal, RefusalText, Typography } from '@toufang/ui';
import { LabelChangeDialog } from '../../label-change-dialog/label-change-dialog';
import { materialRemoveMutation } from '../../queries/material-remove';
import { materialUpdateMutation } from '../../queries/material-update';
import { MATERIAL_TEXTS as T } from '../../terms';
import type { Schemas } from '@toufang/api';

const message = (e: unknown) => (isApiError(e) ? e.message : String(e));

interface Option {
  value: number;
  label: string;
}

/** 打标签: labels to add to and to take off every chosen material. */
export function LabelsDialog({ ids, labels, onClose, onSaved }: { ids: readonly number[]; labels: readonly Option[]; onClose(): void; onSaved(count: number): void }) {
  const update = useMutation(materialUpdateMutation);
  return (
    <LabelChangeDialog
      title={`${T.SET_LABELS}（${T.SELECTED(ids.length)}）`}
      labels={labels}
      save={(change) => update.mutateAsync({ ids: [...ids], ...change }).then((r) => r?.updated ?? ids.length)}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

const designerSchema = z.object({ designerId: z.nullable(z.number()) }).check(z.refine((v) => v.designerId !== null, { message: T.DESIGNER_REQUIRED, path: ['designerId'] }));

/** 设置设计师 for every chosen material. */
export function DesignerDialog({ ids, designers, onClose, onSaved }: { ids: readonly number[]; designers: readonly Option[]; onClose(): void; onSaved(count: number): void }) {
  const form = useForm({ initial: { designerId: null as number | null }, schema: designerSchema });
  const update = useMutation(materialUpdateMutation);
  const submit = () =>
    form.submit(({ designerId }) =>
      update.mutate({ ids: [...ids], designerId: designerId ?? undefined }, { onSuccess: (r) => (form.saved(), onSaved(r?.updated ?? ids.length)), onError: form.refuse }),
    );
  return (
    <FormModal visible width={460} title={`${T.SET_DESIGNER}（${T.SELECTED(ids.length)}）`} form={form} onCancel={onClose} onOk={submit} confirmLoading={update.isPending}>
      <FormLayout>
        <SelectField form={form} name="designerId" label={T.COLUMNS.DESIGNER} options={designers} filter />
        <RefusalText message={form.refusal} />
      </FormLayout>
    </FormModal>
  );
}

type RemoveResult = Schemas['MaterialRemoveResult'];

/**
 * 删除: asks first; the server answers which of them delivering ads use (nothing is removed then), and a
 * second confirmation names those ads before removing anyway.
 */
export function RemoveDialog({ ids, names, onClose, onRemoved }: { ids: readonly number[]; names: string; onClose(): void; onRemoved(count: number): void }) {
  const [inUse, setInUse] = useState<RemoveResult['inUse'] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useMutation(materialRemoveMutation);
  const run = (confirm: boolean) =>
    remove.mutate(
      { ids: [...ids], confirm },
      {
        onSuccess: (result) => {
          if (result && result.inUse.length > 0 && result.removed === 0) setInUse(result.inUse);
          else onRemoved(result?.removed ?? 0);
        },
        onError: (e) => setRefusal(message(e)),
      },
    );
  return (
    <DeskModal
      visible
      width={560}
      title={T.REMOVE}
      okText={inUse ? T.REMOVE_ANYWAY : T.REMOVE}
      confirmLoading={remove.isPending}
      onCancel={onClose}
      onOk={() => run(inUse !== null)}
    >
      {inUse ? (
        <div className="tf-material-in-use">
          <Typography.Paragraph>{T.REMOVE_IN_USE}</Typography.Paragraph>
          <ul aria-label={T.REMOVE_IN_USE}>
            {inUse.map((material) => (
              <li key={material.id}>
                <Typography.Text strong>{material.name}</Typography.Text>：
                {material.ads.map((ad) => `${ad.adName}（${MEDIA_DISPLAY_NAMES[ad.mediaCode]} ${ad.advertiserId}）`).join('、')}
                {T.REMOVE_IN_USE_ADS(material.adCount, material.ads.length)}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <DeleteConfirmContent name={names} explanation={T.REMOVE_CONFIRM(ids.length)} />
      )}
      <RefusalText message={refusal} />
    </DeskModal>
  );
}
