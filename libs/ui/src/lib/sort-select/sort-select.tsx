// Sort select (widgets spec §2, §3, §9): a 102 px select whose 200 px panel lists sort options, each with an
// up (asc) or down (desc) icon and its subtitle under the label. Built on Semi's Select, which brings the
// listbox semantics and keyboard handling (arrow keys, Enter, Escape).
import { useId, useState } from 'react';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import { IconArrowDown, IconArrowUp } from '@douyinfe/semi-icons';
import { DEFAULT_TEXTS, DROPDOWN } from '@toufang/domain';
import { SORT_TEXTS, findSortOption, sortKey, type SortDirection, type SortOption, type SortValue } from './sort-select-rules';
import './sort-select.css';

export interface SortSelectProps {
  options: readonly SortOption[];
  /** Controlled sort; leave undefined and use defaultValue for an uncontrolled select. */
  value?: SortValue | null;
  defaultValue?: SortValue | null;
  /** Emitted with the chosen option (value, label, sort, subtitle). */
  onChange?: (option: SortOption) => void;
  /** The accessible name; 排序方式 by default. */
  label?: string;
  /** 请选择 by default. */
  placeholder?: string;
  /** px; DROPDOWN.SORT_WIDTH (102) by default. */
  width?: number;
  /** px; DROPDOWN.SORT_PANEL_WIDTH (200) by default. */
  panelWidth?: number;
  disabled?: boolean;
  className?: string;
}

/** The up or down arrow of a direction, named 升序 or 降序 (Semi's icons are otherwise named in English). */
export function SortIcon({ sort }: { sort: SortDirection }) {
  const Icon = sort === 'asc' ? IconArrowUp : IconArrowDown;
  return <Icon className={`tf-sort-select__icon tf-sort-select__icon--${sort}`} aria-label={SORT_TEXTS[sort]} size="small" />;
}

export function SortSelect({
  options,
  value,
  defaultValue = null,
  onChange,
  label = SORT_TEXTS.LABEL,
  placeholder = DEFAULT_TEXTS.PLACEHOLDER,
  width = DROPDOWN.SORT_WIDTH,
  panelWidth = DROPDOWN.SORT_PANEL_WIDTH,
  disabled,
  className,
}: SortSelectProps) {
  const labelId = useId();
  const [inner, setInner] = useState<SortValue | null>(defaultValue);
  const chosen = findSortOption(options, value !== undefined ? value : inner);

  return (
    <>
      {/* Semi's Select overwrites aria-label, so it is named by a hidden label instead. */}
      <span id={labelId} className="tf-sort-select__sr-only">
        {label}
      </span>
      <Select
        className={['tf-sort-select', className ?? ''].filter(Boolean).join(' ')}
        aria-labelledby={labelId}
        style={{ width }}
        dropdownStyle={{ width: panelWidth }}
        dropdownClassName="tf-sort-select__panel"
        dropdownMatchSelectWidth={false}
        // Without the closing animation the pick is reported at once (Semi waits for the animation's end).
        motion={false}
        disabled={disabled}
        placeholder={placeholder}
        value={chosen ? sortKey(chosen) : undefined}
        renderSelectedItem={() =>
          chosen ? (
            <span className="tf-sort-select__selected">
              <SortIcon sort={chosen.sort} />
              <span className="tf-sort-select__selected-label">{chosen.label}</span>
            </span>
          ) : null
        }
        onChange={(key) => {
          const option = options.find((o) => sortKey(o) === key);
          if (!option) return;
          if (value === undefined) setInner({ value: option.value, sort: option.sort });
          onChange?.(option);
        }}
      >
        {options.map((option) => (
          <Select.Option key={sortKey(option)} value={sortKey(option)} disabled={option.disabled}>
            <span className="tf-sort-select__option">
              <span className="tf-sort-select__option-title">
                <SortIcon sort={option.sort} />
                <span>{option.label}</span>
              </span>
              {option.subtitle ? <span className="tf-sort-select__subtitle">{option.subtitle}</span> : null}
            </span>
          </Select.Option>
        ))}
      </Select>
    </>
  );
}
