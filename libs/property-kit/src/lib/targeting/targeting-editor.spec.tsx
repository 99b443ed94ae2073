import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as z from 'zod/mini';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient } from '@toufang/api';
import { PENDING_PROPERTY_LIMITS } from '@toufang/domain';
import { Toast } from '@toufang/ui';
import { audienceRow, propertyRow, renderPropertyPage, servePropertyKit } from '../../testing';
import { definePropertyType } from '../config/property-config';
import { PropertyListPage } from '../list/property-list-page';

interface Values {
  city?: number[];
  age?: string[];
  gender?: string;
  interest?: number[];
  platform?: string[];
  ac?: string[];
  include?: string[];
  exclude?: string[];
  hide_converted?: boolean;
}

const TARGET = definePropertyType<'toutiao', 'target', Values>('toutiao', 'target', {
  limits: { ...PENDING_PROPERTY_LIMITS, NAME_MAX_LENGTH: 50, REGION: { DEPTH: 3, MAX: 3 }, OPERATIONS: { create: true, edit: true, push: true, delete: true, sync: true } },
  fields: {
    city: { kind: 'region', label: '地域', depth: 3 },
    age: { kind: 'multiSelect', label: '年龄', options: [{ value: 'AGE_BETWEEN_24_30', label: '24-30岁' }, { value: 'AGE_BETWEEN_31_40', label: '31-40岁' }] },
    gender: { kind: 'select', label: '性别', options: [{ value: 'GENDER_MALE', label: '男' }, { value: 'GENDER_FEMALE', label: '女' }] },
    interest: { kind: 'interest', label: '兴趣' },
    platform: { kind: 'multiSelect', label: '平台', options: [{ value: 'ANDROID', label: 'Android' }, { value: 'IOS', label: 'iOS' }] },
    ac: { kind: 'multiSelect', label: '网络', options: [{ value: 'WIFI', label: 'Wi-Fi' }, { value: '4G', label: '4G' }] },
    include: { kind: 'audience', label: '定向人群包', role: 'include' },
    exclude: { kind: 'audience', label: '排除人群包', role: 'exclude' },
    hide_converted: { kind: 'switch', label: '过滤已转化用户' },
  },
  columns: ['name', 'account', { summary: '地域' }, 'status'],
  form: { kind: 'targeting', sections: { 地域: ['city'], 年龄: ['age'], 性别: ['gender'], 兴趣行为: ['interest'], 平台设备: ['platform'], 网络: ['ac'], 人群包: ['include', 'exclude'] } },
  schema: z.object({}),
});

const AUDIENCES = [audienceRow(1, '高价值用户', 'available'), audienceRow(2, '已下单用户', 'available'), audienceRow(3, '计算中的包', 'computing'), audienceRow(4, '过期包', 'expired')];

/** Picks an option of a Semi select; Semi applies the choice when its popup's animation has ended (none in jsdom). */
async function pick(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  const choice = await screen.findByRole('option', { name: option });
  const popup = choice.closest('.semi-popover-wrapper');
  await userEvent.click(choice);
  if (popup) fireEvent.animationEnd(popup);
}

const page = () => renderPropertyPage(() => <PropertyListPage declaration={TARGET} title="定向包" />);

afterEach(() => {
  setApiClient(null);
  localStorage.clear();
  act(() => Toast.destroyAll());
});

describe('the targeting editor', () => {
  it('builds a pack from the sections: provinces in the cascader, ages, and the account’s usable audiences', async () => {
    const api = servePropertyKit({ rows: { target: [], 'custom-audience': AUDIENCES } });
    page();
    await userEvent.click(await screen.findByRole('button', { name: '新建' }));
    const dialog = await screen.findByRole('dialog', { name: '新建定向包' });
    for (const title of ['地域', '年龄', '性别', '兴趣行为', '平台设备', '网络', '人群包', '其他']) expect(within(dialog).getByRole('region', { name: title })).toBeTruthy();
    // Audiences wait for the account.
    expect(within(dialog).getAllByText('请先选择账户，再选择该账户的人群包')).toHaveLength(2);
    await pick(within(dialog).getByRole('combobox', { name: '账户' }), '沙箱账户-7（1700000000000007）');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '名称' }), '京沪青年');

    const regions = within(dialog).getByRole('region', { name: '地域' });
    await userEvent.click(await within(regions).findByRole('checkbox', { name: '北京市' }));
    await userEvent.click(within(regions).getByRole('checkbox', { name: '上海市' }));

    await pick(within(dialog).getByRole('combobox', { name: '年龄' }), '24-30岁');

    const packs = within(dialog).getByRole('region', { name: '人群包' });
    await waitFor(() => expect(packs.textContent).toContain('高价值用户（AUD1）'));
    // Only packs in state 可用 are offered.
    expect(within(packs).queryByText('计算中的包（AUD3）')).toBeNull();
    expect(within(packs).queryByText('过期包（AUD4）')).toBeNull();
    await userEvent.click(within(packs).getAllByRole('button', { name: '右移 高价值用户（AUD1）' })[0]);

    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.bodiesOf('/api/property/create')).toHaveLength(1));
    expect(api.bodiesOf('/api/property/create')[0]).toEqual({
      accountId: 7,
      input: { kind: 'toutiao.target', name: '京沪青年', values: { city: [110000, 310000], age: ['AGE_BETWEEN_24_30'], include: ['AUD1'] } },
    });
    expect(await screen.findByText('已新建，媒体审核后生效')).toBeTruthy();
    // The region tree came once, for the media and kind.
    expect(api.bodiesOf('/api/property/options')).toEqual([{ media: 'toutiao', kind: 'region' }, { media: 'toutiao', kind: 'interest' }]);
  });

  it('opens 编辑 with the pack’s values and refuses a region with its own parent, and a pack both included and excluded', async () => {
    const row = propertyRow(5, '北京老客');
    const api = servePropertyKit({
      rows: { target: [row], 'custom-audience': AUDIENCES },
      values: { 5: { city: [110000, 110101], include: ['AUD1'], exclude: ['AUD1'] } },
    });
    page();
    await userEvent.click(await screen.findByRole('button', { name: '编辑 北京老客' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑定向包' });
    expect(within(dialog).getByRole('textbox', { name: '名称' })).toHaveValue('北京老客');
    await within(within(dialog).getByRole('region', { name: '地域' })).findByRole('checkbox', { name: '北京市' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('地域110101与其上级地域110000不能同时选择')).toBeTruthy();
    expect(within(dialog).getByText('人群包不能同时定向和排除：AUD1')).toBeTruthy();
    expect(api.bodiesOf('/api/property/update')).toEqual([]);
  });

  it('refuses more regions than the media allows', async () => {
    const api = servePropertyKit({ rows: { target: [propertyRow(6, '四城')], 'custom-audience': [] }, values: { 6: { city: [110101, 110102, 310101, 440305] } } });
    page();
    await userEvent.click(await screen.findByRole('button', { name: '编辑 四城' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑定向包' });
    await within(within(dialog).getByRole('region', { name: '地域' })).findByRole('checkbox', { name: '北京市' });
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('地域最多选择3个，当前4个')).toBeTruthy();
    expect(api.bodiesOf('/api/property/update')).toEqual([]);
  });
});
