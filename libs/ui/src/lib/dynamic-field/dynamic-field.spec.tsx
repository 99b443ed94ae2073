import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DynamicField, DynamicFields, type DynamicFieldConfig } from './dynamic-field';
import type { FieldModel, HiddenMap } from './dynamic-field-rules';

type Model = FieldModel;

const textInput =
  (label: string): DynamicFieldConfig<Model>['render'] =>
  ({ value, onChange }) => (
    <input aria-label={label} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)} />
  );

const selectInput =
  (label: string, options: string[]): DynamicFieldConfig<Model>['render'] =>
  ({ value, onChange }) => (
    <select aria-label={label} value={String(value ?? '')} onChange={(e) => onChange(e.target.value)}>
      <option value="">请选择</option>
      {options.map((o) => (
        <option key={o} value={o}>
          {o}
        </option>
      ))}
    </select>
  );

function Harness({
  fields,
  initial,
  onUpdate,
  onHiddenChange,
  onModel,
}: {
  fields: DynamicFieldConfig<Model>[];
  initial: Model;
  onUpdate?: (key: string, value: unknown) => void;
  onHiddenChange?: (hidden: HiddenMap) => void;
  onModel?: (m: Model) => void;
}) {
  const [model, setModel] = useState<Model>(initial);
  return (
    <>
      <DynamicFields
        fields={fields}
        model={model}
        onModelChange={(m) => {
          setModel(m);
          onModel?.(m);
        }}
        onUpdate={onUpdate}
        onHiddenChange={onHiddenChange}
      />
      <pre data-testid="model">{JSON.stringify(model)}</pre>
    </>
  );
}

const modelOf = () => JSON.parse(screen.getByTestId('model').textContent ?? '{}') as Model;

describe('DynamicField', () => {
  it('renders the caller input bound to model[key] and reports changes', async () => {
    const onChange = vi.fn();
    render(<DynamicField<Model> field={{ key: 'title', render: textInput('标题') }} model={{ title: '春季' }} onChange={onChange} />);
    expect(screen.getByRole('textbox', { name: '标题' })).toHaveValue('春季');
    await userEvent.type(screen.getByRole('textbox', { name: '标题' }), '!');
    expect(onChange).toHaveBeenCalledWith('春季!');
  });

  it('binds to the model property the config names', () => {
    render(<DynamicField<Model> field={{ key: 'f1', model: 'title', render: textInput('标题') }} model={{ title: '夏季', f1: 'x' }} onChange={vi.fn()} />);
    expect(screen.getByRole('textbox', { name: '标题' })).toHaveValue('夏季');
  });
});

describe('DynamicFields', () => {
  const budgetFields = (): DynamicFieldConfig<Model>[] => [
    {
      key: 'budgetMode',
      render: selectInput('预算类型', ['不限', '指定预算']),
      linkage: (_t, { value }) => ({ hidden: { budget: value !== '指定预算' } }),
      immediate: true,
      emitUpdate: true,
    },
    { key: 'budget', defaultValue: '300', hiddenDefaultValue: '', render: textInput('预算'), emitUpdate: true },
  ];

  it('runs immediate linkage on mount and does not render hidden fields', () => {
    const onHiddenChange = vi.fn();
    render(<Harness fields={budgetFields()} initial={{ budgetMode: '不限', budget: '500' }} onHiddenChange={onHiddenChange} />);
    expect(screen.getByRole('combobox', { name: '预算类型' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: '预算' })).not.toBeInTheDocument();
    expect(modelOf()).toEqual({ budgetMode: '不限', budget: '' });
    expect(onHiddenChange).toHaveBeenCalledWith({ budgetMode: false, budget: true });
  });

  it('runs the immediate linkage once under StrictMode', () => {
    const linkage = vi.fn();
    render(
      <StrictMode>
        <Harness fields={[{ key: 'a', immediate: true, linkage, render: textInput('A') }]} initial={{ a: '1' }} />
      </StrictMode>,
    );
    expect(linkage).toHaveBeenCalledTimes(1);
    expect(linkage).toHaveBeenCalledWith('UPDATED', expect.objectContaining({ value: '1' }));
  });

  it('shows a field (DISPLAYED, default restored) and hides it again (HIDDEN) on UPDATED linkage', async () => {
    const user = userEvent.setup();
    const onUpdate = vi.fn();
    render(<Harness fields={budgetFields()} initial={{ budgetMode: '不限', budget: '' }} onUpdate={onUpdate} />);
    await user.selectOptions(screen.getByRole('combobox', { name: '预算类型' }), '指定预算');
    expect(screen.getByRole('textbox', { name: '预算' })).toHaveValue('300');
    expect(onUpdate).toHaveBeenCalledWith('budgetMode', '指定预算');
    expect(onUpdate).toHaveBeenCalledWith('budget', '300');

    await user.clear(screen.getByRole('textbox', { name: '预算' }));
    await user.type(screen.getByRole('textbox', { name: '预算' }), '800');
    expect(modelOf()['budget']).toBe('800');

    await user.selectOptions(screen.getByRole('combobox', { name: '预算类型' }), '不限');
    expect(screen.queryByRole('textbox', { name: '预算' })).not.toBeInTheDocument();
    expect(modelOf()).toEqual({ budgetMode: '不限', budget: '' });
  });

  it('resets dependents when a field changes', async () => {
    const user = userEvent.setup();
    const fields: DynamicFieldConfig<Model>[] = [
      { key: 'province', render: selectInput('省份', ['广东', '浙江']), resetDeps: ['city'] },
      { key: 'city', defaultValue: '', render: textInput('城市') },
    ];
    render(<Harness fields={fields} initial={{ province: '广东', city: '广州' }} />);
    await user.selectOptions(screen.getByRole('combobox', { name: '省份' }), '浙江');
    expect(screen.getByRole('textbox', { name: '城市' })).toHaveValue('');
  });

  it('emits onUpdate only for fields with emitUpdate', async () => {
    const user = userEvent.setup();
    const onUpdate = vi.fn();
    const fields: DynamicFieldConfig<Model>[] = [
      { key: 'a', render: textInput('A') },
      { key: 'b', render: textInput('B'), emitUpdate: true },
    ];
    render(<Harness fields={fields} initial={{ a: '', b: '' }} onUpdate={onUpdate} />);
    await user.type(screen.getByRole('textbox', { name: 'A' }), 'x');
    expect(onUpdate).not.toHaveBeenCalled();
    await user.type(screen.getByRole('textbox', { name: 'B' }), 'y');
    expect(onUpdate).toHaveBeenCalledWith('b', 'y');
  });

  it('hides and shows a field when the config hidden flag changes', () => {
    const linkage = vi.fn();
    const fields = (hidden: boolean): DynamicFieldConfig<Model>[] => [
      { key: 'note', hidden, defaultValue: '默认备注', hiddenDefaultValue: '', render: textInput('备注'), linkage },
    ];
    const onModel = vi.fn();
    const { rerender } = render(<Harness fields={fields(false)} initial={{ note: '写好的' }} onModel={onModel} />);
    rerender(<Harness fields={fields(true)} initial={{ note: '写好的' }} onModel={onModel} />);
    expect(screen.queryByRole('textbox', { name: '备注' })).not.toBeInTheDocument();
    expect(linkage).toHaveBeenLastCalledWith('HIDDEN', expect.objectContaining({ value: '' }));
    rerender(<Harness fields={fields(false)} initial={{ note: '写好的' }} onModel={onModel} />);
    expect(screen.getByRole('textbox', { name: '备注' })).toHaveValue('默认备注');
    expect(linkage).toHaveBeenLastCalledWith('DISPLAYED', expect.objectContaining({ value: '默认备注' }));
  });

  it('does not report a model change for the same value', async () => {
    const onModel = vi.fn();
    const fields: DynamicFieldConfig<Model>[] = [
      { key: 'a', render: ({ onChange }) => <button type="button" onClick={() => onChange('same')}>设为same</button> },
    ];
    render(<Harness fields={fields} initial={{ a: 'same' }} onModel={onModel} />);
    await userEvent.click(screen.getByRole('button', { name: '设为same' }));
    expect(onModel).not.toHaveBeenCalled();
  });

  it('builds two changes in one event on each other', async () => {
    const fields: DynamicFieldConfig<Model>[] = [
      {
        key: 'a',
        render: ({ onChange }) => (
          <button
            type="button"
            onClick={() => {
              onChange('1');
              onChange('2');
            }}
          >
            两次
          </button>
        ),
        linkage: (_t, { value, model }) => ({ model: { log: `${String(model['log'] ?? '')}${String(value)}` } }),
      },
    ];
    render(<Harness fields={fields} initial={{ a: '', log: '' }} />);
    await userEvent.click(screen.getByRole('button', { name: '两次' }));
    expect(modelOf()).toEqual({ a: '2', log: '12' });
  });
});
