import { TextArea } from '@toufang/ui';
import { controlProps, FieldFrame, PublicInputField, type PublicInputFieldProps } from './public-input-field';

export interface PublicFieldProps extends PublicInputFieldProps {
  /** A text area (with a counter when maxLength is set) instead of a one-line input. */
  multiline?: boolean;
}

/**
 * A labelled input or text area with its error beneath, tied together for screen readers (aria-describedby,
 * role=alert), with required marks and lengths. Every public form uses it; the login page uses its one-line
 * part, PublicInputField, directly.
 */
export function PublicField({ multiline, ...props }: PublicFieldProps) {
  if (!multiline) return <PublicInputField {...props} />;
  return (
    <FieldFrame id={props.id} label={props.label} required={props.required} error={props.error}>
      <TextArea {...controlProps(props)} onChange={(next) => props.onChange(next)} autosize={{ minRows: 3, maxRows: 6 }} showClear={false} maxCount={props.maxLength} />
    </FieldFrame>
  );
}
