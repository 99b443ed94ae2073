// The monitoring-link group form (docs/design/properties.md §2.3, §2.4) of a type declared with `form: {kind:
// 'trackUrls', macros}`: the group's name, then one link per URL kind the type's fields declare (展示, 点击, 播放,
// 有效播放, 播完, 激活 …, each a `trackUrl` field), built with chips of the media's macros; every link is checked
// by checkTrackUrl with those macros before saving, the refusal in Chinese under its field. The type's other
// fields follow the links.
import { FormLayout, FormModal } from '@toufang/form-kit';
import { RefusalText } from '@toufang/ui';
import type { PropertyTypeBase } from '../config/property-config';
import { FieldControl, type AnyForm, type FieldContext } from '../form/field-control';
import { NameAndAccount, usePropertyEditor, WithValues, type PropertyEditorProps } from '../form/property-editor';
import { PROPERTY_KIT_TEXTS as T } from '../texts';

const WIDTH = 720;

/** The links first (in declared order), then the type's other fields. */
export function trackUrlFieldOrder(fields: PropertyTypeBase['fields']): string[] {
  const names = Object.keys(fields);
  return [...names.filter((name) => fields[name]?.kind === 'trackUrl'), ...names.filter((name) => fields[name]?.kind !== 'trackUrl')];
}

export interface TrackUrlGroupFieldsProps {
  declaration: PropertyTypeBase;
  form: AnyForm;
  /** The form's context; its macros are the type's (`form.macros`). */
  context: FieldContext;
}

/** The group's links and other fields, for a page of the media's own too. */
export function TrackUrlGroupFields({ declaration, form, context }: TrackUrlGroupFieldsProps) {
  return (
    <>
      {trackUrlFieldOrder(declaration.fields).map((name) => {
        const spec = declaration.fields[name];
        return spec ? <FieldControl key={name} form={form} name={name} spec={spec} context={context} /> : null;
      })}
    </>
  );
}

/** 新建 / 编辑 of a monitoring-link group from the list. */
export function TrackUrlGroupDialog(props: PropertyEditorProps) {
  return (
    <WithValues props={props} width={WIDTH}>
      {(values) => <GroupDialog {...props} values={values} />}
    </WithValues>
  );
}

function GroupDialog(props: PropertyEditorProps & { values: Record<string, unknown> }) {
  const { declaration, title, row, accounts, onClose } = props;
  const macros = declaration.form.kind === 'trackUrls' ? declaration.form.macros : undefined;
  const editor = usePropertyEditor(props, props.values, macros ? { macros } : {});
  return (
    <FormModal visible width={WIDTH} title={row ? T.EDIT_TITLE(title) : T.CREATE_TITLE(title)} form={editor.form} onCancel={onClose} onOk={editor.submit} confirmLoading={editor.pending}>
      <FormLayout>
        <NameAndAccount form={editor.form} accounts={accounts} isNew={row === null} max={declaration.limits.NAME_MAX_LENGTH} nameLabel={T.TRACK.NAME} />
        <TrackUrlGroupFields declaration={declaration} form={editor.anyForm} context={editor.context} />
        <RefusalText message={editor.form.refusal} />
      </FormLayout>
    </FormModal>
  );
}
