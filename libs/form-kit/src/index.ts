// The form kit: a form's state on a zod schema, field components over the libs/ui widgets, server refusals
// under the field they name, and the question before unsaved input is thrown away (README.md).
export { useForm, type FormApi, type FormOptions } from './lib/form-state/use-form';
export { REFUSAL_CODES, changedFields, checkForm, placeRefusal, sameValue, type FieldErrors, type FormSchema, type FormValues, type RefusalFields } from './lib/form-state/form-rules';
export { FormLayout, FormRow, describedBy, type FieldHost, type FormLayoutProps, type FormRowProps } from './lib/form-fields/form-row';
export {
  CheckboxField,
  NumberField,
  RadioField,
  SelectField,
  SwitchField,
  TextAreaField,
  TextField,
  TreeSelectField,
  type CheckboxFieldProps,
  type FieldsOf,
  type NumberFieldProps,
  type RadioFieldProps,
  type SelectFieldProps,
  type SelectOption,
  type SwitchFieldProps,
  type TextAreaFieldProps,
  type TextFieldProps,
  type TreeOption,
  type TreeSelectFieldProps,
} from './lib/form-fields/form-fields';
export { FieldList, type FieldListProps, type FieldSpec } from './lib/form-fields/field-list';
export { DiscardConfirm, FormModal, useLeaveGuard, type DiscardConfirmProps, type FormModalProps } from './lib/leave-guard/leave-guard';
export { FORM_TEXTS } from './lib/form-texts';
