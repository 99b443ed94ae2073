import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import { IconClose } from '@douyinfe/semi-icons';
import { DEFAULT_TEXTS, SIZES, UI_TEXTS } from '@toufang/domain';
import type { ReactNode } from 'react';
import { EllipsisText } from '../ellipsis-text/ellipsis-text';
import './echo-container.css';

/** A chosen value shown back to the user. */
export interface EchoItem<V extends string | number = string | number> {
  value: V;
  label: string;
  /** Cannot be removed one by one (still cleared by 清空 unless the page keeps it). */
  disabled?: boolean;
}

/** The remove button's accessible name. */
export const echoRemoveLabel = (label: string) => `移除${label}`;

export interface EchoContainerProps<V extends string | number = string | number> {
  items: readonly EchoItem<V>[];
  /** A tag's close button was pressed. */
  onRemove?: (value: V, item: EchoItem<V>) => void;
  /** 清空 was pressed; without this handler there is no 清空. */
  onClear?: () => void;
  /** A label before the tags, e.g. 已选账户; also names the list for screen readers. */
  label?: ReactNode;
  /** Shown when nothing is chosen; 暂未选择 by default. */
  emptyText?: ReactNode;
  disabled?: boolean;
  className?: string;
}

/**
 * Echo container (widgets spec §2): the chosen values as closable tags, each at most 88 px wide (spec §9)
 * with an ellipsis and a tooltip when cut, and 清空 to clear them all.
 */
export function EchoContainer<V extends string | number = string | number>({
  items,
  onRemove,
  onClear,
  label,
  emptyText = DEFAULT_TEXTS.NOTHING_SELECTED,
  disabled = false,
  className,
}: EchoContainerProps<V>) {
  const listName = typeof label === 'string' ? label : '已选项';
  return (
    <div className={['tf-echo-container', disabled ? 'tf-echo-container--disabled' : '', className ?? ''].filter(Boolean).join(' ')}>
      {label ? <span className="tf-echo-container__label">{label}</span> : null}
      {items.length ? (
        <ul className="tf-echo-container__tags" aria-label={listName}>
          {items.map((item) => (
            <li key={String(item.value)} className="tf-echo-container__item" data-value={String(item.value)}>
              <Tag
                className="tf-echo-container__tag"
                color="white"
                style={{ maxWidth: SIZES.TAG_MAX_WIDTH }}
                suffixIcon={
                  onRemove && !item.disabled && !disabled ? (
                    <button type="button" className="tf-echo-container__remove" aria-label={echoRemoveLabel(item.label)} onClick={() => onRemove(item.value, item)}>
                      <IconClose size="small" aria-hidden="true" />
                    </button>
                  ) : undefined
                }
              >
                <EllipsisText className="tf-echo-container__text">{item.label}</EllipsisText>
              </Tag>
            </li>
          ))}
        </ul>
      ) : (
        <span className="tf-echo-container__empty">{emptyText}</span>
      )}
      {onClear && items.length ? (
        <Button className="tf-echo-container__clear" theme="borderless" size="small" disabled={disabled} onClick={onClear}>
          {UI_TEXTS.CLEAR}
        </Button>
      ) : null}
    </div>
  );
}
