import { Input, TextArea } from '@toufang/ui';

export interface PublicFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  placeholder?: string;
  autoComplete?: string;
  /** Marks the label with an asterisk and the input with aria-required. */
  required?: boolean;
  maxLength?: number;
  type?: 'text' | 'tel' | 'email';
  /** A text area (with a counter when maxLength is set) instead of a one-line input. */
  multiline?: boolean;
}

/**
 * A labelled input with its error beneath, tied together for screen readers (aria-describedby, role=alert).
 * The same pattern as the login page's field, plus required marks, lengths and a multi-line variant.
 */
export function PublicField({ id, name, label, value, onChange, error, placeholder, autoComplete, required, maxLength, type, multiline }: PublicFieldProps) {
  const errorId = `${id}-error`;
  const shared = {
    id,
    name,
    placeholder,
    autoComplete,
    value,
    maxLength,
    validateStatus: error ? ('error' as const) : ('default' as const),
    'aria-invalid': Boolean(error),
    'aria-required': required || undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <>
      <label className={required ? 'tf-public__label tf-public__label--required' : 'tf-public__label'} htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <TextArea {...shared} onChange={(next) => onChange(next)} autosize={{ minRows: 3, maxRows: 6 }} showClear={false} maxCount={maxLength} />
      ) : (
        <Input {...shared} type={type} onChange={(next) => onChange(next)} size="large" />
      )}
      {error && (
        <div id={errorId} className="tf-public__error" role="alert">
          {error}
        </div>
      )}
    </>
  );
}
