import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { FormLayout, FormModal, SelectField, useForm } from '@toufang/form-kit';
import { Button, DeskModal, Input, List, RefusalText, Space, Typography } from '@toufang/ui';
import { assignAccountGroupMutation } from '../../queries/account-group-assign';
import { removeAccountGroupMutation } from '../../queries/account-group-remove';
import { saveAccountGroupMutation } from '../../queries/account-group-save';
import { MEDIA_ACCOUNT_TEXTS as T } from '../../terms';

type Group = { groupId: number; groupName: string };

/** 设置分组 for the selected accounts (or 不分组). */
export function AssignGroupModal({ accountIds, groups, onClose, onSaved }: { accountIds: number[]; groups: readonly Group[]; onClose(): void; onSaved(count: number): void }) {
  const form = useForm({ initial: { groupId: 0 } });
  const assign = useMutation(assignAccountGroupMutation);
  const submit = () =>
    form.submit(({ groupId }) =>
      assign.mutate(
        { groupId: groupId || null, accountIds },
        { onSuccess: (result) => (form.saved(), onSaved(result?.count ?? accountIds.length)), onError: form.refuse },
      ),
    );
  return (
    <FormModal visible width={420} title={T.ASSIGN_TITLE(accountIds.length)} form={form} onCancel={onClose} confirmLoading={assign.isPending} onOk={submit}>
      <FormLayout>
        <SelectField form={form} name="groupId" label={T.GROUP} empty={0} options={[{ value: 0, label: T.NO_GROUP }, ...groups.map((g) => ({ value: g.groupId, label: g.groupName }))]} />
        <RefusalText message={form.refusal} />
      </FormLayout>
    </FormModal>
  );
}

/** 管理分组: create, rename and delete the company's account groups. */
export function ManageGroupsModal({ groups, onClose, onChanged }: { groups: readonly Group[]; onClose(): void; onChanged(): void }) {
  const [newName, setNewName] = useState('');
  const [editing, setEditing] = useState<{ id: number; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useMutation(saveAccountGroupMutation);
  const remove = useMutation(removeAccountGroupMutation);

  const create = () => {
    const name = newName.trim();
    if (!name) return setError(T.GROUP_NAME_REQUIRED);
    save.mutate({ name }, { onSuccess: () => (setNewName(''), setError(null), onChanged()) });
  };
  const rename = () => {
    if (!editing) return;
    const name = editing.name.trim();
    if (!name) return setError(T.GROUP_NAME_REQUIRED);
    save.mutate({ id: editing.id, name }, { onSuccess: () => (setEditing(null), setError(null), onChanged()) });
  };

  return (
    <DeskModal visible width={520} title={T.GROUPS_TITLE} onCancel={onClose} footer={null}>
      <Space className="tf-account-groups__new">
        <Input aria-label={T.GROUP_NAME} placeholder={T.GROUP_NAME} value={newName} maxLength={30} onChange={setNewName} onEnterPress={create} />
        <Button theme="solid" onClick={create} loading={save.isPending && !editing}>
          {T.GROUP_NEW}
        </Button>
      </Space>
      <RefusalText message={error} />
      <Typography.Text type="tertiary" size="small">
        {T.GROUP_REMOVE_EXPLAIN}
      </Typography.Text>
      <List
        aria-label={T.GROUPS_TITLE}
        dataSource={[...groups]}
        renderItem={(group: Group) => (
          <List.Item
            main={
              editing?.id === group.groupId ? (
                <Input
                  aria-label={`${T.GROUP_RENAME} ${group.groupName}`}
                  value={editing.name}
                  maxLength={30}
                  onChange={(name) => setEditing({ id: group.groupId, name })}
                  onEnterPress={rename}
                />
              ) : (
                group.groupName
              )
            }
            extra={
              editing?.id === group.groupId ? (
                <Space>
                  <Button size="small" onClick={() => setEditing(null)}>
                    取消
                  </Button>
                  <Button size="small" theme="solid" onClick={rename} loading={save.isPending}>
                    保存
                  </Button>
                </Space>
              ) : (
                <Space>
                  <Button size="small" theme="borderless" onClick={() => setEditing({ id: group.groupId, name: group.groupName })} aria-label={`${T.GROUP_RENAME} ${group.groupName}`}>
                    {T.GROUP_RENAME}
                  </Button>
                  <Button
                    size="small"
                    theme="borderless"
                    loading={remove.isPending && remove.variables?.id === group.groupId}
                    onClick={() => remove.mutate({ id: group.groupId }, { onSuccess: onChanged })}
                    aria-label={`${T.REMOVE} ${group.groupName}`}
                  >
                    {T.REMOVE}
                  </Button>
                </Space>
              )
            }
          />
        )}
      />
    </DeskModal>
  );
}
