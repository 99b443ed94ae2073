import { useMemo } from 'react';
import { useMutation } from '@tanstack/react-query';
import { PASSWORD_HINT, type LegacyRole } from '@toufang/domain';
import { FieldList, FormLayout, FormModal, REFUSAL_CODES, useForm, type FieldSpec } from '@toufang/form-kit';
import { RefusalText } from '@toufang/ui';
import type { DepartmentRecord } from '../../queries/departments';
import { createManagedUserMutation } from '../../queries/managed-user-create';
import { updateManagedUserMutation } from '../../queries/managed-user-update';
import type { ManagedUserRecord } from '../../queries/managed-users';
import type { RoleRecord } from '../../queries/roles';
import { USER_MANAGE_TEXTS as T } from '../../terms';
import { USER_FIELD_LIMITS, departmentNodes, emptyUserForm, grantableRoles, toCreateRequest, toUpdateRequest, userFormOf, userFormSchema, type UserFormValues } from './user-manage-rules';

/** A taken username and a password the rule refuses are the server's to find; they show under their field. */
const REFUSAL_FIELDS = { [REFUSAL_CODES.NAME_TAKEN]: 'username', [REFUSAL_CODES.PASSWORD_RULE]: 'password' } as const;

export interface UserFormModalProps {
  /** null: 新建用户. */
  user: ManagedUserRecord | null;
  caller: { role: LegacyRole; userId: number };
  roles: readonly RoleRecord[];
  departments: readonly DepartmentRecord[];
  onClose(): void;
  /** Created: the one-time password (null when the form gave one). */
  onCreated(user: ManagedUserRecord, oneTimePassword: string | null): void;
  onUpdated(): void;
}

/**
 * 新建用户 / 编辑用户 on the form kit. The checks mirror the contract and the password rule of shell spec §5;
 * a server refusal shows under the field it names (a username taken) or under the form (a role not allowed),
 * and nothing typed is lost.
 */
export function UserFormModal({ user, caller, roles, departments, onClose, onCreated, onUpdated }: UserFormModalProps) {
  const creating = user === null;
  const grantable = useMemo(() => grantableRoles(roles, caller.role), [roles, caller.role]);
  const schema = useMemo(() => userFormSchema(creating), [creating]);
  const form = useForm<UserFormValues>({
    // An agent creates only second-level agents: the one role is chosen for them.
    initial: () => (user ? userFormOf(user) : emptyUserForm(new Date(), grantable.length === 1 ? grantable[0].code : '')),
    schema,
    refusalFields: REFUSAL_FIELDS,
  });
  const create = useMutation(createManagedUserMutation);
  const update = useMutation(updateManagedUserMutation);
  const treeData = useMemo(() => departmentNodes(departments), [departments]);
  const ownRole = !creating && user.id === caller.userId;
  // Editing a user whose role the caller may not grant still shows it (read-only unless changed).
  const roleOptions = useMemo(() => {
    const list = grantable.map((r) => ({ value: r.code, label: r.name }));
    if (user && !list.some((o) => o.value === user.roleCode)) list.unshift({ value: user.roleCode, label: user.roleName });
    return list;
  }, [grantable, user]);

  const submit = () =>
    form.submit((values) => {
      if (creating) {
        create.mutate(toCreateRequest(values), {
          onSuccess: (result) => {
            form.saved();
            if (result) onCreated(result.user, result.oneTimePassword);
          },
          onError: form.refuse,
        });
      } else {
        update.mutate(toUpdateRequest(user.id, values), { onSuccess: () => (form.saved(), onUpdated()), onError: form.refuse });
      }
    });

  const fields: (FieldSpec<UserFormValues> | null)[] = [
    { kind: 'text', name: 'username', label: T.USERNAME, maxLength: USER_FIELD_LIMITS.USERNAME, disabled: !creating, onEnter: submit },
    { kind: 'text', name: 'name', label: T.NAME, maxLength: USER_FIELD_LIMITS.NAME, onEnter: submit },
    { kind: 'text', name: 'email', label: T.EMAIL, maxLength: USER_FIELD_LIMITS.EMAIL, onEnter: submit },
    { kind: 'text', name: 'phone', label: T.PHONE, maxLength: USER_FIELD_LIMITS.PHONE, onEnter: submit },
    { kind: 'select', name: 'roleCode', label: T.ROLE, options: roleOptions, empty: '', disabled: ownRole || (creating && caller.role === 'AGENT_FIRST') },
    { kind: 'tree-select', name: 'departmentId', label: T.DEPARTMENT, treeData, placeholder: T.NO_DEPARTMENT, showClear: true, filter: true },
    { kind: 'text', name: 'startTime', label: T.START_TIME, placeholder: T.TIME_PLACEHOLDER, onEnter: submit },
    { kind: 'text', name: 'expireTime', label: T.EXPIRE_TIME, placeholder: T.TIME_PLACEHOLDER, onEnter: submit },
    creating
      ? { kind: 'text', name: 'password', label: T.PASSWORD, mode: 'password', autoComplete: 'new-password', maxLength: USER_FIELD_LIMITS.PASSWORD, hint: `${T.PASSWORD_OPTIONAL}；${PASSWORD_HINT}`, onEnter: submit }
      : null,
  ];

  return (
    <FormModal
      visible
      width={560}
      title={creating ? T.CREATE : T.EDIT_TITLE}
      form={form}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={create.isPending || update.isPending}
    >
      <FormLayout>
        <FieldList form={form} fields={fields} />
        <RefusalText message={form.refusal} />
      </FormLayout>
    </FormModal>
  );
}
