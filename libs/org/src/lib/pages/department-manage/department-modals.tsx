import { useId, useMemo, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import { DeleteConfirmContent, DeskModal, Input, PlainTreeSelect, RefusalText } from '@toufang/ui';
import type { DepartmentRecord } from '../../queries/departments';
import { moveDepartmentMutation } from '../../queries/department-move';
import { removeDepartmentMutation } from '../../queries/department-remove';
import { saveDepartmentMutation } from '../../queries/department-save';
import { DEPARTMENT_TEXTS as T } from '../../terms';
import { DEPARTMENT_NAME_MAX, TOP_LEVEL, parentChoices } from './department-manage-rules';

const message = (e: unknown) => (isApiError(e) ? e.message : String(e));

/** 新建部门 (under the chosen parent, or 顶级) and 重命名; a sibling with the name is refused in place. */
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
  const [name, setName] = useState(department?.name ?? '');
  const [parent, setParent] = useState<number>(parentId ?? TOP_LEVEL);
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useMutation(saveDepartmentMutation);
  const id = useId();
  const choices = useMemo(() => parentChoices(tree, null), [tree]);
  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) return setRefusal(T.NAME_REQUIRED);
    const body = department ? { id: department.id, name: trimmed } : { name: trimmed, parentId: parent === TOP_LEVEL ? null : parent };
    save.mutate(body, { onSuccess: onSaved, onError: (e) => setRefusal(message(e)) });
  };
  return (
    <DeskModal visible width={440} title={department ? T.RENAME_TITLE : T.CREATE} onCancel={onClose} onOk={submit} confirmLoading={save.isPending}>
      <div className="tf-department-form">
        <label htmlFor={`${id}-name`}>{T.NAME}</label>
        <Input
          id={`${id}-name`}
          value={name}
          maxLength={DEPARTMENT_NAME_MAX}
          validateStatus={refusal ? 'error' : 'default'}
          onChange={(value) => (setName(value), setRefusal(null))}
          onEnterPress={submit}
        />
        {department ? null : (
          <>
            <span id={`${id}-parent`}>{T.PARENT}</span>
            <PlainTreeSelect
              aria-labelledby={`${id}-parent`}
              treeData={choices}
              value={parent}
              expandAll
              style={{ width: '100%' }}
              onChange={(value) => (setParent(typeof value === 'number' ? value : TOP_LEVEL), setRefusal(null))}
            />
          </>
        )}
        <RefusalText message={refusal} />
      </div>
    </DeskModal>
  );
}

/** 移动: a new parent or 顶级; itself and its descendants cannot be chosen, and the server says why if refused. */
export function DepartmentMoveModal({ department, tree, onClose, onMoved }: { department: DepartmentRecord; tree: readonly DepartmentRecord[]; onClose(): void; onMoved(): void }) {
  const [parent, setParent] = useState<number>(department.parentId ?? TOP_LEVEL);
  const [refusal, setRefusal] = useState<string | null>(null);
  const move = useMutation(moveDepartmentMutation);
  const id = useId();
  const choices = useMemo(() => parentChoices(tree, department.id), [tree, department.id]);
  const submit = () =>
    move.mutate({ id: department.id, parentId: parent === TOP_LEVEL ? null : parent }, { onSuccess: onMoved, onError: (e) => setRefusal(message(e)) });
  return (
    <DeskModal visible width={440} title={T.MOVE_TITLE(department.name)} onCancel={onClose} onOk={submit} confirmLoading={move.isPending}>
      <div className="tf-department-form">
        <span id={`${id}-parent`}>{T.PARENT}</span>
        <PlainTreeSelect
          aria-labelledby={`${id}-parent`}
          treeData={choices}
          value={parent}
          expandAll
          style={{ width: '100%' }}
          onChange={(value) => (setParent(typeof value === 'number' ? value : TOP_LEVEL), setRefusal(null))}
        />
        <RefusalText message={refusal} />
      </div>
    </DeskModal>
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
