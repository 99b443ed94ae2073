import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Popover from '@douyinfe/semi-ui-19/lib/es/popover';
import { IconEdit } from '@douyinfe/semi-icons';
import { COLUMN_TITLE, UI_TEXTS } from '@toufang/domain';
import { CharCounter } from '../char-counter/char-counter';
import { firstRuleError, isOverMax, textLength, type InlineEditRule } from './inline-edit-rules';
import './inline-bid-editor.css';
import { useAwaitedSave } from '../shared/use-awaited-save';

export interface InlineBidEditorProps {
  /** The value shown; the editor opens with it. */
  value: string | number | null | undefined;
  /** Called with the trimmed text once every rule passes. A returned promise keeps the editor open and busy until it settles; a rejection keeps it open. */
  onConfirm: (value: string) => void | Promise<unknown>;
  onCancel?: () => void;
  /** Checks run on 确定 (and on every change after a failed 确定); the first message shows. */
  rules?: readonly InlineEditRule[];
  /** Shows a counter; over it the counter turns red and 确定 is unavailable. */
  maxLength?: number;
  /** What the value is, for the input's and the edit button's names. Default 出价. */
  label?: string;
  placeholder?: string;
  /** The input's unit, e.g. 元. */
  suffix?: ReactNode;
  /** How the value shows; default as it is, or emptyText when empty. */
  formatValue?: (value: string | number) => ReactNode;
  emptyText?: string;
  disabled?: boolean;
}

const DEFAULT_LABEL = '出价';
const DEFAULT_EMPTY = '-';

/** A value with an edit icon that opens a small validated form (widgets spec §2, §5, §9). */
export function InlineBidEditor({
  value,
  onConfirm,
  onCancel,
  rules = [],
  maxLength,
  label = DEFAULT_LABEL,
  placeholder,
  suffix,
  formatValue,
  emptyText = DEFAULT_EMPTY,
  disabled,
}: InlineBidEditorProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [attempted, setAttempted] = useState(false);
  const { saving, save } = useAwaitedSave();
  const editButton = useRef<HTMLButtonElement>(null);
  const id = useId();
  const errorId = `${id}-error`;

  const text = draft.trim();
  const error = attempted ? firstRuleError(text, rules) : undefined;
  const over = isOverMax(draft, maxLength);
  const empty = value === null || value === undefined || value === '';

  const close = () => {
    setOpen(false);
    editButton.current?.focus();
  };

  const start = () => {
    setDraft(empty ? '' : String(value));
    setAttempted(false);
    setOpen(true);
  };

  const cancel = () => {
    if (saving) return;
    close();
    onCancel?.();
  };

  const confirm = async () => {
    if (saving) return;
    setAttempted(true);
    if (firstRuleError(text, rules) || over) return;
    await save(onConfirm(text), close);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      cancel();
    }
  };

  const panel = (
    <div className="tf-inline-bid__panel" style={{ width: COLUMN_TITLE.EDIT_POPOVER_WIDTH }} role="group" aria-label={`编辑${label}`} onKeyDown={onKeyDown}>
      <div className="tf-inline-bid__field">
        <Input
          autoFocus
          aria-label={label}
          placeholder={placeholder ?? `请输入${label}`}
          value={draft}
          suffix={suffix}
          validateStatus={error || over ? 'error' : 'default'}
          aria-invalid={error || over ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(next) => setDraft(next)}
          onEnterPress={() => void confirm()}
        />
        {maxLength !== undefined && <CharCounter current={textLength(draft)} max={maxLength} />}
      </div>
      {error && (
        <div id={errorId} className="tf-inline-bid__error" role="alert">
          {error}
        </div>
      )}
      <div className="tf-inline-bid__actions">
        <Button size="small" onClick={cancel} disabled={saving}>
          {UI_TEXTS.CANCEL}
        </Button>
        <Button size="small" theme="solid" type="primary" loading={saving} disabled={over} onClick={() => void confirm()}>
          {UI_TEXTS.CONFIRM}
        </Button>
      </div>
    </div>
  );

  return (
    <span className="tf-inline-bid">
      <span className="tf-inline-bid__value">{empty ? emptyText : formatValue ? formatValue(value) : value}</span>
      <Popover trigger="custom" visible={open} content={panel} position="bottomLeft" showArrow onClickOutSide={cancel}>
        <button
          ref={editButton}
          type="button"
          className="tf-inline-bid__edit"
          aria-label={`编辑${label}`}
          aria-expanded={open}
          disabled={disabled}
          onClick={() => (open ? cancel() : start())}
        >
          <IconEdit aria-hidden />
        </button>
      </Popover>
    </span>
  );
}
