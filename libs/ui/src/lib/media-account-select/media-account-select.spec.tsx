import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEDIA_DISPLAY_NAMES, SELECT } from '@toufang/domain';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MediaAccountSelect, type MediaAccountSelectProps } from './media-account-select';
import {
  MEDIA_ACCOUNT_SELECT_TEXTS,
  MEDIA_ACCOUNT_VIRTUALISE_FROM,
  accountKey,
  groupByMedia,
  matchesAccount,
  mediaLabel,
  type MediaAccountId,
  type MediaAccountOption,
} from './media-account-select-rules';

const ACCOUNTS: MediaAccountOption[] = [
  { mediaAccountId: 11, mediaAccountName: '星河-巨量', media: 'toutiao' },
  { mediaAccountId: 22, mediaAccountName: 'Cloud 广点通', media: 'gdt' },
  { mediaAccountId: 33, mediaAccountName: '星河-快手', media: 'kuaishou', disabled: true },
  { mediaAccountId: '44', mediaAccountName: '无媒体账户' },
  { mediaAccountId: 55, mediaAccountName: '星河-巨量2', media: 'toutiao' },
];

function Host(props: Partial<MediaAccountSelectProps> & { initial?: MediaAccountId[] }) {
  const { initial, onChange, ...rest } = props;
  const [value, setValue] = useState<MediaAccountId[]>(initial ?? []);
  return (
    <MediaAccountSelect
      accounts={ACCOUNTS}
      {...rest}
      value={value}
      onChange={(next, accounts) => {
        setValue(next);
        onChange?.(next, accounts);
      }}
    />
  );
}

const combo = () => screen.getByRole('combobox', { name: '媒体账户' });
async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(combo());
  return screen.findByRole('listbox');
}

afterEach(() => {
  vi.useRealTimers();
});

describe('media account select rules', () => {
  it('names media in Chinese, 其他 for none', () => {
    expect(mediaLabel('toutiao')).toBe(MEDIA_DISPLAY_NAMES.toutiao);
    expect(mediaLabel('toutiao')).toBe('巨量引擎');
    expect(mediaLabel(undefined)).toBe('其他');
    expect(mediaLabel('unknown')).toBe('其他');
  });

  it('groups by media in the product order, unknown last, empty groups left out', () => {
    const groups = groupByMedia(ACCOUNTS);
    expect(groups.map((g) => g.label)).toEqual(['巨量引擎', '腾讯广告3.0', '磁力智投', '其他']);
    expect(groups[0].accounts.map((a) => a.mediaAccountId)).toEqual([11, 55]);
    expect(groups[3].media).toBeNull();
  });

  it('matches name or id, ignoring case', () => {
    expect(matchesAccount(ACCOUNTS[1], 'cloud')).toBe(true);
    expect(matchesAccount(ACCOUNTS[1], '22')).toBe(true);
    expect(matchesAccount(ACCOUNTS[1], '星河')).toBe(false);
    expect(matchesAccount(ACCOUNTS[1], ' ')).toBe(true);
    expect(accountKey(22)).toBe('22');
  });

  it('has its texts', () => {
    expect(MEDIA_ACCOUNT_SELECT_TEXTS.PLACEHOLDER).toBe('请选择');
    expect(MEDIA_ACCOUNT_SELECT_TEXTS.EMPTY).toBe('暂无数据');
    expect(MEDIA_ACCOUNT_SELECT_TEXTS.NO_MATCH).toBe('无匹配数据');
    expect(MEDIA_ACCOUNT_VIRTUALISE_FROM).toBe(100);
  });
});

describe('MediaAccountSelect', () => {
  it('shows 请选择 and lists accounts with their ids', async () => {
    const user = userEvent.setup();
    render(<Host />);
    expect(combo()).toHaveTextContent('请选择');
    const list = await open(user);
    const options = within(list).getAllByRole('option');
    expect(options).toHaveLength(5);
    expect(options[0]).toHaveTextContent('星河-巨量11');
  });

  it('chooses one account and emits the id and the account', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Host onChange={onChange} />);
    const list = await open(user);
    await user.click(within(list).getByText('Cloud 广点通'));
    expect(onChange).toHaveBeenLastCalledWith([22], [ACCOUNTS[1]]);
    expect(combo()).toHaveTextContent('Cloud 广点通');
  });

  it('does not choose a disabled account', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Host onChange={onChange} />);
    const list = await open(user);
    await user.click(within(list).getByText('星河-快手'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('groups by media with the Chinese names', async () => {
    const user = userEvent.setup();
    render(<Host groupByMedia />);
    const list = await open(user);
    for (const label of ['巨量引擎', '腾讯广告3.0', '磁力智投', '其他']) expect(within(list).getByText(label)).toBeInTheDocument();
    expect(within(list).queryByText('百度营销')).toBeNull();
  });

  it('chooses several accounts in multiple mode', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Host multiple onChange={onChange} initial={[11]} />);
    const list = await open(user);
    await user.click(within(list).getByText('无媒体账户'));
    expect(onChange).toHaveBeenLastCalledWith([11, '44'], [ACCOUNTS[0], ACCOUNTS[3]]);
  });

  it('searches by name or id, and shows 无匹配数据 for no match', async () => {
    const user = userEvent.setup();
    render(<Host />);
    await open(user);
    const input = within(combo()).getByRole('textbox');
    await user.type(input, 'CLOUD');
    // Semi filters the options itself (no timer of the widget's): wait for the filtered list.
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option').map((o) => o.textContent)).toEqual(['Cloud 广点通22']));
    await user.clear(input);
    await user.type(input, '55');
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1));
    await user.clear(input);
    await user.type(input, 'zzz');
    await screen.findByText('无匹配数据');
    expect(screen.getByText('无匹配数据')).toBeInTheDocument();
  });

  it('reports the search after the 250 ms select-search debounce (SELECT.SEARCH_DEBOUNCE_MS)', async () => {
    expect(SELECT.SEARCH_DEBOUNCE_MS).toBe(250);
    // The clock moves only when told (no shouldAdvanceTime), so the debounce sees exactly the steps below.
    vi.useFakeTimers();
    const onSearch = vi.fn();
    render(<Host onSearch={onSearch} />);
    fireEvent.click(combo());
    await act(async () => {
      vi.advanceTimersByTime(20);
    });
    fireEvent.change(within(combo()).getByRole('textbox', { name: '媒体账户搜索' }), { target: { value: '星河' } });
    await act(async () => {
      vi.advanceTimersByTime(SELECT.SEARCH_DEBOUNCE_MS - 100);
    });
    expect(onSearch).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('星河');
  });

  it('shows 暂无数据 without accounts', async () => {
    const user = userEvent.setup();
    render(<Host accounts={[]} />);
    // Without accounts there is no listbox to wait for, only the empty text.
    await user.click(combo());
    await screen.findByText('暂无数据');
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
  });

  it('virtualises a long list and names the media on each option when grouped', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 500 }, (_, i) => ({ mediaAccountId: i, mediaAccountName: `账户${i}`, media: i % 2 ? 'gdt' : 'toutiao' }));
    render(<Host accounts={many} groupByMedia />);
    const list = await open(user);
    const options = within(list).getAllByRole('option');
    expect(options.length).toBeLessThan(30);
    expect(options[0]).toHaveTextContent('巨量引擎账户0');
  });
});
