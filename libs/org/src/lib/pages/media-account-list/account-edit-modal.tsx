import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { Schemas } from '@toufang/api';
import { DeskModal, Input, RefusalText, Select, Typography } from '@toufang/ui';
import type { MediaAccountRecord } from '../../queries/media-account-page';
import { updateMediaAccountMutation } from '../../queries/media-account-update';
import { optimisersQuery } from '../../queries/optimisers';
import { MEDIA_ACCOUNT_TEXTS as T } from '../../terms';
import type { AccountActions } from './media-account-list-rules';

export interface AccountEditModalProps {
  record: MediaAccountRecord;
  actions: AccountActions;
  groups: readonly { groupId: number; groupName: string }[];
  onClose(): void;
  onSaved(): void;
}

/** 修改账户: each field only for the role that may change it (shell spec §6); only changed fields are sent. */
export function AccountEditModal({ record, actions, groups, onClose, onSaved }: AccountEditModalProps) {
  const [accountName, setAccountName] = useState(record.accountName);
  const [remark, setRemark] = useState(record.remark);
  const [product, setProduct] = useState(record.product);
  const [groupId, setGroupId] = useState<number | null>(record.groupId);
  const [operatorIds, setOperatorIds] = useState<number[]>(record.operators.map((o) => o.userId));
  const [error, setError] = useState<string | null>(null);
  const optimisers = useQuery({ ...optimisersQuery(), enabled: actions.editName });
  const save = useMutation(updateMediaAccountMutation);

  const submit = () => {
    const name = accountName.trim();
    if (actions.editName && !name) {
      setError(T.NAME_REQUIRED);
      return;
    }
    const body: Schemas['MediaAccountUpdateRequest'] = { id: record.id };
    if (actions.editName && name !== record.accountName) body.accountName = name;
    if (actions.editName && remark !== record.remark) body.remark = remark;
    if (actions.editName && operatorIds.join(',') !== record.operators.map((o) => o.userId).join(',')) body.operatorIds = operatorIds;
    if (actions.editProduct && product !== record.product) body.product = product;
    if (actions.groups && groupId !== record.groupId) body.groupId = groupId;
    if (Object.keys(body).length === 1) {
      onClose();
      return;
    }
    save.mutate(body, { onSuccess: onSaved });
  };

  const label = (text: string, id: string) => (
    <Typography.Text strong id={id} className="tf-account-form__label">
      {text}
    </Typography.Text>
  );

  return (
    <DeskModal visible title={T.EDIT_TITLE} width={520} onCancel={onClose} onOk={submit} confirmLoading={save.isPending}>
      <div className="tf-account-form">
        <div className="tf-account-form__row">
          {label(T.ACCOUNT_ID, 'edit-account-id')}
          <span aria-labelledby="edit-account-id">{record.accountId}</span>
        </div>
        {actions.editName ? (
          <>
            <div className="tf-account-form__row">
              {label(T.ACCOUNT_NAME, 'edit-account-name')}
              <Input
                aria-labelledby="edit-account-name"
                value={accountName}
                maxLength={100}
                validateStatus={error ? 'error' : 'default'}
                onChange={(value) => {
                  setAccountName(value);
                  setError(null);
                }}
              />
            </div>
            <RefusalText message={error} />
            <div className="tf-account-form__row">
              {label(T.REMARK, 'edit-account-remark')}
              <Input aria-labelledby="edit-account-remark" value={remark} maxLength={200} onChange={setRemark} />
            </div>
            <div className="tf-account-form__row">
              {label(T.OPERATORS, 'edit-account-operators')}
              <Select
                aria-labelledby="edit-account-operators"
                multiple
                filter
                style={{ width: '100%' }}
                value={operatorIds}
                loading={optimisers.isPending}
                optionList={(optimisers.data ?? []).map((user) => ({ value: user.userId, label: user.name }))}
                onChange={(value) => setOperatorIds((value as number[]) ?? [])}
              />
            </div>
          </>
        ) : null}
        {actions.editProduct ? (
          <div className="tf-account-form__row">
            {label(T.PRODUCT, 'edit-account-product')}
            <Input aria-labelledby="edit-account-product" value={product} maxLength={100} onChange={setProduct} />
          </div>
        ) : null}
        {actions.groups ? (
          <div className="tf-account-form__row">
            {label(T.GROUP, 'edit-account-group')}
            <Select
              aria-labelledby="edit-account-group"
              style={{ width: '100%' }}
              value={groupId ?? 0}
              optionList={[{ value: 0, label: T.NO_GROUP }, ...groups.map((g) => ({ value: g.groupId, label: g.groupName }))]}
              onChange={(value) => setGroupId(Number(value) || null)}
            />
          </div>
        ) : null}
      </div>
    </DeskModal>
  );
}
