import { useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { isApiError } from '@toufang/api';
import { FormLayout, FormModal, REFUSAL_CODES, TextField, TreeSelectField, useForm } from '@toufang/form-kit';
import { DeleteConfirmContent, DeskModal, RefusalText } from '@toufang/ui';
import type { DepartmentRecord } from '../../queries/departments';
import { moveDepartmentMutation } from '../../queries/department-move';
import { removeDepartmentMutation } from '../../queries/department-remove';
import { saveDepartmentMutation } from '../../queries/department-save';
import { DEPARTMENT_TEXTS as T } from '../../terms';
import { DEPARTMENT_NAME_MAX, TOP_LEVEL, parentChoices } from './department-manage-rules';

const message = (e: unknown) => (isApiError(e) ? e.message : String(e));

const nameSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, T.NAME_REQUIRED)),
  parentId: z.number(),
});
const toParent = (id: number) => (id === TOP_LEVEL ? null : id);

/** 新建部门 (under the chosen parent, or 顶级) and 重命名; a sibling with the name is refused under the name. */
export function DepartmentNameModal({
  department,
  parentId,
  tree,
  onClose,
  onSaved,
}: {
  /** null: a new department. */
  department: DepartmentRecord | null;
  /** Where a new department goes at first (null: top level). */
  parentId: number | null;
  tree: readonly DepartmentRecord[];
  onClose(): void;
  onSaved(): void;
}) {
  const form = useForm({
    initial: { name: department?.name ?? '', parentId: parentId ?? TOP_LEVEL },
    schema: nameSchema,
    refusalFields: { [REFUSAL_CODES.NAME_TAKEN]: 'name' },
  });
  const save = useMutation(saveDepartmentMutation);
  const choices = useMemo(() => parentChoices(tree, null), [tree]);
  const submit = () =>
    form.submit(({ name, parentId: parent }) =>
      save.mutate(department ? { id: department.id, name } : { name, parentId: toParent(parent) }, {
        onSuccess: () => (form.saved(), onSaved()),
        onError: form.refuse,
      }),
    );
  return (
    <FormModal visible width={440} title={department ? T.RENAME_TITLE : T.CREATE} form={form} onCancel={onClose} onOk={submit} confirmLoading={save.isPending}>
      <FormLayout>
        <TextField form={form} name="name" label={T.NAME} maxLength={DEPARTMENT_NAME_MAX} onEnter={submit} />
        {department ? null : <TreeSelectField form={form} name="parentId" label={T.PARENT} treeData={choices} empty={TOP_LEVEL} />}
        <RefusalText message={form.refusal} />
      </FormLayout>
    </FormModal>
  );
}

/** 移动: a new parent or 顶级; itself and its descendants cannot be chosen, and the server says why if refused. */
export function DepartmentMoveModal({ department, tree, onClose, onMoved }: { department: DepartmentRecord; tree: readonly DepartmentRecord[]; onClose(): void; onMoved(): void }) {
  const form = useForm({ initial: { parentId: department.parentId ?? TOP_LEVEL } });
  const move = useMutation(moveDepartmentMutation);
  const choices = useMemo(() => parentChoices(tree, department.id), [tree, department.id]);
  const submit = () =>
    form.submit(({ parentId }) =>
      move.mutate({ id: department.id, parentId: toParent(parentId) }, { onSuccess: () => (form.saved(), onMoved()), onError: form.refuse }),
    );
  return (
    <FormModal visible width={440} title={T.MOVE_TITLE(department.name)} form={form} onCancel={onClose} onOk={submit} confirmLoading={move.isPending}>
      <FormLayout>
        <TreeSelectField form={form} name="parentId" label={T.PARENT} treeData={choices} empty={TOP_LEVEL} />
        <RefusalText message={form.refusal} />
      </FormLayout>
    </FormModal>
  );
}

/** 删除 after a confirmation; a department with users or children is refused and the reason shown here. */
export function DepartmentRemoveModal({ department, onClose, onRemoved }: { department: DepartmentRecord; onClose(): void; onRemoved(): void }) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useMutation(removeDepartmentMutation);
  return (
    <DeskModal
      visible
      width={480}
      title={T.REMOVE_TITLE}
      okText={T.REMOVE}
      confirmLoading={remove.isPending}
      onCancel={onClose}
      onOk={() => remove.mutate({ id: department.id }, { onSuccess: onRemoved, onError: (e) => setRefusal(message(e)) })}
    >
      <DeleteConfirmContent name={department.name} explanation={T.REMOVE_EXPLAIN} />
      <RefusalText message={refusal} />
    </DeskModal>
  );
}
