import { useId, useRef, useState, type KeyboardEvent } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Popover from '@douyinfe/semi-ui-19/lib/es/popover';
import { IconEdit } from '@douyinfe/semi-icons';
import { COLUMN_TITLE, UI_TEXTS } from '@toufang/domain';
import { CharCounter } from '../char-counter/char-counter';
import { COLUMN_CHOOSER_TEXTS as TEXTS, columnTitleLength, stripTitleSuffix, validateColumnTitle } from './column-chooser-rules';
import { useAwaitedSave } from '../shared/use-awaited-save';

export interface ColumnTitleEditorProps {
  columnKey: string;
  /** The title as given (a §3 suffix it carries is left out of the input: its brackets would fail §5). */
  title: string;
  /** The title as shown, for the edit button's name. */
  displayTitle: string;
  /** Called with the trimmed, valid title. A promise keeps the popover open and busy; a rejection keeps it open. */
  onSave: (key: string, title: string) => void | Promise<unknown>;
  disabled?: boolean;
}

/** The edit icon of an editable column and its popover (widgets spec §2, §5, §9: width 320). */
export function ColumnTitleEditor({ columnKey, title, displayTitle, onSave, disabled }: ColumnTitleEditorProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState('');
  // Errors show once the reader has typed or pressed 确定, not on an untouched popover.
  const [touched, setTouched] = useState(false);
  const { saving, save } = useAwaitedSave();
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;

  const error = touched ? validateColumnTitle(draft) : undefined;

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const start = () => {
    setDraft(stripTitleSuffix(columnKey, title));
    setTouched(false);
    setOpen(true);
  };

  const cancel = () => {
    if (!saving) close();
  };

  const confirm = async () => {
    if (saving) return;
    setTouched(true);
    if (validateColumnTitle(draft)) return;
    await save(onSave(columnKey, draft.trim()), close);
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      cancel();
    }
  };

  const panel = (
    <div className="tf-column-title-editor" style={{ width: COLUMN_TITLE.EDIT_POPOVER_WIDTH }} role="group" aria-label={TEXTS.EDIT_TITLE} onKeyDown={onKeyDown}>
      <div className="tf-column-title-editor__field">
        <Input
          autoFocus
          aria-label={TEXTS.TITLE_INPUT}
          value={draft}
          validateStatus={error ? 'error' : 'default'}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? errorId : '', counterId].filter(Boolean).join(' ')}
          disabled={saving}
          onChange={(next) => {
            setDraft(next);
            setTouched(true);
          }}
          onEnterPress={() => void confirm()}
        />
        <span id={counterId}>
          <CharCounter current={columnTitleLength(draft.trim())} max={COLUMN_TITLE.MAX_LENGTH} />
        </span>
      </div>
      {error ? (
        <div id={errorId} className="tf-column-title-editor__error" role="alert">
          {error}
        </div>
      ) : null}
      <div className="tf-column-title-editor__actions">
        <Button size="small" onClick={cancel} disabled={saving}>
          {UI_TEXTS.CANCEL}
        </Button>
        <Button size="small" theme="solid" type="primary" loading={saving} onClick={() => void confirm()}>
          {UI_TEXTS.CONFIRM}
        </Button>
      </div>
    </div>
  );

  return (
    <Popover trigger="custom" visible={open} content={panel} position="bottomLeft" showArrow onClickOutSide={cancel}>
      <button
        ref={button}
        type="button"
        className="tf-column-chooser__icon-button"
        aria-label={`${TEXTS.EDIT_TITLE} ${displayTitle}`}
        aria-expanded={open}
        disabled={disabled}
        onClick={() => (open ? cancel() : start())}
      >
        <IconEdit size="small" aria-hidden />
      </button>
    </Popover>
  );
}
