// What every kit form of a property shares (the fields dialog, the targeting editor, the track-URL group
// form): the object's values fetched before an edit, the name and (for a new object) the account, the checks
// before saving (name, the declared schema, the kit's field rules in the media's words), and the create or
// update call whose refusals land under their field.
import type { ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import { checkForm, SelectField, TextField, useForm, type FormSchema, type FormValues } from '@toufang/form-kit';
import { MEDIA_DISPLAY_NAMES, type TrackMacros } from '@toufang/domain';
import { DeskModal, RefusalText, Spin } from '@toufang/ui';
import type { PropertyTypeBase } from '../config/property-config';
import { convertOptionTree, propertyOptionsTreeQuery } from '../options/use-property-options';
import { createPropertyMutation, propertyDetailQuery, updatePropertyMutation, type PropertyInput, type PropertyRow } from '../queries/property-calls';
import { PROPERTY_KIT_TEXTS as T } from '../texts';
import type { AnyForm, FieldContext } from './field-control';
import { checkFieldValues, type TreeIndexes } from './field-rules';

/** The form's own fields beside the values (names no media field has). */
export const NAME = '__name';
export const ACCOUNT = '__account';

type Values = FormValues & { [NAME]: string; [ACCOUNT]: number | null };

export interface PropertyEditorProps {
  declaration: PropertyTypeBase;
  title: string;
  /** The row edited, or null for a new object. */
  row: PropertyRow | null;
  accounts: readonly { value: number; label: string }[];
  /** A child type's parent (the media's id): a new object is made under it. */
  parentId?: string;
  onClose(): void;
  onSaved(text: string): void;
}

/** The edited object's values, fetched first (a spinner in a dialog meanwhile), then the form. */
export function WithValues({ props, width, children }: { props: PropertyEditorProps; width: number; children: (values: Record<string, unknown>) => ReactNode }) {
  const { declaration, row, title, onClose } = props;
  const detail = useQuery({ ...propertyDetailQuery(declaration.media, declaration.type, row?.id ?? 0), enabled: row !== null });
  if (row !== null && !detail.data) {
    return (
      <DeskModal visible width={width} title={T.EDIT_TITLE(title)} footer={null} onCancel={onClose}>
        {detail.isError ? <RefusalText message={isApiError(detail.error) ? detail.error.message : T.FAILED(title)} /> : <Spin />}
      </DeskModal>
    );
  }
  return children(detail.data?.values ?? {});
}

/** Drops what a control keeps only while it is edited (empty lines of a lines field). */
function cleanValues(fields: PropertyTypeBase['fields'], values: Record<string, unknown>): Record<string, unknown> {
  const out = { ...values };
  for (const [name, spec] of Object.entries(fields)) {
    if (spec.kind === 'lines' && Array.isArray(out[name])) out[name] = (out[name] as string[]).map((line) => line.trim()).filter((line) => line !== '');
  }
  return out;
}

/** The form of one object and its save: `submit` checks, then creates or updates; refusals land on their field. */
export function usePropertyEditor({ declaration, row, parentId, onSaved }: PropertyEditorProps, values: Record<string, unknown>, options: { macros?: TrackMacros } = {}) {
  const form = useForm<Values>({ initial: { ...values, [NAME]: row?.name ?? '', [ACCOUNT]: row?.accountId ?? null } });
  const queryClient = useQueryClient();
  const create = useMutation(createPropertyMutation);
  const update = useMutation(updatePropertyMutation);
  const max = declaration.limits.NAME_MAX_LENGTH;
  const anyForm = form as unknown as AnyForm;
  const accountId = row?.accountId ?? form.values[ACCOUNT];
  const context: FieldContext = {
    media: declaration.media,
    accountId,
    fields: declaration.fields,
    ...(declaration.limits.MATERIAL_FIELDS ? { materialFields: declaration.limits.MATERIAL_FIELDS } : {}),
    ...(options.macros ? { macros: options.macros } : {}),
  };

  /** The trees the page has loaded (the cascaders load them when shown), to check codes against. */
  const trees = (): TreeIndexes => {
    const out: TreeIndexes = {};
    for (const kind of ['region', 'interest', 'behavior'] as const) {
      const answer = queryClient.getQueryData(propertyOptionsTreeQuery(declaration.media, kind).queryKey);
      if (answer) out[kind] = convertOptionTree(declaration.media, kind, answer).index;
    }
    return out;
  };

  const submit = () =>
    form.submit((_out, current) => {
      const { [NAME]: rawName, [ACCOUNT]: chosenAccount, ...raw } = current;
      const rest = cleanValues(declaration.fields, raw);
      const name = rawName.trim();
      let ok = true;
      if (name === '') ok = (form.setError(NAME, T.FORM.NAME_REQUIRED), false);
      else if ([...name].length > max) ok = (form.setError(NAME, T.FORM.NAME_TOO_LONG(max)), false);
      if (row === null && chosenAccount === null) ok = (form.setError(ACCOUNT, T.FORM.ACCOUNT_REQUIRED), false);
      const checked = checkForm(declaration.schema as FormSchema<FormValues>, rest);
      if (!checked.ok) {
        for (const [field, message] of Object.entries(checked.errors) as [string, string | undefined][]) if (message) anyForm.setError(field, message);
        if (checked.form) form.setRefusal(checked.form);
        ok = false;
      }
      const ruled = checkFieldValues(declaration.fields, rest, { limits: declaration.limits, trees: trees(), mediaName: MEDIA_DISPLAY_NAMES[declaration.media], ...(options.macros ? { macros: options.macros } : {}) });
      for (const [field, message] of Object.entries(ruled)) if (!anyForm.errors[field]) anyForm.setError(field, message);
      if (Object.keys(ruled).length > 0) ok = false;
      if (!ok) return;
      const parent = row === null && parentId ? { parentId } : {};
      const input = { kind: declaration.kind, name, ...parent, values: rest } as unknown as PropertyInput;
      const done = { onSuccess: () => (form.saved(), onSaved(row ? T.SAVED : T.CREATED)), onError: form.refuse };
      if (row) update.mutate({ id: row.id, input }, done);
      else create.mutate({ accountId: chosenAccount ?? 0, input }, done);
    });

  return { form, anyForm, submit, context, pending: create.isPending || update.isPending };
}

/** The account (a new object only) and the name, above the type's fields. */
export function NameAndAccount({ form, accounts, isNew, max, nameLabel = T.FORM.NAME }: { form: ReturnType<typeof usePropertyEditor>['form']; accounts: PropertyEditorProps['accounts']; isNew: boolean; max: number; nameLabel?: string }) {
  return (
    <>
      {isNew ? <SelectField form={form} name={ACCOUNT} label={T.FORM.ACCOUNT} options={accounts} filter /> : null}
      <TextField form={form} name={NAME} label={nameLabel} maxLength={max} />
    </>
  );
}
