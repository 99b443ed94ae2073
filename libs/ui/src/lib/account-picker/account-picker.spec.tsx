import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIZES, WIDGET_DEBOUNCE } from '@toufang/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountPackagePicker, type AccountPackagePickerProps } from './account-picker';
import type { PickedAccount, PickerAccount, PickerLevel, TargetingPackage } from './account-picker-rules';

const ACCOUNTS: PickerAccount[] = [
  { advertiserId: 1, nameWithAdverId: '星河电商(1)' },
  { advertiserId: 2, nameWithAdverId: '千川直播(2)' },
  { advertiserId: 3, nameWithAdverId: '停投账户(3)', disabled: true },
  { advertiserId: 4, nameWithAdverId: '新户(4)' },
];
const PACKAGES: Record<string, TargetingPackage[]> = {
  '1': [{ retargetName: '美妆人群' }, { retargetName: '加购未买' }, { retargetName: '排除人群', disabled: true }],
  '2': [{ retargetName: '粉丝拓展' }],
  '4': [],
};
const GROUPED: PickedAccount[] = [
  { advertiserId: 1, nameWithAdverId: '星河电商(1)', children: [{ retargetName: '美妆人群' }, { retargetName: '加购未买' }] },
  { advertiserId: 2, nameWithAdverId: '千川直播(2)', children: [{ retargetName: '粉丝拓展' }] },
];

function Host(props: Partial<AccountPackagePickerProps> & { initial?: PickedAccount[] }) {
  const { initial, onChange, ...rest } = props;
  const [value, setValue] = useState<PickedAccount[]>(initial ?? []);
  return (
    <AccountPackagePicker
      accounts={ACCOUNTS}
      packagesByAccount={PACKAGES}
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

const trigger = () => screen.getByRole('button', { name: /^选择账户与定向包：/ });
const openPanel = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(trigger());
  return screen.getByRole('group', { name: '选择账户与定向包' });
};
const column = (name: string) => screen.getByRole('region', { name });
const box = (name: string) => within(screen.getByRole('dialog')).getByRole('checkbox', { name });
const semiBox = (name: string) => box(name).closest('.semi-checkbox') as HTMLElement;

afterEach(() => {
  vi.useRealTimers();
});

describe('AccountPackagePicker', () => {
  it('shows the placeholder 请选择 when nothing is chosen, and opens a panel', async () => {
    const user = userEvent.setup();
    render(<Host />);
    expect(trigger()).toHaveTextContent('请选择');
    expect(trigger()).toHaveAccessibleName('选择账户与定向包：请选择');
    const dialog = await openPanel(user);
    expect(dialog).toBeInTheDocument();
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows 1 tag and +N on the trigger (TREE.ACCOUNT_PICKER_MAX_TAGS)', () => {
    render(<Host initial={GROUPED} />);
    const tags = trigger().querySelectorAll('.tf-account-picker__tag');
    expect(tags).toHaveLength(2);
    expect(tags[0]).toHaveTextContent('美妆人群');
    expect((tags[0] as HTMLElement).style.maxWidth).toBe(`${SIZES.TAG_MAX_WIDTH}px`);
    expect(tags[1]).toHaveTextContent('+2');
    expect(trigger()).toHaveAccessibleName('选择账户与定向包：美妆人群、加购未买、粉丝拓展');
  });

  it('level 2: 请先选择账户 until an account is opened, then its packages', async () => {
    const user = userEvent.setup();
    const onAccountOpen = vi.fn();
    render(<Host onAccountOpen={onAccountOpen} />);
    await openPanel(user);
    expect(within(column('定向包')).getByText('请先选择账户')).toBeInTheDocument();
    expect(within(column('已选')).getByText('暂未选择')).toBeInTheDocument();
    await user.click(within(column('账户')).getByRole('button', { name: '星河电商(1)' }));
    expect(onAccountOpen).toHaveBeenCalledWith(ACCOUNTS[0]);
    expect(within(column('账户')).getByRole('button', { name: '星河电商(1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(box('美妆人群')).not.toBeChecked();
    expect(box('排除人群')).toBeDisabled();
  });

  it('level 2: 暂无数据 for an account without packages', async () => {
    const user = userEvent.setup();
    render(<Host />);
    await openPanel(user);
    await user.click(within(column('账户')).getByRole('button', { name: '新户(4)' }));
    expect(within(column('定向包')).getByText('暂无数据')).toBeInTheDocument();
  });

  it('level 2: chosen packages are grouped under their account', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Host onChange={onChange} />);
    await openPanel(user);
    await user.click(within(column('账户')).getByRole('button', { name: '星河电商(1)' }));
    await user.click(semiBox('加购未买'));
    await user.click(within(column('账户')).getByRole('button', { name: '千川直播(2)' }));
    await user.click(semiBox('粉丝拓展'));
    expect(onChange).toHaveBeenLastCalledWith([
      { advertiserId: 1, nameWithAdverId: '星河电商(1)', children: [{ retargetName: '加购未买' }] },
      { advertiserId: 2, nameWithAdverId: '千川直播(2)', children: [{ retargetName: '粉丝拓展' }] },
    ]);
    const group = within(column('已选')).getByRole('list', { name: '星河电商(1)' });
    expect(within(group).getByText('加购未买')).toBeInTheDocument();
    expect(within(column('账户')).getByRole('button', { name: '星河电商(1)，已选1个定向包' })).toBeInTheDocument();
  });

  it('removes one chosen package and clears all with 清空', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Host initial={GROUPED} onChange={onChange} />);
    await openPanel(user);
    await user.click(within(column('已选')).getByRole('button', { name: '移除千川直播(2) 粉丝拓展' }));
    expect(onChange).toHaveBeenLastCalledWith([GROUPED[0]]);
    await user.click(within(column('已选')).getByRole('button', { name: '清空' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(within(column('已选')).getByText('暂未选择')).toBeInTheDocument();
    expect(within(column('已选')).getByRole('button', { name: '清空' })).toBeDisabled();
  });

  it('disables unchecked packages at the maximum and shows n/max', async () => {
    const user = userEvent.setup();
    render(<Host initial={[GROUPED[1]]} max={2} />);
    await openPanel(user);
    expect(within(column('已选')).getByText('1/2')).toBeInTheDocument();
    await user.click(within(column('账户')).getByRole('button', { name: /星河电商\(1\)/ }));
    await user.click(semiBox('美妆人群'));
    expect(within(column('已选')).getByText('2/2')).toBeInTheDocument();
    expect(box('加购未买')).toBeDisabled();
    expect(box('美妆人群')).not.toBeDisabled();
  });

  it('max 0 is unlimited', async () => {
    const user = userEvent.setup();
    render(<Host max={0} />);
    await openPanel(user);
    await user.click(within(column('账户')).getByRole('button', { name: '星河电商(1)' }));
    await user.click(semiBox('美妆人群'));
    await user.click(semiBox('加购未买'));
    expect(box('加购未买')).toBeChecked();
    expect(within(column('已选')).queryByText(/\/0/)).toBeNull();
  });

  it('level 1: picks accounts with checkboxes, no package column', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Host level={1} onChange={onChange} max={1} />);
    await openPanel(user);
    expect(screen.queryByRole('region', { name: '定向包' })).toBeNull();
    expect(box('停投账户(3)')).toBeDisabled();
    await user.click(semiBox('千川直播(2)'));
    expect(onChange).toHaveBeenLastCalledWith([{ advertiserId: 2, nameWithAdverId: '千川直播(2)' }]);
    expect(box('星河电商(1)')).toBeDisabled();
    expect(within(column('已选')).getByRole('button', { name: '移除千川直播(2)' })).toBeInTheDocument();
  });

  it('clears the checkboxes when the level changes (widgets spec §4)', async () => {
    const onChange = vi.fn();
    function Switcher() {
      const [level, setLevel] = useState<PickerLevel>(2);
      return (
        <>
          <button type="button" onClick={() => setLevel((l) => (l === 1 ? 2 : 1))}>
            切换
          </button>
          <Host level={level} initial={GROUPED} onChange={onChange} defaultOpen />
        </>
      );
    }
    const user = userEvent.setup();
    render(<Switcher />);
    await user.click(within(column('账户')).getByRole('button', { name: /星河电商\(1\)/ }));
    expect(box('美妆人群')).toBeChecked();
    await user.click(screen.getByRole('button', { name: '切换' }));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(trigger()).toHaveTextContent('请选择');
    // Nothing left to clear: switching back emits nothing.
    await user.click(screen.getByRole('button', { name: '切换' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('searches accounts after the 500 ms debounce, with 无匹配数据 for no match', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Host defaultOpen />);
    const search = within(column('账户')).getByRole('textbox', { name: '搜索账户' });
    expect(search).toHaveAttribute('placeholder', '请输入搜索内容');
    fireEvent.change(search, { target: { value: '千川' } });
    // The clock also follows real time (shouldAdvanceTime), so the first step leaves a margin below 500 ms.
    await act(async () => {
      vi.advanceTimersByTime(WIDGET_DEBOUNCE.SEARCH_MS - 100);
    });
    expect(within(column('账户')).getAllByRole('listitem')).toHaveLength(4);
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(within(column('账户')).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.change(search, { target: { value: 'zzz' } });
    await act(async () => {
      vi.advanceTimersByTime(WIDGET_DEBOUNCE.SEARCH_MS);
    });
    expect(within(column('账户')).getByText('无匹配数据')).toBeInTheDocument();
  });

  it('shows 暂无数据 without accounts', async () => {
    const user = userEvent.setup();
    render(<Host accounts={[]} />);
    await openPanel(user);
    expect(within(column('账户')).getByText('暂无数据')).toBeInTheDocument();
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const user = userEvent.setup();
    render(<Host />);
    await openPanel(user);
    await user.click(within(column('账户')).getByRole('button', { name: '星河电商(1)' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(trigger()).toHaveFocus();
  });

  it('virtualises a long account column', async () => {
    for (const prop of ['clientHeight', 'offsetHeight'] as const) {
      vi.spyOn(HTMLElement.prototype, prop, 'get').mockImplementation(function (this: HTMLElement) {
        return this.dataset.virtual ? 256 : 0;
      });
    }
    const many = Array.from({ length: 500 }, (_, i) => ({ advertiserId: i, nameWithAdverId: `账户${i}(${i})` }));
    render(<Host accounts={many} defaultOpen />);
    const items = within(column('账户')).getAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(30);
    expect(items[0]).toHaveAttribute('aria-setsize', '500');
  });
});
