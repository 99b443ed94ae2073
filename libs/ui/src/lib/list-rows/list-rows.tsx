import { IconChevronRight } from '@douyinfe/semi-icons';
import type { ReactNode } from 'react';
import { EllipsisText } from '../ellipsis-text/ellipsis-text';
import './list-rows.css';

function cx(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

export interface TextListRowProps {
  /** One line, cut with an ellipsis and a tooltip when too long. */
  text: string;
  /** A grey second line. */
  description?: string;
  /** Actions on the right; kept outside the row's own button. */
  extra?: ReactNode;
  /** The row is the current one (aria-current). */
  active?: boolean;
  disabled?: boolean;
  /** Makes the row a button. */
  onClick?: () => void;
  className?: string;
}

/** A text row of a list (widgets spec §2): text, optional description and actions; clickable when onClick is set. */
export function TextListRow({ text, description, extra, active = false, disabled = false, onClick, className }: TextListRowProps) {
  const body = (
    <>
      <EllipsisText className="tf-list-row__text">{text}</EllipsisText>
      {description ? <EllipsisText className="tf-list-row__description">{description}</EllipsisText> : null}
    </>
  );
  return (
    <div className={cx('tf-list-row', 'tf-list-row--text', active && 'tf-list-row--active', disabled && 'tf-list-row--disabled', className)}>
      {onClick ? (
        <button type="button" className="tf-list-row__main" aria-current={active || undefined} disabled={disabled} onClick={onClick}>
          {body}
        </button>
      ) : (
        <div className="tf-list-row__main" aria-current={active || undefined} aria-disabled={disabled || undefined}>
          {body}
        </div>
      )}
      {extra ? <div className="tf-list-row__extra">{extra}</div> : null}
    </div>
  );
}

export interface TitleListRowProps {
  title: string;
  /** Shown after the title as (n). */
  count?: number;
  extra?: ReactNode;
  /** Makes the title a heading of this level for screen readers. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

/** A title row that heads a group of rows (widgets spec §2): bold title, optional (count) and actions. */
export function TitleListRow({ title, count, extra, headingLevel, className }: TitleListRowProps) {
  return (
    <div className={cx('tf-list-row', 'tf-list-row--title', className)}>
      <div className="tf-list-row__main" role={headingLevel ? 'heading' : undefined} aria-level={headingLevel}>
        <EllipsisText className="tf-list-row__title">{title}</EllipsisText>
        {count !== undefined ? <span className="tf-list-row__count">({count})</span> : null}
      </div>
      {extra ? <div className="tf-list-row__extra">{extra}</div> : null}
    </div>
  );
}

export interface ClassifyListRowProps {
  /** The category's name. */
  label: string;
  /** How many items the category holds, in a badge. */
  count?: number;
  icon?: ReactNode;
  /** The chosen category (aria-current). */
  active?: boolean;
  disabled?: boolean;
  onSelect?: () => void;
  className?: string;
}

/** A category row of a classify list (widgets spec §2): choosing it shows the category's items elsewhere. */
export function ClassifyListRow({ label, count, icon, active = false, disabled = false, onSelect, className }: ClassifyListRowProps) {
  return (
    <div className={cx('tf-list-row', 'tf-list-row--classify', active && 'tf-list-row--active', disabled && 'tf-list-row--disabled', className)}>
      <button
        type="button"
        className="tf-list-row__main"
        // The badge alone would read as a number glued to the label.
        aria-label={count !== undefined ? `${label} (${count})` : undefined}
        aria-current={active || undefined}
        disabled={disabled}
        onClick={onSelect}
      >
        {icon ? <span className="tf-list-row__icon">{icon}</span> : null}
        <EllipsisText className="tf-list-row__text">{label}</EllipsisText>
        {count !== undefined ? (
          <span className="tf-list-row__badge" aria-hidden="true">
            {count}
          </span>
        ) : null}
        <IconChevronRight className="tf-list-row__chevron" aria-hidden="true" size="small" />
      </button>
    </div>
  );
}
