import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LAYOUT_CONFIG_TEXTS, LayoutModuleConfig } from './layout-module-config';
import type { LayoutConfig } from './layout-module-rules';

const modules = [
  { id: 'trend', title: '消耗趋势' },
  { id: 'cost', title: '消耗' },
  { id: 'ctr', title: '点击率' },
];

function Demo({ initial, onChange }: { initial: LayoutConfig; onChange?: (c: LayoutConfig) => void }) {
  const [config, setConfig] = useState(initial);
  return (
    <>
      <LayoutModuleConfig
        value={config}
        modules={modules}
        onChange={(next) => {
          setConfig(next);
          onChange?.(next);
        }}
      />
      <pre data-testid="value">{JSON.stringify(config)}</pre>
    </>
  );
}

const shown = () => JSON.parse(screen.getByTestId('value').textContent ?? '{}') as LayoutConfig;

describe('LayoutModuleConfig', () => {
  it('has its texts', () => {
    expect(LAYOUT_CONFIG_TEXTS.EQUAL_DIVISION).toBe('等分');
    expect(LAYOUT_CONFIG_TEXTS.CUSTOM_SCALE).toBe('自定义比例');
    expect(LAYOUT_CONFIG_TEXTS.slot(1, 2)).toBe('第1列第2个模块');
  });

  it('shows a column per slot column with a select per slot', () => {
    render(<Demo initial={{ slots: [['trend'], ['cost', 'ctr']], widthType: 'equalDivision' }} />);
    expect(screen.getByRole('region', { name: '第1列' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '第2列' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '第2列第2个模块' })).toHaveTextContent('点击率');
    expect(screen.queryByRole('alert')).toBeNull();
    // A column of two is full: the layout has 2 rows.
    expect(screen.getByRole('button', { name: '第2列添加模块' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '第1列添加模块' })).toBeEnabled();
  });

  it('switching to customScale shows a scale per column, starting at 1', async () => {
    const onChange = vi.fn();
    render(<Demo initial={{ slots: [['trend'], ['cost']], widthType: 'equalDivision' }} onChange={onChange} />);
    expect(screen.queryByRole('spinbutton')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: '自定义比例' }));
    expect(onChange).toHaveBeenLastCalledWith({ slots: [['trend'], ['cost']], widthType: 'customScale', scales: [1, 1] });
    const scale = screen.getByRole('spinbutton', { name: '第1列比例' });
    await userEvent.clear(scale);
    await userEvent.type(scale, '3');
    expect(shown().scales).toEqual([3, 1]);
  });

  it('adding a slot leaves it empty, which the spec rule reports until a module is chosen', async () => {
    const user = userEvent.setup();
    render(<Demo initial={{ slots: [['trend']], widthType: 'equalDivision' }} />);
    await user.click(screen.getByRole('button', { name: '第1列添加模块' }));
    expect(shown().slots).toEqual([['trend', '']]);
    expect(screen.getByRole('alert')).toHaveTextContent('第1列第2个插槽的 id 必须是非空字符串');
    const select = screen.getByRole('combobox', { name: '第1列第2个模块' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    await user.click(select);
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    // A module already placed cannot be chosen twice.
    expect(options.find((o) => o.textContent === '消耗趋势')).toHaveAttribute('aria-disabled', 'true');
    await user.click(options.find((o) => o.textContent === '点击率') as HTMLElement);
    expect(shown().slots).toEqual([['trend', 'ctr']]);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('adds a column and removes slots; the last slot of a column takes the column with it', async () => {
    const user = userEvent.setup();
    render(<Demo initial={{ slots: [['trend'], ['cost', 'ctr']], widthType: 'customScale', scales: [2, 1] }} />);
    await user.click(screen.getByRole('button', { name: '添加列' }));
    expect(shown()).toEqual({ slots: [['trend'], ['cost', 'ctr'], ['']], widthType: 'customScale', scales: [2, 1, 1] });
    await user.click(screen.getByRole('button', { name: '删除第1列第1个模块' }));
    expect(shown()).toEqual({ slots: [['cost', 'ctr'], ['']], widthType: 'customScale', scales: [1, 1] });
    await user.click(screen.getByRole('button', { name: '删除第1列第2个模块' }));
    expect(shown().slots).toEqual([['cost'], ['']]);
  });

  it('removing every slot leaves an empty list, which the spec rule refuses', async () => {
    const user = userEvent.setup();
    render(<Demo initial={{ slots: [['trend']], widthType: 'equalDivision' }} />);
    await user.click(screen.getByRole('button', { name: '删除第1列第1个模块' }));
    expect(shown().slots).toEqual([]);
    expect(screen.getByRole('alert')).toHaveTextContent('插槽列表必须是非空数组');
  });
});
