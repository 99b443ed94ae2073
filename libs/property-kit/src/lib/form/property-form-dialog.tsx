// The kit's own form of a type declared with `form: {kind: 'fields'}` (新建 / 编辑 in a dialog), and the removal
// dialog. The name and, for a new object, its account; then one control per declared field. Kinds that need a
// richer widget (regions, audiences, materials …) belong to the targeting editor or the type's own form.
import { useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import { checkForm, FormLayout, FormModal, FormRow, NumberField, SelectField, SwitchField, TextAreaField, TextField, useForm, type FormSchema, type FormValues } from '@toufang/form-kit';
import { DeleteConfirmContent, DeskModal, RefusalText, Spin, Typography } from '@toufang/ui';
import type { FieldSpec, PropertyTypeBase } from '../config/property-config';
import { createPropertyMutation, propertyDetailQuery, removePropertiesMutation, updatePropertyMutation, type PropertyInput, type PropertyRow } from '../queries/property-calls';
import { PROPERTY_KIT_TEXTS as T } from '../texts';

/** The form's own fields beside the values (names no media field has). */
const NAME = '__name';
const ACCOUNT = '__account';

type Values = FormValues & { [NAME]: string; [ACCOUNT]: number | null };
// The declared fields are named at run time: the controls take any field of the form.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyForm = ReturnType<typeof useForm<Record<string, any>>>;

export interface PropertyFormDialogProps {
  declaration: PropertyTypeBase;
  title: string;
  /** The row edited, or null for a new object. */
  row: PropertyRow | null;
  accounts: readonly { value: number; label: string }[];
  onClose(): void;
  onSaved(text: string): void;
}

export function PropertyFormDialog(props: PropertyFormDialogProps) {
  const detail = useQuery({ ...propertyDetailQuery(props.declaration.media, props.declaration.type, props.row?.id ?? 0), enabled: props.row !== null });
  if (props.row !== null && !detail.data) {
    return (
      <DeskModal visible title={T.EDIT_TITLE(props.title)} footer={null} onCancel={props.onClose}>
        {detail.isError ? <RefusalText message={isApiError(detail.error) ? detail.error.message : T.FAILED(props.title)} /> : <Spin />}
      </DeskModal>
    );
  }
  return <FieldsForm {...props} values={detail.data?.values ?? {}} />;
}

function FieldsForm({ declaration, title, row, accounts, onClose, onSaved, values }: PropertyFormDialogProps & { values: Record<string, unknown> }) {
  const form = useForm<Values>({ initial: { ...values, [NAME]: row?.name ?? '', [ACCOUNT]: row?.accountId ?? null } });
  const create = useMutation(createPropertyMutation);
  const update = useMutation(updatePropertyMutation);
  const max = declaration.limits.NAME_MAX_LENGTH;
  const submit = () =>
    form.submit((_out, current) => {
      const { [NAME]: rawName, [ACCOUNT]: accountId, ...rest } = current;
      const name = rawName.trim();
      let ok = true;
      if (name === '') ok = (form.setError(NAME, T.FORM.NAME_REQUIRED), false);
      else if ([...name].length > max) ok = (form.setError(NAME, T.FORM.NAME_TOO_LONG(max)), false);
      if (row === null && accountId === null) ok = (form.setError(ACCOUNT, T.FORM.ACCOUNT_REQUIRED), false);
      const checked = checkForm(declaration.schema as FormSchema<FormValues>, rest);
      if (!checked.ok) {
        for (const [field, message] of Object.entries(checked.errors) as [string, string | undefined][]) if (message) (form as unknown as AnyForm).setError(field, message);
        if (checked.form) form.setRefusal(checked.form);
        ok = false;
      }
      if (!ok) return;
      const input = { kind: declaration.kind, name, values: rest } as unknown as PropertyInput;
      const done = { onSuccess: () => (form.saved(), onSaved(row ? T.SAVED : T.CREATED)), onError: form.refuse };
      if (row) update.mutate({ id: row.id, input }, done);
      else create.mutate({ accountId: accountId ?? 0, input }, done);
    });
  return (
    <FormModal
      visible
      width={640}
      title={row ? T.EDIT_TITLE(title) : T.CREATE_TITLE(title)}
      form={form}
      onCancel={onClose}
      onOk={submit}
      confirmLoading={create.isPending || update.isPending}
    >
      <FormLayout>
        {row === null ? <SelectField form={form} name={ACCOUNT} label={T.FORM.ACCOUNT} options={accounts} filter /> : null}
        <TextField form={form} name={NAME} label={T.FORM.NAME} maxLength={max} />
        {Object.entries(declaration.fields).map(([name, spec]) => (
          <Field key={name} form={form as unknown as AnyForm} name={name} spec={spec} />
        ))}
        <RefusalText message={form.refusal} />
      </FormLayout>
    </FormModal>
  );
}

function Field({ form, name, spec }: { form: AnyForm; name: string; spec: FieldSpec<unknown> | PropertyTypeBase['fields'][string] }): ReactNode {
  switch (spec.kind) {
    case 'text':
    case 'url':
    case 'trackUrl':
      return <TextField form={form} name={name} label={spec.label} {...('maxLength' in spec && spec.maxLength ? { maxLength: spec.maxLength } : {})} />;
    case 'textarea':
      return <TextAreaField form={form} name={name} label={spec.label} {...(spec.maxLength ? { maxLength: spec.maxLength } : {})} />;
    case 'number':
      return <NumberField form={form} name={name} label={spec.label} {...(spec.min !== undefined ? { min: spec.min } : {})} {...(spec.max !== undefined ? { max: spec.max } : {})} />;
    case 'select':
      return <SelectField form={form} name={name} label={spec.label} options={spec.options} />;
    case 'multiSelect':
      return <SelectField form={form} name={name} label={spec.label} options={spec.options} multiple empty={[] as never} />;
    case 'switch':
      return <SwitchField form={form} name={name} label={spec.label} />;
    default:
      return (
        <FormRow id={form.fieldId(name)} label={spec.label}>
          <Typography.Text type="tertiary">{T.FORM.OWN_FIELD}</Typography.Text>
        </FormRow>
      );
  }
}

export interface RemovePropertiesDialogProps {
  declaration: PropertyTypeBase;
  title: string;
  rows: readonly PropertyRow[];
  onClose(): void;
  onRemoved(text: string): void;
}

export function RemovePropertiesDialog({ declaration, title, rows, onClose, onRemoved }: RemovePropertiesDialogProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const remove = useMutation(removePropertiesMutation);
  const names = rows.map((r) => `「${r.name}」`).join('、');
  const failed = (answer: { outcomes: { ok: boolean; name: string; reason: string | null }[] }) =>
    answer.outcomes.filter((o) => !o.ok).map((o) => `${o.name}：${o.reason ?? ''}`).join('；');
  return (
    <DeskModal
      visible
      width={520}
      title={T.REMOVE_TITLE(title)}
      okText={T.REMOVE}
      confirmLoading={remove.isPending}
      onCancel={onClose}
      onOk={() =>
        remove.mutate(
          { media: declaration.media, type: declaration.type, ids: rows.map((r) => r.id).slice(0, 100) },
          {
            onSuccess: (answer) => {
              const outcomes = answer?.outcomes ?? [];
              const ok = outcomes.filter((o) => o.ok).length;
              if (ok === outcomes.length) onRemoved(T.REMOVED(ok, 0));
              else setRefusal(`${T.REMOVED(ok, outcomes.length - ok)}。${failed({ outcomes })}`);
            },
            onError: (e) => setRefusal(isApiError(e) ? e.message : String(e)),
          },
        )
      }
    >
      <DeleteConfirmContent name={names} explanation={T.REMOVE_CONFIRM(names)} />
      <RefusalText message={refusal} />
    </DeskModal>
  );
}
