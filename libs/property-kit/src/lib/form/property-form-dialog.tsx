// The form of a property opened from the list (新建 / 编辑): the kit's fields dialog for `form: {kind: 'fields'}`,
// and for the other kinds their own editors, each a chunk of its own loaded when first opened (the targeting
// editor brings the region cascader; a type's custom form is the media's). Also the removal dialog.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import { FormLayout, FormModal } from '@toufang/form-kit';
import { DeleteConfirmContent, DeskModal, RefusalText, lazyDialog } from '@toufang/ui';
import { removePropertiesMutation, type PropertyRow } from '../queries/property-calls';
import { PROPERTY_KIT_TEXTS as T } from '../texts';
import type { PropertyTypeBase } from '../config/property-config';
import { FieldControl } from './field-control';
import { NameAndAccount, usePropertyEditor, WithValues, type PropertyEditorProps } from './property-editor';

const TargetingEditorDialog = lazyDialog(() => import('../targeting/targeting-editor'), 'TargetingEditorDialog');
const TrackUrlGroupDialog = lazyDialog(() => import('../track-urls/track-url-group-form'), 'TrackUrlGroupDialog');
const CustomFormHost = lazyDialog(() => import('./custom-form-host'), 'CustomFormHost');

export type PropertyFormDialogProps = PropertyEditorProps;

/** The type's form for a new object (row null) or an edited one, by the declaration's form kind. */
export function PropertyFormDialog(props: PropertyFormDialogProps) {
  switch (props.declaration.form.kind) {
    case 'targeting':
      return <TargetingEditorDialog {...props} />;
    case 'trackUrls':
      return <TrackUrlGroupDialog {...props} />;
    case 'custom':
      return <CustomFormHost {...props} />;
    default:
      return <WithValues props={props} width={640}>{(values) => <FieldsForm {...props} values={values} />}</WithValues>;
  }
}

function FieldsForm(props: PropertyFormDialogProps & { values: Record<string, unknown> }) {
  const { declaration, title, row, accounts, onClose } = props;
  const editor = usePropertyEditor(props, props.values);
  const { form } = editor;
  return (
    <FormModal visible width={640} title={row ? T.EDIT_TITLE(title) : T.CREATE_TITLE(title)} form={form} onCancel={onClose} onOk={editor.submit} confirmLoading={editor.pending}>
      <FormLayout>
        <NameAndAccount form={form} accounts={accounts} isNew={row === null} max={declaration.limits.NAME_MAX_LENGTH} />
        {Object.entries(declaration.fields).map(([name, spec]) => (
          <FieldControl key={name} form={editor.anyForm} name={name} spec={spec} context={editor.context} />
        ))}
        <RefusalText message={form.refusal} />
      </FormLayout>
    </FormModal>
  );
}

export interface RemovePropertiesDialogProps {
  declaration: PropertyTypeBase;
  title: string;
  rows: readonly PropertyRow[];
  onClose(): void;
  onRemoved(text: string): void;
}

/** The server's refusal of packs that delivering ads use (docs/design/properties.md §6.12): removed only when confirmed. */
const IN_USE = 1702;

export function RemovePropertiesDialog({ declaration, title, rows, onClose, onRemoved }: RemovePropertiesDialogProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  // After 1702 the next 删除 confirms: the media may still refuse a pack in use, and its words are shown.
  const [inUse, setInUse] = useState(false);
  const remove = useMutation(removePropertiesMutation);
  const names = rows.map((r) => `「${r.name}」`).join('、');
  const failed = (answer: { outcomes: { ok: boolean; name: string; reason: string | null }[] }) =>
    answer.outcomes.filter((o) => !o.ok).map((o) => `${o.name}：${o.reason ?? ''}`).join('；');
  return (
    <DeskModal
      visible
      width={520}
      title={T.REMOVE_TITLE(title)}
      okText={inUse ? T.REMOVE_ANYWAY : T.REMOVE}
      confirmLoading={remove.isPending}
      onCancel={onClose}
      onOk={() =>
        remove.mutate(
          { media: declaration.media, type: declaration.type, ids: rows.map((r) => r.id).slice(0, 100), ...(inUse ? { confirm: true } : {}) },
          {
            onSuccess: (answer) => {
              const outcomes = answer?.outcomes ?? [];
              const ok = outcomes.filter((o) => o.ok).length;
              if (ok === outcomes.length) onRemoved(T.REMOVED(ok, 0));
              else setRefusal(`${T.REMOVED(ok, outcomes.length - ok)}。${failed({ outcomes })}`);
            },
            onError: (e) => {
              setInUse(isApiError(e) && e.code === IN_USE);
              setRefusal(isApiError(e) ? e.message : String(e));
            },
          },
        )
      }
    >
      <DeleteConfirmContent name={names} explanation={T.REMOVE_CONFIRM(names)} />
      <RefusalText message={refusal} />
    </DeskModal>
  );
}
