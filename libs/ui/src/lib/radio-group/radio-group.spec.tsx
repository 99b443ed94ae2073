import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './radio-group';
import type { RadioOption } from './radio-group-rules';

const OPTIONS: RadioOption<string>[] = [
  { name: '按计划', value: 'PLAN' },
  { name: '按广告组', value: 'CAMPAIGN' },
  { name: '按账户', value: 'ACCOUNT', disabled: true },
];

describe('RadioGroup', () => {
  it('shows the options by name with a group name, the value checked and disabled options disabled', () => {
    render(<RadioGroup aria-label="提交维度" options={OPTIONS} value="CAMPAIGN" />);
    expect(screen.getByRole('radiogroup', { name: '提交维度' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '按计划' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '按广告组' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '按账户' })).toBeDisabled();
  });

  it('emits onChange with the value and option on a pick', () => {
    const onChange = vi.fn();
    render(<RadioGroup options={OPTIONS} value="PLAN" onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: '按广告组' }));
    expect(onChange).toHaveBeenCalledWith('CAMPAIGN', OPTIONS[1]);
  });

  it('works uncontrolled from defaultValue', () => {
    render(<RadioGroup options={OPTIONS} defaultValue="PLAN" />);
    fireEvent.click(screen.getByRole('radio', { name: '按广告组' }));
    expect(screen.getByRole('radio', { name: '按广告组' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '按计划' })).not.toBeChecked();
  });

  it('logs console.error for an empty option list', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<RadioGroup options={[]} aria-label="空" />);
    expect(error).toHaveBeenCalledWith('[RadioGroup] 选项列表不能为空');
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
  });

  it('logs console.error for an option without name or value and leaves it out', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const bad = [OPTIONS[0], { name: '缺值' }] as unknown as RadioOption<string>[];
    render(<RadioGroup options={bad} />);
    expect(error).toHaveBeenCalledWith('[RadioGroup] 第 2 个选项缺少 name 或 value（name 为非空字符串，value 为字符串或数字）');
    expect(screen.getAllByRole('radio')).toHaveLength(1);
  });

  it('does not log for a good list', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<RadioGroup options={OPTIONS} value="PLAN" />);
    expect(error).not.toHaveBeenCalled();
  });
});

describe('RadioGroup dynamic enumeration (widgets spec §2)', () => {
  function Host({ options, onChange }: { options: RadioOption<string>[]; onChange: (v: string) => void }) {
    const [value, setValue] = useState<string | null>('CAMPAIGN');
    return (
      <RadioGroup
        dynamicEnum
        options={options}
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
      />
    );
  }

  it('auto-selects the first enabled option when the value disappears from the options', () => {
    const onChange = vi.fn();
    const { rerender } = render(<Host options={OPTIONS} onChange={onChange} />);
    expect(onChange).not.toHaveBeenCalled();
    rerender(<Host options={[OPTIONS[0], OPTIONS[2]]} onChange={onChange} />);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('PLAN');
    expect(screen.getByRole('radio', { name: '按计划' })).toBeChecked();
  });

  it('auto-selects the first enabled option when the value becomes disabled', () => {
    const onChange = vi.fn();
    const { rerender } = render(<Host options={OPTIONS} onChange={onChange} />);
    rerender(<Host options={[{ ...OPTIONS[0], disabled: true }, { ...OPTIONS[1], disabled: true }, { ...OPTIONS[2], disabled: false }]} onChange={onChange} />);
    expect(onChange).toHaveBeenCalledWith('ACCOUNT');
    expect(screen.getByRole('radio', { name: '按账户' })).toBeChecked();
  });

  it('selects the first enabled option when there is no value yet', () => {
    const onChange = vi.fn();
    render(<RadioGroup dynamicEnum options={OPTIONS} value={null} onChange={onChange} />);
    expect(onChange).toHaveBeenCalledWith('PLAN', OPTIONS[0]);
  });

  it('leaves the value alone without dynamicEnum', () => {
    const onChange = vi.fn();
    render(<RadioGroup options={OPTIONS} value="GONE" onChange={onChange} />);
    expect(onChange).not.toHaveBeenCalled();
  });
});
