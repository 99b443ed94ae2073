// The targeting editor (docs/design/properties.md §2.3, §2.4) of a type declared with `form: {kind:
// 'targeting', sections}`: the media's values under 地域, 年龄, 性别, 兴趣行为, 平台设备, 网络, 人群包 and the media's
// extras, each through the kit's control of its field kind (regions, interests and behaviours in the region
// cascader over the media's trees, audience packs in a transfer list). The list's 新建 / 编辑 open it in a wide
// dialog (the list's route is not one of shell spec §2.5's full-screen paths); a media's own page (target-add)
// may place TargetingEditor in its page. A chunk of its own: the list route does not carry the cascader.
import { FormLayout, FormModal } from '@toufang/form-kit';
import { RefusalText, Typography } from '@toufang/ui';
import type { PropertyTypeBase } from '../config/property-config';
import { FieldControl, type AnyForm, type FieldContext } from '../form/field-control';
import { NameAndAccount, usePropertyEditor, WithValues, type PropertyEditorProps } from '../form/property-editor';
import { PROPERTY_KIT_TEXTS as T } from '../texts';
import { targetingSections } from './targeting-sections';
import './targeting-editor.css';

/** The wide dialog's width (px): the cascader's three columns beside its selection panel. */
export const TARGETING_DIALOG_WIDTH = 1080;

export interface TargetingEditorProps {
  declaration: PropertyTypeBase;
  /** Any form holding the declaration's values under their own names. */
  form: AnyForm;
  context: FieldContext;
}

/** The sections of a targeting declaration, each field through its kind's control. */
export function TargetingEditor({ declaration, form, context }: TargetingEditorProps) {
  const sections = declaration.form.kind === 'targeting' ? declaration.form.sections : {};
  return (
    <div className="tf-targeting-editor">
      {targetingSections(Object.keys(declaration.fields), sections).map((section) => (
        <section key={section.title} className="tf-targeting-editor__section" aria-label={section.title}>
          <Typography.Title heading={6} className="tf-targeting-editor__title">
            {section.title}
          </Typography.Title>
          {section.fields.map((name) => {
            const spec = declaration.fields[name];
            return spec ? <FieldControl key={name} form={form} name={name} spec={spec} context={context} /> : null;
          })}
        </section>
      ))}
    </div>
  );
}

/** 新建 / 编辑 of a targeting pack from the list, in a wide dialog. */
export function TargetingEditorDialog(props: PropertyEditorProps) {
  return (
    <WithValues props={props} width={TARGETING_DIALOG_WIDTH}>
      {(values) => <EditorDialog {...props} values={values} />}
    </WithValues>
  );
}

function EditorDialog(props: PropertyEditorProps & { values: Record<string, unknown> }) {
  const { declaration, title, row, accounts, onClose } = props;
  const editor = usePropertyEditor(props, props.values);
  return (
    <FormModal
      visible
      width={TARGETING_DIALOG_WIDTH}
      title={row ? T.EDIT_TITLE(title) : T.CREATE_TITLE(title)}
      form={editor.form}
      onCancel={onClose}
      onOk={editor.submit}
      confirmLoading={editor.pending}
      bodyStyle={{ maxHeight: '70vh', overflowY: 'auto' }}
    >
      <FormLayout>
        <NameAndAccount form={editor.form} accounts={accounts} isNew={row === null} max={declaration.limits.NAME_MAX_LENGTH} />
        <TargetingEditor declaration={declaration} form={editor.anyForm} context={editor.context} />
        <RefusalText message={editor.form.refusal} />
      </FormLayout>
    </FormModal>
  );
}
