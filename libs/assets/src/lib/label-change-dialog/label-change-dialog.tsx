// 打标签 on chosen items (materials, titles): labels to add to and to take off every one of them. The page
// says how the change is saved (its own operation) and how many items it touched.
import { useState } from 'react';
import * as z from 'zod/mini';
import { FormLayout, FormModal, SelectField, useForm } from '@toufang/form-kit';
import { RefusalText } from '@toufang/ui';
import { MATERIAL_TEXTS as T } from '../terms';

export interface LabelOption {
  value: number;
  label: string;
}

export interface LabelChange {
  addLabelIds: number[];
  removeLabelIds: number[];
}

const schema = z
  .object({ add: z.array(z.number()), remove: z.array(z.number()) })
  .check(z.refine((v) => v.add.length + v.remove.length > 0, { message: T.LABELS_REQUIRED, path: ['add'] }));

export interface LabelChangeDialogProps {
  title: string;
  labels: readonly LabelOption[];
  /** Saves the change; resolves with the number of items it touched. */
  save(change: LabelChange): Promise<number>;
  onClose(): void;
  onSaved(count: number): void;
}

export function LabelChangeDialog({ title, labels, save, onClose, onSaved }: LabelChangeDialogProps) {
  const form = useForm({ initial: { add: [] as number[], remove: [] as number[] }, schema });
  const [saving, setSaving] = useState(false);
  const submit = () =>
    form.submit(({ add, remove }) => {
      setSaving(true);
      save({ addLabelIds: add, removeLabelIds: remove })
        .then(
          (count) => (form.saved(), onSaved(count)),
          (error: unknown) => form.refuse(error),
        )
        .finally(() => setSaving(false));
    });
  return (
    <FormModal visible width={520} title={title} form={form} onCancel={onClose} onOk={submit} confirmLoading={saving}>
      <FormLayout>
        <SelectField form={form} name="add" label={T.ADD_LABELS} options={labels} multiple filter />
        <SelectField form={form} name="remove" label={T.REMOVE_LABELS} options={labels} multiple filter />
        <RefusalText message={form.refusal} />
      </FormLayout>
    </FormModal>
  );
}
