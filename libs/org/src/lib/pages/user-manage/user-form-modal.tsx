import { useId, useMemo, useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import { PASSWORD_HINT, type LegacyRole } from '@toufang/domain';
import { DeskModal, Input, PlainTreeSelect, RefusalText, Select, Typography } from '@toufang/ui';
import type { DepartmentRecord } from '../../queries/departments';
import { createManagedUserMutation } from '../../queries/managed-user-create';
import { updateManagedUserMutation } from '../../queries/managed-user-update';
import type { ManagedUserRecord } from '../../queries/managed-users';
import type { RoleRecord } from '../../queries/roles';
import { USER_MANAGE_TEXTS as T } from '../../terms';
import {
  USER_FIELD_LIMITS,
  departmentNodes,
  emptyUserForm,
  grantableRoles,
  toCreateRequest,
  toUpdateRequest,
  userFormOf,
  validateUserForm,
  type UserFormErrors,
  type UserFormField,
  type UserFormValues,
} from './user-manage-rules';
import './user-manage-page.css';

/** One labelled row of the form: the label names the control, the message is its description. */
function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div className="tf-user-form__row">
      <label className="tf-user-form__label" htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <div className="tf-user-form__control">
        {children}
        {error ? (
          <Typography.Text type="danger" size="small" id={`${id}-error`}>
            {error}
          </Typography.Text>
        ) : hint ? (
          <Typography.Text type="tertiary" size="small" id={`${id}-hint`}>
            {hint}
          </Typography.Text>
        ) : null}
      </div>
    </div>
  );
}

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
 * 新建用户 / 编辑用户. The checks mirror the contract and the password rule of shell spec §5; a server refusal
 * (a username taken, a role not allowed) is shown under the form and nothing typed is lost.
 */
export function UserFormModal({ user, caller, roles, departments, onClose, onCreated, onUpdated }: UserFormModalProps) {
  const creating = user === null;
  const grantable = useMemo(() => grantableRoles(roles, caller.role), [roles, caller.role]);
  // An agent creates only second-level agents: the one role is chosen for them.
  const [values, setValues] = useState<UserFormValues>(() =>
    user ? userFormOf(user) : emptyUserForm(new Date(), grantable.length === 1 ? grantable[0].code : ''),
  );
  const [errors, setErrors] = useState<UserFormErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const create = useMutation(createManagedUserMutation);
  const update = useMutation(updateManagedUserMutation);
  const base = useId();
  const id = (field: UserFormField) => `${base}-${field}`;
  const treeData = useMemo(() => departmentNodes(departments), [departments]);
  const ownRole = !creating && user.id === caller.userId;
  // Editing a user whose role the caller may not grant still shows it (read-only unless changed).
  const roleOptions = useMemo(() => {
    // No tick column: an option's accessible name is then exactly the role's name.
    const list = grantable.map((r) => ({ value: r.code, label: r.name, showTick: false }));
    if (user && !list.some((o) => o.value === user.roleCode)) list.unshift({ value: user.roleCode, label: user.roleName, showTick: false });
    return list;
  }, [grantable, user]);

  const set = <K extends UserFormField>(field: K, value: UserFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setRefusal(null);
  };
  const described = (field: UserFormField) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id(field)}-error` : `${id(field)}-hint`,
  });

  const submit = () => {
    const found = validateUserForm(values, creating);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const onError = (e: unknown) => setRefusal(isApiError(e) ? e.message : String(e));
    if (creating) {
      create.mutate(toCreateRequest(values), { onSuccess: (result) => result && onCreated(result.user, result.oneTimePassword), onError });
    } else {
      update.mutate(toUpdateRequest(user.id, values), { onSuccess: onUpdated, onError });
    }
  };

  const text = (field: 'username' | 'name' | 'email' | 'phone' | 'startTime' | 'expireTime', max?: number, placeholder?: string) => (
    <Input
      id={id(field)}
      value={values[field]}
      maxLength={max}
      placeholder={placeholder}
      validateStatus={errors[field] ? 'error' : 'default'}
      onChange={(value) => set(field, value)}
      onEnterPress={submit}
      {...described(field)}
    />
  );

  return (
    <DeskModal
      visible
      width={560}
      title={creating ? T.CREATE : T.EDIT_TITLE}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={create.isPending || update.isPending}
    >
      <div className="tf-user-form">
        {creating ? (
          <Field id={id('username')} label={T.USERNAME} error={errors.username}>
            {text('username', USER_FIELD_LIMITS.USERNAME)}
          </Field>
        ) : (
          <Field id={id('username')} label={T.USERNAME}>
            <Input id={id('username')} value={values.username} disabled />
          </Field>
        )}
        <Field id={id('name')} label={T.NAME} error={errors.name}>
          {text('name', USER_FIELD_LIMITS.NAME)}
        </Field>
        <Field id={id('email')} label={T.EMAIL} error={errors.email}>
          {text('email', USER_FIELD_LIMITS.EMAIL)}
        </Field>
        <Field id={id('phone')} label={T.PHONE} error={errors.phone}>
          {text('phone', USER_FIELD_LIMITS.PHONE)}
        </Field>
        <Field id={id('roleCode')} label={T.ROLE} error={errors.roleCode}>
          <Select
            aria-labelledby={`${id('roleCode')}-label`}
            value={values.roleCode || undefined}
            optionList={roleOptions}
            placeholder="请选择"
            style={{ width: '100%' }}
            disabled={ownRole || (creating && caller.role === 'AGENT_FIRST')}
            validateStatus={errors.roleCode ? 'error' : 'default'}
            onChange={(value) => set('roleCode', String(value))}
            {...described('roleCode')}
          />
        </Field>
        <Field id={id('departmentId')} label={T.DEPARTMENT}>
          <PlainTreeSelect
            aria-labelledby={`${id('departmentId')}-label`}
            treeData={treeData}
            value={values.departmentId ?? undefined}
            placeholder={T.NO_DEPARTMENT}
            showClear
            filterTreeNode
            expandAll
            style={{ width: '100%' }}
            onChange={(value) => set('departmentId', typeof value === 'number' ? value : null)}
          />
        </Field>
        <Field id={id('startTime')} label={T.START_TIME} error={errors.startTime}>
          {text('startTime', undefined, T.TIME_PLACEHOLDER)}
        </Field>
        <Field id={id('expireTime')} label={T.EXPIRE_TIME} error={errors.expireTime}>
          {text('expireTime', undefined, T.TIME_PLACEHOLDER)}
        </Field>
        {creating ? (
          <Field id={id('password')} label={T.PASSWORD} error={errors.password} hint={`${T.PASSWORD_OPTIONAL}；${PASSWORD_HINT}`}>
            <Input
              id={id('password')}
              mode="password"
              autoComplete="new-password"
              value={values.password}
              maxLength={USER_FIELD_LIMITS.PASSWORD}
              validateStatus={errors.password ? 'error' : 'default'}
              onChange={(value) => set('password', value)}
              onEnterPress={submit}
              {...described('password')}
            />
          </Field>
        ) : null}
        <RefusalText message={refusal} />
      </div>
    </DeskModal>
  );
}
