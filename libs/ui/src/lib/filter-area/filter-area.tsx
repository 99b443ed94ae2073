// Filter area (widgets spec §2 "filter area with saved filter templates", §9 UI texts): a row of filter
// fields (filter-list selectors, filter dropdown inputs or any node), 查询 and 重置, and saved templates:
// save the current filters under a name, apply, rename and delete one (with a confirmation). The widget keeps
// no templates itself: the page hands over the list and async callbacks (a server, local storage…), and the
// widget shows their loading and failures; a rejected callback shows its message and keeps the user's input.
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type ReactNode,
} from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Popover from '@douyinfe/semi-ui-19/lib/es/popover';
import Spin from '@douyinfe/semi-ui-19/lib/es/spin';
import {
  IconBookmark,
  IconChevronDown,
  IconDelete,
  IconEdit,
  IconSave,
} from '@douyinfe/semi-icons';
import { FILTER_TEMPLATE, SIZES } from '@toufang/domain';
import { FilterDropdownInput, type FilterDropdownInputProps } from '../filter-dropdown-input/filter-dropdown-input';
import type { FilterDropdownValue } from '../filter-dropdown-input/filter-dropdown-input-rules';
import { FilterListSelect, type FilterListSelectProps } from '../filter-list-select/filter-list-select';
import type { FilterListKind, FilterListSaveMode, FilterOption, RawFilterValue } from '../filter-list-select/filter-list-select-rules';
import {
  FILTER_AREA_TEXTS as TEXTS,
  resetValues,
  sameFilters,
  templateFilters,
  valuesFromTemplate,
  type FilterTemplateItem,
  type FilterValues,
} from './filter-area-rules';
import { DeleteTemplateModal, TemplateNameModal, type NameDialog } from './filter-template-modals';
import './filter-area.css';

interface FieldBase {
  /** The key of the field's value in the area's values (and in saved templates). */
  key: string;
  /** Shown before the control and used as its accessible name. */
  label: string;
  /** The value 重置 goes back to; the type's empty value when absent. */
  defaultValue?: unknown;
  /** The control's width in px; 260 by default. */
  width?: number;
}

/** A filter-list selector (single, multiple or cascader). */
export interface FilterListFieldConfig extends FieldBase {
  type: 'list';
  options: readonly FilterOption[];
  kind?: FilterListKind;
  multiple?: boolean;
  saveMode?: FilterListSaveMode;
  /** Any other prop of the selector. */
  props?: Partial<Omit<FilterListSelectProps, 'value' | 'onChange' | 'options' | 'label'>>;
}

/** A filter dropdown input (fuzzy or exact match). */
export interface FilterInputFieldConfig extends FieldBase {
  type: 'input';
  placeholder?: string;
  props?: Partial<Omit<FilterDropdownInputProps, 'value' | 'onChange' | 'label'>>;
}

/** What a custom field's render receives. */
export interface FilterCustomFieldContext {
  value: unknown;
  onChange: (value: unknown) => void;
  label: string;
  /** The id of the visible label, for aria-labelledby. */
  labelId: string;
}

/** Any node: the caller renders it from the field's value and reports changes. */
export interface FilterCustomFieldConfig extends FieldBase {
  type: 'custom';
  render: (context: FilterCustomFieldContext) => ReactNode;
}

export type FilterFieldConfig = FilterListFieldConfig | FilterInputFieldConfig | FilterCustomFieldConfig;

export interface FilterAreaProps {
  fields: readonly FilterFieldConfig[];
  /** Controlled values by field key. */
  value?: FilterValues;
  defaultValue?: FilterValues;
  onChange?: (values: FilterValues) => void;
  /** 查询, and applying a template: run the query with these values. */
  onQuery?: (values: FilterValues) => void;
  /** 重置: the values went back to the fields' defaults (the page decides whether to query too). */
  onReset?: (values: FilterValues) => void;
  /** The query is running: 查询 shows a spinner. */
  querying?: boolean;
  /** The saved templates of this table; leave undefined to hide the template controls. */
  templates?: readonly FilterTemplateItem[];
  templatesLoading?: boolean;
  /** Loading the templates failed: the message shown in their panel. */
  templatesError?: string | null;
  /** Shows 重试 beside a loading failure. */
  onReloadTemplates?: () => void;
  /** Saves the current filters under a name (trimmed); reject with an Error whose message the user should see. */
  onSaveTemplate?: (name: string, filters: FilterValues) => Promise<unknown>;
  onRenameTemplate?: (template: FilterTemplateItem, name: string) => Promise<unknown>;
  onDeleteTemplate?: (template: FilterTemplateItem) => Promise<unknown>;
  /** A template was applied (its values are also emitted by onChange and onQuery). */
  onApplyTemplate?: (template: FilterTemplateItem, values: FilterValues) => void;
  /** Most templates that may be saved; 50 by default. */
  maxTemplates?: number;
  /** Longest template name in characters; 20 by default. */
  nameMaxLength?: number;
  /** The area's accessible name; 筛选条件 by default. */
  label?: string;
  /** More buttons after the template controls. */
  extra?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

export function FilterArea({
  fields,
  value: valueProp,
  defaultValue,
  onChange,
  onQuery,
  onReset,
  querying = false,
  templates,
  templatesLoading = false,
  templatesError,
  onReloadTemplates,
  onSaveTemplate,
  onRenameTemplate,
  onDeleteTemplate,
  onApplyTemplate,
  maxTemplates = FILTER_TEMPLATE.MAX_PER_SCENE,
  nameMaxLength = FILTER_TEMPLATE.NAME_MAX_LENGTH,
  label = TEXTS.AREA_LABEL,
  extra,
  className,
  style,
}: FilterAreaProps) {
  const defaults = useMemo(() => resetValues(fields), [fields]);
  const [inner, setInner] = useState<FilterValues>(() => ({ ...defaults, ...defaultValue }));
  const values = valueProp !== undefined ? { ...defaults, ...valueProp } : inner;
  // The latest values: a field that emits as focus leaves it (the dropdown input) changes them just before
  // a click on 查询 is handled.
  const latest = useRef(values);
  latest.current = values;

  const [panelOpen, setPanelOpen] = useState(false);
  const [nameDialog, setNameDialog] = useState<NameDialog | null>(null);
  const [deleting, setDeleting] = useState<FilterTemplateItem | null>(null);
  const [appliedId, setAppliedId] = useState<string | number | null>(null);
  const idBase = useId();
  // Semi's Button hands no DOM ref over: the anchor around it finds the button.
  const templatesAnchor = useRef<HTMLSpanElement>(null);
  const focusTemplatesButton = () => templatesAnchor.current?.querySelector('button')?.focus();
  const panelRef = useRef<HTMLDivElement>(null);

  const setValues = (next: FilterValues) => {
    latest.current = next;
    if (valueProp === undefined) setInner(next);
    onChange?.(next);
  };
  const setField = (key: string, fieldValue: unknown) => setValues({ ...latest.current, [key]: fieldValue });

  const list = templates ?? [];
  const applied = list.find((t) => t.id === appliedId);
  // A template stays marked while the fields still hold its values.
  const active = applied && sameFilters(valuesFromTemplate(fields, applied.filters), templateFilters(fields, values)) ? applied : undefined;

  useEffect(() => {
    if (panelOpen) setTimeout(() => panelRef.current?.querySelector<HTMLElement>('button:not([disabled])')?.focus(), 0);
  }, [panelOpen]);

  const apply = (template: FilterTemplateItem) => {
    const next = valuesFromTemplate(fields, template.filters);
    setValues(next);
    setAppliedId(template.id);
    setPanelOpen(false);
    focusTemplatesButton();
    onApplyTemplate?.(template, next);
    onQuery?.(next);
  };

  const renderField = (field: FilterFieldConfig) => {
    const labelId = `${idBase}-${field.key}`;
    const fieldValue = values[field.key];
    const width = field.width ?? SIZES.FILTER_INPUT_WIDTH;
    let control: ReactNode;
    if (field.type === 'list') {
      control = (
        <FilterListSelect
          {...field.props}
          kind={field.kind}
          multiple={field.multiple}
          saveMode={field.saveMode}
          options={field.options}
          label={field.label}
          showLabel={false}
          width={width}
          value={fieldValue as RawFilterValue}
          onChange={(next) => setField(field.key, next)}
        />
      );
    } else if (field.type === 'input') {
      control = (
        <FilterDropdownInput
          {...field.props}
          label={field.label}
          placeholder={field.placeholder ?? field.props?.placeholder}
          width={width}
          value={fieldValue as FilterDropdownValue}
          onChange={(next) => setField(field.key, next)}
        />
      );
    } else {
      control = field.render({ value: fieldValue, onChange: (next) => setField(field.key, next), label: field.label, labelId });
    }
    return (
      <div key={field.key} className="tf-filter-area__field" data-field={field.key}>
        <span id={labelId} className="tf-filter-area__label">
          {field.label}
        </span>
        {control}
      </div>
    );
  };

  const templatePanel = (
    <div ref={panelRef} className="tf-filter-area__templates" role="dialog" aria-label={TEXTS.TEMPLATES} aria-busy={templatesLoading || undefined}>
      {templatesLoading ? (
        <div className="tf-filter-area__templates-state">
          <Spin size="small" />
          <span>{TEXTS.LOADING}</span>
        </div>
      ) : templatesError ? (
        <div className="tf-filter-area__templates-state">
          <span className="tf-filter-area__error" role="alert">
            {templatesError || TEXTS.LOAD_FAILED}
          </span>
          {onReloadTemplates ? (
            <Button size="small" theme="borderless" onClick={onReloadTemplates}>
              {TEXTS.RETRY}
            </Button>
          ) : null}
        </div>
      ) : list.length === 0 ? (
        <div className="tf-filter-area__templates-state">{TEXTS.EMPTY}</div>
      ) : (
        <ul className="tf-filter-area__template-list" aria-label={TEXTS.TEMPLATES}>
          {list.map((template) => (
            <li key={template.id} className={cx('tf-filter-area__template', template.id === active?.id && 'tf-filter-area__template--active')}>
              <button
                type="button"
                className="tf-filter-area__template-apply"
                aria-current={template.id === active?.id || undefined}
                title={template.name}
                onClick={() => apply(template)}
              >
                {template.name}
              </button>
              {onRenameTemplate ? (
                <button
                  type="button"
                  className="tf-filter-area__icon-button"
                  aria-label={`${TEXTS.RENAME}${template.name}`}
                  onClick={() => {
                    setPanelOpen(false);
                    setNameDialog({ mode: 'rename', template });
                  }}
                >
                  <IconEdit size="small" aria-hidden />
                </button>
              ) : null}
              {onDeleteTemplate ? (
                <button
                  type="button"
                  className="tf-filter-area__icon-button tf-filter-area__icon-button--danger"
                  aria-label={`${TEXTS.DELETE}${template.name}`}
                  onClick={() => {
                    setPanelOpen(false);
                    setDeleting(template);
                  }}
                >
                  <IconDelete size="small" aria-hidden />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );

  return (
    <div className={cx('tf-filter-area', className)} style={style} role="search" aria-label={label}>
      <div className="tf-filter-area__fields">{fields.map(renderField)}</div>
      <div className="tf-filter-area__actions">
        <Button theme="solid" type="primary" loading={querying} onClick={() => onQuery?.(latest.current)}>
          {TEXTS.QUERY}
        </Button>
        <Button
          onClick={() => {
            setValues(defaults);
            onReset?.(defaults);
          }}
        >
          {TEXTS.RESET}
        </Button>
        {templates !== undefined ? (
          <Popover
            content={templatePanel}
            visible={panelOpen}
            trigger="custom"
            position="bottomRight"
            showArrow={false}
            onClickOutSide={() => setPanelOpen(false)}
            closeOnEsc
            onEscKeyDown={() => {
              setPanelOpen(false);
              focusTemplatesButton();
            }}
            motion={false}
          >
            {/* tabIndex -1: Popover makes its trigger a tab stop otherwise; the button inside is the stop. The
                popup attributes Popover adds to its trigger belong on that button (which has them); a span may
                not carry aria-expanded, so they are blanked here (the child's own props win in Semi). */}
            <span
              ref={templatesAnchor}
              className="tf-filter-area__templates-anchor"
              tabIndex={-1}
              aria-expanded={undefined}
              aria-haspopup={undefined}
              aria-controls={undefined}
            >
              <Button
                icon={<IconBookmark aria-hidden />}
                aria-haspopup="dialog"
                aria-expanded={panelOpen}
                onClick={() => setPanelOpen((open) => !open)}
              >
                <span className="tf-filter-area__templates-text">{active ? `${TEXTS.TEMPLATES}：${active.name}` : TEXTS.TEMPLATES}</span>
                <IconChevronDown size="small" aria-hidden />
              </Button>
            </span>
          </Popover>
        ) : null}
        {templates !== undefined && onSaveTemplate ? (
          <Button icon={<IconSave aria-hidden />} onClick={() => setNameDialog({ mode: 'save' })}>
            {TEXTS.SAVE_AS}
          </Button>
        ) : null}
        {extra}
      </div>
      {nameDialog ? (
        <TemplateNameModal
          // A fresh dialog per opening: no name or message left from the last one.
          key={nameDialog.mode === 'rename' ? `rename-${nameDialog.template.id}` : 'save'}
          dialog={nameDialog}
          templates={list}
          maxLength={nameMaxLength}
          maxTemplates={maxTemplates}
          onSubmit={(name) =>
            nameDialog.mode === 'save'
              ? (onSaveTemplate?.(name, templateFilters(fields, latest.current)) ?? Promise.resolve())
              : (onRenameTemplate?.(nameDialog.template, name) ?? Promise.resolve())
          }
          onClose={() => setNameDialog(null)}
        />
      ) : null}
      {deleting ? (
        <DeleteTemplateModal
          key={String(deleting.id)}
          template={deleting}
          onConfirm={() => onDeleteTemplate?.(deleting) ?? Promise.resolve()}
          onClose={() => setDeleting(null)}
        />
      ) : null}
    </div>
  );
}
