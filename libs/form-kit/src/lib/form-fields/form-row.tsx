import type { ReactNode } from 'react';
import { Typography } from '@toufang/ui';
import type { FieldErrors, FormValues } from '../form-state/form-rules';
import './form-fields.css';

/** What a field needs of its form: the values, the messages, a setter and the control's id. */
export interface FieldHost<V extends FormValues> {
  values: V;
  errors: FieldErrors<V>;
  set<K extends keyof V & string>(field: K, value: V[K]): void;
  fieldId(field: keyof V & string): string;
}

export interface FormRowProps {
  /** The control's id: the label points at it, the message is `${id}-error` and the hint `${id}-hint`. */
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: ReactNode;
}

/**
 * One labelled row: the label names the control, and the message (or the hint when there is none) is its
 * description. A message is announced when it appears.
 */
export function FormRow({ id, label, error, hint, children }: FormRowProps) {
  return (
    <div className="tf-form__row">
      <label className="tf-form__label" htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <div className="tf-form__control">
        {children}
        {error ? (
          <Typography.Text type="danger" size="small" id={`${id}-error`} role="alert">
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

/** The aria attributes that tie a control to its row's message or hint. */
export function describedBy(id: string, error: string | undefined, hint: ReactNode) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}

export interface FormLayoutProps {
  children: ReactNode;
  /** `rows` (default): the label left of its control; `stacked`: above it (forms laid out in columns). */
  variant?: 'rows' | 'stacked';
  className?: string;
}

/** The rows of a form, one under another (or in the caller's grid, through `className`). */
export function FormLayout({ children, variant = 'rows', className }: FormLayoutProps) {
  return <div className={['tf-form', variant === 'stacked' ? 'tf-form--stacked' : '', className ?? ''].filter(Boolean).join(' ')}>{children}</div>;
}
