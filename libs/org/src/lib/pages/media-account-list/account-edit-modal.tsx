import { useMemo } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { changedFields, FieldList, FormLayout, FormModal, FormRow, REFUSAL_CODES, useForm } from '@toufang/form-kit';
import { RefusalText } from '@toufang/ui';
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

interface AccountFormValues {
  accountName: string;
  remark: string;
  product: string;
  /** 0: 不分组 (the select's own value for no group). */
  groupId: number;
  operatorIds: number[];
}

/** The contract's limits (MediaAccountUpdateRequest). */
const LIMITS = { NAME: 100, REMARK: 200, PRODUCT: 100 } as const;

const schemaFor = (editName: boolean) =>
  z.object({
    accountName: editName ? z.string().check(z.trim(), z.minLength(1, T.NAME_REQUIRED)) : z.string(),
    remark: z.string(),
    product: z.string(),
    groupId: z.number(),
    operatorIds: z.array(z.number()),
  });

/** 修改账户: each field only for the role that may change it (shell spec §6); only changed fields are sent. */
export function AccountEditModal({ record, actions, groups, onClose, onSaved }: AccountEditModalProps) {
  const initial: AccountFormValues = useMemo(
    () => ({
      accountName: record.accountName,
      remark: record.remark,
      product: record.product,
      groupId: record.groupId ?? 0,
      operatorIds: record.operators.map((o) => o.userId),
    }),
    [record],
  );
  const schema = useMemo(() => schemaFor(actions.editName), [actions.editName]);
  const form = useForm<AccountFormValues, z.output<typeof schema>>({ initial, schema, refusalFields: { [REFUSAL_CODES.NAME_TAKEN]: 'accountName' } });
  const optimisers = useQuery({ ...optimisersQuery(), enabled: actions.editName });
  const save = useMutation(updateMediaAccountMutation);

  const submit = () =>
    form.submit((values) => {
      // A field the role may not change is never sent, even if its value were somehow different.
      const allowed: Record<keyof AccountFormValues, boolean> = {
        accountName: actions.editName,
        remark: actions.editName,
        operatorIds: actions.editName,
        product: actions.editProduct,
        groupId: actions.groups,
      };
      const changed = changedFields(initial, values).filter((field) => allowed[field]);
      if (changed.length === 0) {
        onClose();
        return;
      }
      const body: Schemas['MediaAccountUpdateRequest'] = { id: record.id };
      for (const field of changed) {
        if (field === 'groupId') body.groupId = values.groupId || null;
        else if (field === 'operatorIds') body.operatorIds = values.operatorIds;
        else body[field] = values[field];
      }
      save.mutate(body, { onSuccess: () => (form.saved(), onSaved()), onError: form.refuse });
    });

  const idLabel = `${form.fieldId('accountName')}-account-id`;
  return (
    <FormModal visible title={T.EDIT_TITLE} width={520} form={form} onCancel={onClose} onOk={submit} confirmLoading={save.isPending}>
      <FormLayout className="tf-account-edit">
        <FormRow id={idLabel} label={T.ACCOUNT_ID}>
          <span className="tf-account-form__value" aria-labelledby={`${idLabel}-label`}>
            {record.accountId}
          </span>
        </FormRow>
        <FieldList
          form={form}
          fields={[
            actions.editName && { kind: 'text', name: 'accountName', label: T.ACCOUNT_NAME, maxLength: LIMITS.NAME, onEnter: submit },
            actions.editName && { kind: 'text', name: 'remark', label: T.REMARK, maxLength: LIMITS.REMARK, onEnter: submit },
            actions.editName && {
              kind: 'select',
              name: 'operatorIds',
              label: T.OPERATORS,
              multiple: true,
              filter: true,
              loading: optimisers.isPending,
              options: (optimisers.data ?? []).map((user) => ({ value: user.userId, label: user.name })),
            },
            actions.editProduct && { kind: 'text', name: 'product', label: T.PRODUCT, maxLength: LIMITS.PRODUCT, onEnter: submit },
            actions.groups && {
              kind: 'select',
              name: 'groupId',
              label: T.GROUP,
              empty: 0,
              options: [{ value: 0, label: T.NO_GROUP }, ...groups.map((g) => ({ value: g.groupId, label: g.groupName }))],
            },
          ]}
        />
        <RefusalText message={form.refusal} />
      </FormLayout>
    </FormModal>
  );
}
