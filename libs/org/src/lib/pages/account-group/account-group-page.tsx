import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubApp } from '@toufang/api/sub-app';
import { can, effectiveRole } from '@toufang/domain';
import { ListEmpty } from '@toufang/list-kit';
import { Button, Card, DeleteConfirmContent, DeskModal, Input, PageFrame, RefusalText, Space, Spin, Tag, Toast, Typography } from '@toufang/ui';
import { removeAccountGroupMutation } from '../../queries/account-group-remove';
import { saveAccountGroupMutation } from '../../queries/account-group-save';
import { ACCOUNT_GROUPS_KEY, accountGroupsQuery } from '../../queries/account-groups';
import { MEDIA_ACCOUNT_PAGE_KEY } from '../../queries/media-account-page';
import { MEDIA_ACCOUNT_TEXTS as T } from '../../terms';
import './account-group-page.css';

/**
 * 账户分组 (shell spec §2.3 account section): the company's account groups with the accounts in each. Creating,
 * renaming and deleting a group is for the roles that manage groups (shell spec §6); everyone else reads.
 */
export default function AccountGroupPage() {
  const { user } = useSubApp();
  const manages = can(effectiveRole(user.role, user.isDesignManager), 'manageGroups');
  const queryClient = useQueryClient();
  const groups = useQuery(accountGroupsQuery());
  const save = useMutation(saveAccountGroupMutation);
  const remove = useMutation(removeAccountGroupMutation);
  const [newName, setNewName] = useState('');
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const [removing, setRemoving] = useState<{ id: number; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: ACCOUNT_GROUPS_KEY });
    void queryClient.invalidateQueries({ queryKey: MEDIA_ACCOUNT_PAGE_KEY });
  };
  const create = () => {
    const name = newName.trim();
    if (!name) return setError(T.GROUP_NAME_REQUIRED);
    save.mutate({ name }, { onSuccess: () => (setNewName(''), setError(null), Toast.success(T.SAVED), changed()) });
  };
  const rename = () => {
    if (!renaming) return;
    const name = renaming.name.trim();
    if (!name) return setError(T.GROUP_NAME_REQUIRED);
    save.mutate({ id: renaming.id, name }, { onSuccess: () => (setRenaming(null), setError(null), Toast.success(T.SAVED), changed()) });
  };

  return (
    <PageFrame title={T.GROUP}>
      {manages ? (
        <Space className="tf-account-group__new">
          <Input aria-label={T.GROUP_NAME} placeholder={T.GROUP_NAME} value={newName} maxLength={30} onChange={setNewName} onEnterPress={create} style={{ width: 260 }} />
          <Button theme="solid" onClick={create} loading={save.isPending && !renaming}>
            {T.GROUP_NEW}
          </Button>
        </Space>
      ) : null}
      <RefusalText message={error} />
      {groups.isPending ? (
        <Spin />
      ) : groups.isError || groups.data.length === 0 ? (
        // The list kit's failed (with 重试) and empty states; the groups are cards, not a table.
        <ListEmpty list={groups} failed={T.GROUP_LOAD_FAILED} empty={T.GROUP_EMPTY} />
      ) : (
        <div className="tf-account-group__grid">
          {groups.data.map((group) => (
            <Card
              key={group.groupId}
              title={
                renaming?.id === group.groupId ? (
                  <Input
                    aria-label={`${T.GROUP_RENAME} ${group.groupName}`}
                    value={renaming.name}
                    maxLength={30}
                    onChange={(name) => setRenaming({ id: group.groupId, name })}
                    onEnterPress={rename}
                    size="small"
                  />
                ) : (
                  <span>
                    {group.groupName} <Tag size="small">{group.children.length} 个账户</Tag>
                  </span>
                )
              }
              headerExtraContent={
                manages ? (
                  renaming?.id === group.groupId ? (
                    <Space>
                      <Button size="small" onClick={() => setRenaming(null)}>
                        取消
                      </Button>
                      <Button size="small" theme="solid" loading={save.isPending} onClick={rename}>
                        保存
                      </Button>
                    </Space>
                  ) : (
                    <Space>
                      <Button size="small" theme="borderless" onClick={() => setRenaming({ id: group.groupId, name: group.groupName })} aria-label={`${T.GROUP_RENAME} ${group.groupName}`}>
                        {T.GROUP_RENAME}
                      </Button>
                      <Button size="small" theme="borderless" onClick={() => setRemoving({ id: group.groupId, name: group.groupName })} aria-label={`${T.REMOVE} ${group.groupName}`}>
                        {T.REMOVE}
                      </Button>
                    </Space>
                  )
                ) : null
              }
            >
              {group.children.length === 0 ? (
                <Typography.Text type="tertiary">暂无账户</Typography.Text>
              ) : (
                <ul className="tf-account-group__accounts" aria-label={`${group.groupName}的账户`}>
                  {group.children.map((account) => (
                    <li key={account.mediaAccountId}>
                      {account.mediaAccountName}
                      <Typography.Text type="tertiary" size="small">
                        （{account.mediaAccountId}）
                      </Typography.Text>
                    </li>
                  ))}
                </ul>
              )}
            </Card>
          ))}
        </div>
      )}
      {removing ? (
        <DeskModal
          visible
          width={480}
          title="删除分组"
          okText={T.REMOVE}
          confirmLoading={remove.isPending}
          onCancel={() => setRemoving(null)}
          onOk={() => remove.mutate({ id: removing.id }, { onSuccess: () => (setRemoving(null), Toast.success(T.SAVED), changed()) })}
        >
          <DeleteConfirmContent name={removing.name} explanation={T.GROUP_REMOVE_EXPLAIN} />
        </DeskModal>
      ) : null}
    </PageFrame>
  );
}
