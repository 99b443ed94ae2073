import { type ReactNode, useId } from 'react';
import './prefix-container.css';

/** The ids a field inside the container uses to be named by the prefix. */
export interface PrefixContainerIds {
  /** Put on the input: the prefix is a <label for> it. */
  inputId: string;
  /** For controls that take aria-labelledby instead (e.g. Semi's Select). */
  labelId: string;
}

export interface PrefixContainerProps {
  /** The label in the prefix box, e.g. 账户名称. */
  label: ReactNode;
  /** The field; a function receives the ids that tie it to the label. */
  children: ReactNode | ((ids: PrefixContainerIds) => ReactNode);
  /** The id of the field inside, when children is not a function. */
  htmlFor?: string;
  /** Field width in px or CSS; the prefix keeps its own width. */
  width?: number | string;
  disabled?: boolean;
  className?: string;
}

/**
 * Prefix container (widgets spec §2): a label box joined to the left of an input, as one bordered field.
 * The prefix is a real <label>, so the input inside is named by it.
 */
export function PrefixContainer({ label, children, htmlFor, width, disabled = false, className }: PrefixContainerProps) {
  const baseId = useId();
  const ids: PrefixContainerIds = { inputId: htmlFor ?? `${baseId}-input`, labelId: `${baseId}-label` };
  const content = typeof children === 'function' ? children(ids) : children;
  const forId = typeof children === 'function' ? ids.inputId : htmlFor;
  return (
    <div className={['tf-prefix-container', disabled ? 'tf-prefix-container--disabled' : '', className ?? ''].filter(Boolean).join(' ')} style={{ width }}>
      <label className="tf-prefix-container__prefix" id={ids.labelId} htmlFor={forId}>
        {label}
      </label>
      <div className="tf-prefix-container__field">{content}</div>
    </div>
  );
}
