import type { ReactNode } from 'react';
import { Input } from '@toufang/ui';

export interface PublicInputFieldProps {
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
  /** A password input (with Semi's show-password button). */
  password?: boolean;
  autoFocus?: boolean;
}

/** The attributes every public control shares: its value, length and the error tied to it for screen readers. */
export function controlProps({ id, name, placeholder, autoComplete, value, maxLength, error, required, autoFocus }: PublicInputFieldProps) {
  return {
    id,
    name,
    placeholder,
    autoComplete,
    value,
    maxLength,
    autoFocus,
    validateStatus: error ? ('error' as const) : ('default' as const),
    'aria-invalid': Boolean(error),
    'aria-required': required || undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
}

/** A label above a control and its error beneath (role=alert). */
export function FieldFrame({ id, label, required, error, children }: { id: string; label: string; required?: boolean; error?: string; children: ReactNode }) {
  return (
    <>
      <label className={required ? 'tf-public__label tf-public__label--required' : 'tf-public__label'} htmlFor={id}>
        {label}
      </label>
      {children}
      {error && (
        <div id={`${id}-error`} className="tf-public__error" role="alert">
          {error}
        </div>
      )}
    </>
  );
}

/**
 * A labelled one-line input with its error beneath. Apart from PublicField's text area so the login page
 * does not load Semi's TextArea (docs/architecture.md budgets).
 */
export function PublicInputField(props: PublicInputFieldProps) {
  return (
    <FieldFrame id={props.id} label={props.label} required={props.required} error={props.error}>
      <Input {...controlProps(props)} type={props.type} mode={props.password ? 'password' : undefined} onChange={(next) => props.onChange(next)} size="large" />
    </FieldFrame>
  );
}
