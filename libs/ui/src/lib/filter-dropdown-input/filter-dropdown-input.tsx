// Filter dropdown input (widgets spec §2, §4, §9; shell spec §3, §5): a 260×32 input whose dropdown chooses
// the match method, LIKE (模糊) or IN (精确, several values, one per line or comma separated). The change is
// emitted when the dropdown closes (outside click, Escape, Enter, or focus leaving) and only if the value or
// the method changed; an empty value goes back to LIKE.
import { useRef, useState, type FocusEvent } from 'react';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import TextArea from '@douyinfe/semi-ui-19/lib/es/input/textarea';
import Popover from '@douyinfe/semi-ui-19/lib/es/popover';
import Radio from '@douyinfe/semi-ui-19/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui-19/lib/es/radio/radioGroup';
import type { RadioChangeEvent } from '@douyinfe/semi-ui-19/lib/es/radio';
import { DEFAULT_TEXTS, SIZES } from '@toufang/domain';
import {
  EMPTY_FILTER_VALUE,
  FILTER_DROPDOWN_TEXTS,
  MATCH_METHOD,
  MATCH_METHOD_LABEL,
  displayText,
  editorText,
  filterValueChanged,
  normaliseFilterValue,
  textForMethod,
  type FilterDropdownValue,
  type MatchMethod,
} from './filter-dropdown-input-rules';
import './filter-dropdown-input.css';

export interface FilterDropdownInputProps {
  /** Controlled value; leave undefined and use defaultValue for an uncontrolled input. */
  value?: FilterDropdownValue;
  defaultValue?: FilterDropdownValue;
  /** Emitted when the dropdown closes, only if the value or the method changed; the value is normalised. */
  onChange?: (value: FilterDropdownValue) => void;
  /** The accessible name of the input. */
  label?: string;
  placeholder?: string;
  /** px; SIZES.FILTER_INPUT_WIDTH (260) by default. */
  width?: number;
  disabled?: boolean;
  className?: string;
}

interface Draft {
  method: MatchMethod;
  text: string;
}

export function FilterDropdownInput({
  value,
  defaultValue,
  onChange,
  label = '筛选内容',
  placeholder = DEFAULT_TEXTS.SEARCH_PLACEHOLDER,
  width = SIZES.FILTER_INPUT_WIDTH,
  disabled,
  className,
}: FilterDropdownInputProps) {
  const wrapper = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [inner, setInner] = useState<FilterDropdownValue>(() => normaliseFilterValue(defaultValue ?? EMPTY_FILTER_VALUE));
  const committed = normaliseFilterValue(value !== undefined ? value : inner);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>({ method: committed.method, text: editorText(committed) });

  const openPanel = () => {
    if (disabled || open) return;
    setDraft({ method: committed.method, text: editorText(committed) });
    setOpen(true);
  };

  const closePanel = () => {
    if (!open) return;
    setOpen(false);
    const next = normaliseFilterValue({ method: draft.method, value: draft.text });
    setDraft({ method: next.method, text: editorText(next) });
    if (!filterValueChanged(committed, next)) return;
    if (value === undefined) setInner(next);
    onChange?.(next);
  };

  const method = open ? draft.method : committed.method;
  const shown = open ? (draft.method === MATCH_METHOD.IN ? displayText({ method: MATCH_METHOD.IN, value: draft.text }) : draft.text) : displayText(committed);

  // Focus moving out of the input and its dropdown closes it; a click outside is handled by Popover.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const to = event.relatedTarget as Node | null;
    if (to && !wrapper.current?.contains(to)) closePanel();
  };

  const panel = (
    <div className="tf-filter-dropdown-input__panel" role="group" aria-label={label} style={{ width }}>
      <RadioGroup
        type="button"
        aria-label={FILTER_DROPDOWN_TEXTS.METHOD_GROUP}
        value={draft.method}
        onChange={(e: RadioChangeEvent) => {
          const next = e.target.value as MatchMethod;
          setDraft((d) => ({ method: next, text: textForMethod(d.text, next) }));
        }}
      >
        <Radio value={MATCH_METHOD.LIKE}>{MATCH_METHOD_LABEL.LIKE}</Radio>
        <Radio value={MATCH_METHOD.IN}>{MATCH_METHOD_LABEL.IN}</Radio>
      </RadioGroup>
      {draft.method === MATCH_METHOD.IN ? (
        <TextArea
          className="tf-filter-dropdown-input__values"
          aria-label={FILTER_DROPDOWN_TEXTS.IN_VALUES}
          placeholder={FILTER_DROPDOWN_TEXTS.IN_PLACEHOLDER}
          value={draft.text}
          rows={4}
          autoFocus
          showClear
          onChange={(text) => setDraft((d) => ({ ...d, text }))}
          // Clearing empties the value, which goes back to fuzzy matching.
          onClear={() => setDraft({ method: MATCH_METHOD.LIKE, text: '' })}
        />
      ) : null}
      <p className="tf-filter-dropdown-input__hint">
        {draft.method === MATCH_METHOD.IN ? FILTER_DROPDOWN_TEXTS.IN_HINT : FILTER_DROPDOWN_TEXTS.LIKE_HINT}
      </p>
    </div>
  );

  return (
    <div
      ref={wrapper}
      className={['tf-filter-dropdown-input', className ?? ''].filter(Boolean).join(' ')}
      style={{ width }}
      data-method={method}
      onBlur={onBlur}
    >
      <Popover
        content={panel}
        visible={open}
        trigger="custom"
        position="bottomLeft"
        showArrow={false}
        // Inside the wrapper, so focus moving into the dropdown stays "inside" for the blur check.
        getPopupContainer={() => wrapper.current ?? document.body}
        onClickOutSide={closePanel}
        // Escape in the input or the dropdown closes it (Popover handles the key and stops it).
        closeOnEsc
        onEscKeyDown={() => {
          closePanel();
          input.current?.focus();
        }}
        motion={false}
      >
        <Input
          ref={input}
          // A text box that opens a panel: a combobox, the role that may say it is expanded.
          role="combobox"
          aria-label={label}
          aria-expanded={open}
          aria-haspopup="dialog"
          value={shown}
          placeholder={placeholder}
          disabled={disabled}
          readonly={method === MATCH_METHOD.IN}
          showClear={method === MATCH_METHOD.LIKE}
          style={{ height: SIZES.FILTER_INPUT_HEIGHT }}
          prefix={<span className={`tf-filter-dropdown-input__method tf-filter-dropdown-input__method--${method}`}>{MATCH_METHOD_LABEL[method]}</span>}
          onFocus={openPanel}
          onClick={openPanel}
          onChange={(text) => {
            openPanel();
            setDraft((d) => ({ ...d, text }));
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && open && draft.method === MATCH_METHOD.LIKE) closePanel();
            if (event.key === 'ArrowDown') openPanel();
          }}
        />
      </Popover>
    </div>
  );
}
