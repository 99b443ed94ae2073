import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { defineDeliveryLevel } from '../config/delivery-config';
import { ColumnSettingsDialog } from './column-settings-dialog';

const plan = defineDeliveryLevel('baidu', 'plan', { bid: {}, budget: { min: 50 } });

describe('ColumnSettingsDialog', () => {
  it('offers the level\'s columns by group, the name locked, and saves the choice in order', () => {
    const onSave = vi.fn();
    render(<ColumnSettingsDialog level={plan} value={['name', 'cost']} onSave={onSave} onCancel={() => undefined} />);
    const dialog = screen.getByTestId('column-settings');
    expect(within(dialog).getByRole('checkbox', { name: '计划名称' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '点击率（%）' }));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSave).toHaveBeenCalledWith(['name', 'cost', 'ctr']);
  });

  it('goes back to the defaults with 恢复默认', () => {
    const onSave = vi.fn();
    render(<ColumnSettingsDialog level={plan} value={['name', 'cost']} onSave={onSave} onCancel={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: '恢复默认' }));
    expect(onSave).toHaveBeenCalledWith(null);
  });
});
