import { useId, useRef, useState, type KeyboardEvent } from 'react';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import { IconClose, IconPlus, IconTick } from '@douyinfe/semi-icons';
import { UI_TEXTS } from '@toufang/domain';
import { CharCounter } from '../char-counter/char-counter';
import { firstRuleError, type InlineEditRule } from '../inline-bid-editor/inline-edit-rules';
import './inline-add-input.css';
import { useAwaitedSave } from '../shared/use-awaited-save';

export interface InlineAddInputProps {
  /** Called with the trimmed text once the rule passes. A returned promise keeps the input busy until it settles; a rejection keeps it open. */
  onAdd: (value: string) => void | Promise<unknown>;
  onCancel?: () => void;
  /** The supplied rule (or rules, first message wins), run on Enter and on every change after a failed Enter. */
  rule?: InlineEditRule | readonly InlineEditRule[];
  /** With total: shows count/total beside the link; at total nothing more can be added. */
  count?: number;
  total?: number;
  /** The link's text. Default 新建. */
  label?: string;
  /** What is added, for the input's name and placeholder. Default 名称. */
  inputLabel?: string;
  placeholder?: string;
  disabled?: boolean;
}

const DEFAULT_INPUT_LABEL = '名称';

/** Whether another item may be added: always without a total, otherwise while count is below it. */
export function canAddMore(count?: number, total?: number): boolean {
  return total === undefined || (count ?? 0) < total;
}

/** A 新建 link that turns into an input (widgets spec §2, §5): Enter adds, Escape cancels. */
export function InlineAddInput({
  onAdd,
  onCancel,
  rule,
  count,
  total,
  label = UI_TEXTS.CREATE,
  inputLabel = DEFAULT_INPUT_LABEL,
  placeholder,
  disabled,
}: InlineAddInputProps) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [attempted, setAttempted] = useState(false);
  const { saving, save } = useAwaitedSave();
  const link = useRef<HTMLButtonElement>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const rules: readonly InlineEditRule[] = rule === undefined ? [] : typeof rule === 'function' ? [rule] : rule;

  const text = draft.trim();
  const error = attempted ? firstRuleError(text, rules) : undefined;
  const full = !canAddMore(count, total);

  const finish = () => {
    setEditing(false);
    setDraft('');
    setAttempted(false);
    // The link comes back on the next render; focus it then.
    requestAnimationFrame(() => link.current?.focus());
  };

  const cancel = () => {
    if (saving) return;
    finish();
    onCancel?.();
  };

  const confirm = async () => {
    if (saving) return;
    setAttempted(true);
    if (firstRuleError(text, rules)) return;
    // Nothing typed and nothing the rule objects to: nothing to add.
    if (text === '') {
      cancel();
      return;
    }
    await save(onAdd(text), finish);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      cancel();
    }
  };

  const counter = count !== undefined && total !== undefined && <CharCounter className="tf-inline-add__count" label="数量" current={count} max={total} />;

  if (!editing) {
    return (
      <span className="tf-inline-add">
        <button ref={link} type="button" className="tf-inline-add__link" disabled={disabled || full} onClick={() => setEditing(true)}>
          <IconPlus aria-hidden size="small" />
          {label}
        </button>
        {counter}
      </span>
    );
  }

  return (
    <span className="tf-inline-add tf-inline-add--editing">
      <span className="tf-inline-add__field">
        <Input
          autoFocus
          size="small"
          aria-label={inputLabel}
          placeholder={placeholder ?? `请输入${inputLabel}`}
          value={draft}
          disabled={saving}
          validateStatus={error ? 'error' : 'default'}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(next) => setDraft(next)}
          onEnterPress={() => void confirm()}
          onKeyDown={onKeyDown}
        />
        <button type="button" className="tf-inline-add__icon" aria-label={UI_TEXTS.CONFIRM} disabled={saving} onClick={() => void confirm()}>
          <IconTick aria-hidden size="small" />
        </button>
        <button type="button" className="tf-inline-add__icon" aria-label={UI_TEXTS.CANCEL} disabled={saving} onClick={cancel}>
          <IconClose aria-hidden size="small" />
        </button>
        {counter}
      </span>
      {error && (
        <span id={errorId} className="tf-inline-add__error" role="alert">
          {error}
        </span>
      )}
    </span>
  );
}
