import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { isApiError } from '@toufang/api';
import { FormLayout, FormModal, REFUSAL_CODES, SelectField, TextField, useForm } from '@toufang/form-kit';
import { DeleteConfirmContent, DeskModal, RefusalText } from '@toufang/ui';
import { labelCreateMutation } from '../../queries/label-create';
import { labelGroupRemoveMutation } from '../../queries/label-group-remove';
import { labelGroupSaveMutation } from '../../queries/label-group-save';
import { labelRemoveMutation } from '../../queries/label-remove';
import { labelUpdateMutation } from '../../queries/label-update';
import { LABEL_TEXTS as T } from '../../terms';
import { GROUP_NAME_MAX, LABEL_NAME_MAX, type LabelGroupRecord, type LabelRecord } from './label-management-rules';

const message = (e: unknown) => (isApiError(e) ? e.message : String(e));

const groupSchema = z.object({ name: z.string().check(z.trim(), z.minLength(1, T.GROUP_NAME_REQUIRED)) });

/** 新建分组 and 重命名分组; a name the company already has is refused under the name. */
export function GroupNameModal({ group, onClose, onSaved }: { group: LabelGroupRecord | null; onClose(): void; onSaved(saved: LabelGroupRecord): void }) {
  const form = useForm({ initial: { name: group?.name ?? '' }, schema: groupSchema, refusalFields: { [REFUSAL_CODES.NAME_TAKEN]: 'name' } });
  const save = useMutation(labelGroupSaveMutation);
  const submit = () =>
    form.submit(({ name }) =>
      save.mutate(group ? { id: group.id, name } : { name }, { onSuccess: (saved) => (form.saved(), onSaved(saved as LabelGroupRecord)), onError: form.refuse }),
    );
  return (
    <FormModal visible width={440} title={group ? T.RENAME_GROUP : T.CREATE_GROUP} form={form} onCancel={onClose} onOk={submit} confirmLoading={save.isPending}>
      <FormLayout>
        <TextField form={form} name="name" label={T.GROUP_NAME} maxLength={GROUP_NAME_MAX} onEnter={submit} />
        <RefusalText message={form.refusal} />
      </FormLayout>
    </FormModal>
  );
}

const labelSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, T.LABEL_NAME_REQUIRED)),
  groupId: z.number(),
});

/**
 * 新建标签 (in the chosen group) and 编辑标签 (rename or move, for those who manage labels); a name the
 * company already has is refused under the name.
 */
export function LabelModal({
  label,
  groups,
  groupId,
  onClose,
  onSaved,
}: {
  /** null: a new label. */
  label: LabelRecord | null;
  groups: readonly LabelGroupRecord[];
  /** The group a new label goes into at first. */
  groupId: number;
  onClose(): void;
  onSaved(): void;
}) {
  const form = useForm({
    initial: { name: label?.name ?? '', groupId: label?.groupId ?? groupId },
    schema: labelSchema,
    refusalFields: { [REFUSAL_CODES.NAME_TAKEN]: 'name' },
  });
  const create = useMutation(labelCreateMutation);
  const update = useMutation(labelUpdateMutation);
  const done = { onSuccess: () => (form.saved(), onSaved()), onError: form.refuse };
  const submit = () => form.submit(({ name, groupId: group }) => (label ? update.mutate({ id: label.id, name, groupId: group }, done) : create.mutate({ name, groupId: group }, done)));
  return (
    <FormModal
      visible
      width={460}
      title={label ? T.EDIT_LABEL : T.CREATE_LABEL}
      form={form}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={create.isPending || update.isPending}
    >
      <FormLayout>
        <TextField form={form} name="name" label={T.LABEL_NAME} maxLength={LABEL_NAME_MAX} hint={label ? T.LABEL_NAME_HINT : undefined} onEnter={submit} />
        <SelectField form={form} name="groupId" label={T.GROUP} options={groups.map((g) => ({ value: g.id, label: g.name }))} />
        <RefusalText message={form.refusal} />
      </FormLayout>
    </FormModal>
  );
}

/** 删除分组 after a confirmation; a group with labels is refused and the reason shown here. */
export function GroupRemoveModal({ group, onClose, onRemoved }: { group: LabelGroupRecord; onClose(): void; onRemoved(): void }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useMutation(labelGroupRemoveMutation);
  return (
    <DeskModal
      visible
      width={480}
      title={T.REMOVE_GROUP}
      okText={T.REMOVE}
      confirmLoading={remove.isPending}
      onCancel={onClose}
      onOk={() => remove.mutate({ id: group.id }, { onSuccess: onRemoved, onError: (e) => setRefusal(message(e)) })}
    >
      <DeleteConfirmContent name={group.name} explanation={T.REMOVE_GROUP_EXPLAIN} />
      <RefusalText message={refusal} />
    </DeskModal>
  );
}

/**
 * 删除标签: says where the label is used before asking, and confirms with the server that it may take the
 * label off them (the server refuses a removal of a label in use that was not confirmed).
 */
export function LabelRemoveModal({ label, onClose, onRemoved }: { label: LabelRecord; onClose(): void; onRemoved(): void }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useMutation(labelRemoveMutation);
  const where = T.USED_ON(label.materialCount, label.titleCount);
  return (
    <DeskModal
      visible
      width={480}
      title={T.REMOVE_LABEL}
      okText={T.REMOVE}
      confirmLoading={remove.isPending}
      onCancel={onClose}
      onOk={() => remove.mutate({ id: label.id, confirm: true }, { onSuccess: onRemoved, onError: (e) => setRefusal(message(e)) })}
    >
      <DeleteConfirmContent name={label.name} explanation={where ? T.REMOVE_IN_USE(label.name, where) : T.REMOVE_UNUSED} />
      <RefusalText message={refusal} />
    </DeskModal>
  );
}
