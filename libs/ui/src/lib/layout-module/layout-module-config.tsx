import Button from '@douyinfe/semi-ui-19/lib/es/button';
import InputNumber from '@douyinfe/semi-ui-19/lib/es/inputNumber';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import { IconDelete, IconPlus } from '@douyinfe/semi-icons';
import { DEFAULT_TEXTS } from '@toufang/domain';
import { useId, useMemo } from 'react';
import { RadioGroup } from '../radio-group/radio-group';
import {
  addColumn,
  addSlot,
  DEFAULT_SCALE,
  type LayoutConfig,
  type LayoutWidthType,
  MAX_SLOTS_PER_COLUMN,
  removeSlot,
  setScale,
  setSlot,
  setWidthType,
  validateLayoutConfig,
} from './layout-module-rules';
import './layout-module.css';

/** A module that can be put in a slot. */
export interface LayoutModuleOption {
  id: string;
  title: string;
}

/** The editor's texts. */
export const LAYOUT_CONFIG_TEXTS = {
  WIDTH_TYPE: '宽度方式',
  EQUAL_DIVISION: '等分',
  CUSTOM_SCALE: '自定义比例',
  SCALE: '比例',
  ADD_SLOT: '添加模块',
  ADD_COLUMN: '添加列',
  column: (n: number) => `第${n}列`,
  slot: (column: number, index: number) => `第${column}列第${index}个模块`,
  removeSlot: (column: number, index: number) => `删除第${column}列第${index}个模块`,
  columnScale: (n: number) => `第${n}列比例`,
} as const;

export interface LayoutModuleConfigProps {
  value: LayoutConfig;
  onChange: (config: LayoutConfig) => void;
  /** The modules to choose from for each slot. */
  modules: readonly LayoutModuleOption[];
  className?: string;
}

/**
 * Edits a layout config (widgets spec §2, §3, §5): the width type, a scale per column for customScale, and the
 * module of each slot (a module already placed elsewhere is disabled, as ids must be unique). A column holds up to
 * 2 modules, the layout's 2 rows. The spec's slot-list checks show under the columns while they fail.
 */
export function LayoutModuleConfig({ value, onChange, modules, className }: LayoutModuleConfigProps) {
  const baseId = useId();
  const errors = useMemo(() => validateLayoutConfig(value), [value]);
  const used = useMemo(() => new Set(Array.isArray(value.slots) ? value.slots.flat() : []), [value.slots]);
  const slots = Array.isArray(value.slots) ? value.slots : [];
  const errorId = `${baseId}-errors`;
  const T = LAYOUT_CONFIG_TEXTS;

  return (
    <div className={['tf-layout-config', className ?? ''].filter(Boolean).join(' ')}>
      <div className="tf-layout-config__row">
        <span className="tf-layout-config__label" aria-hidden="true">
          {T.WIDTH_TYPE}
        </span>
        <RadioGroup<LayoutWidthType>
          aria-label={T.WIDTH_TYPE}
          type="button"
          value={value.widthType}
          options={[
            { name: T.EQUAL_DIVISION, value: 'equalDivision' },
            { name: T.CUSTOM_SCALE, value: 'customScale' },
          ]}
          onChange={(widthType) => onChange(setWidthType(value, widthType))}
        />
      </div>

      <div className="tf-layout-config__columns">
        {slots.map((column, c) => (
          // Columns and slots have no id of their own (a slot may still be empty): their position is their key.
          <section key={c} className="tf-layout-config__column" aria-labelledby={`${baseId}-col-${c}`}>
            <h4 className="tf-layout-config__column-title" id={`${baseId}-col-${c}`}>
              {T.column(c + 1)}
            </h4>
            {value.widthType === 'customScale' ? (
              <div className="tf-layout-config__slot">
                <span className="tf-layout-config__scale-label" aria-hidden="true">
                  {T.SCALE}
                </span>
                <InputNumber
                  aria-label={T.columnScale(c + 1)}
                  min={DEFAULT_SCALE}
                  step={1}
                  precision={0}
                  value={value.scales?.[c] ?? DEFAULT_SCALE}
                  onNumberChange={(n) => {
                    if (typeof n === 'number' && Number.isFinite(n)) onChange(setScale(value, c, n));
                  }}
                />
              </div>
            ) : null}
            {(Array.isArray(column) ? column : []).map((id, i) => {
              const labelId = `${baseId}-slot-${c}-${i}`;
              const invalid = errors.some((error) => error.column === c && error.index === i);
              return (
                <div key={i} className="tf-layout-config__slot">
                  <span id={labelId} className="tf-layout-config__sr-only">
                    {T.slot(c + 1, i + 1)}
                  </span>
                  {/* Semi's Select overwrites aria-label, so it is named by a hidden label. */}
                  <Select
                    aria-labelledby={labelId}
                    aria-invalid={invalid || undefined}
                    aria-describedby={invalid ? errorId : undefined}
                    validateStatus={invalid ? 'error' : 'default'}
                    motion={false}
                    placeholder={DEFAULT_TEXTS.PLACEHOLDER}
                    value={id || undefined}
                    optionList={modules.map((module) => ({ value: module.id, label: module.title, disabled: module.id !== id && used.has(module.id) }))}
                    onChange={(next) => {
                      if (typeof next === 'string') onChange(setSlot(value, c, i, next));
                    }}
                  />
                  <Button
                    theme="borderless"
                    type="tertiary"
                    icon={<IconDelete />}
                    aria-label={T.removeSlot(c + 1, i + 1)}
                    onClick={() => onChange(removeSlot(value, c, i))}
                  />
                </div>
              );
            })}
            <Button
              icon={<IconPlus />}
              disabled={!Array.isArray(column) || column.length >= MAX_SLOTS_PER_COLUMN}
              aria-label={`${T.column(c + 1)}${T.ADD_SLOT}`}
              onClick={() => onChange(addSlot(value, c))}
            >
              {T.ADD_SLOT}
            </Button>
          </section>
        ))}
        <div>
          <Button icon={<IconPlus />} aria-label={T.ADD_COLUMN} onClick={() => onChange(addColumn({ ...value, slots }))}>
            {T.ADD_COLUMN}
          </Button>
        </div>
      </div>

      {errors.length ? (
        <ul className="tf-layout-config__errors" id={errorId} role="alert">
          {errors.map((error) => (
            <li key={`${error.code}-${error.column ?? ''}-${error.index ?? ''}`}>{error.message}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
