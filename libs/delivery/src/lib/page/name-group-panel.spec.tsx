// 命名解析's group view, paged (widgets spec: pagination): the server's page of groups under the kit's pager,
// its page and size in the URL beside the table's own, a size change back on page 1, a page past the last
// moved to the last.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setApiClient, type Schemas } from '@toufang/api';
import { Toast } from '@toufang/ui';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defineDeliveryMedia } from '../config/delivery-config';
import { deliveryRow, renderDeliveryPage, serveDelivery } from '../testing/delivery-test-kit';
import { DeliveryTablePage } from './delivery-table-page';

const CONFIG = defineDeliveryMedia('toutiao', {
  account: { child: 'project', budget: { min: 1000 } },
  project: { child: 'ad', budget: { min: 300, minStep: 50 }, rename: { maxLength: 50 } },
  ad: { bid: { min: 0.1, max: 100 }, budget: { min: 300 }, rename: { maxLength: 50 } },
  'delivery-group': { child: 'plan' },
  plan: { child: 'creative', bid: { min: 0.1, max: 100 }, budget: { min: 300, minStep: 50 }, rename: { maxLength: 50 } },
  creative: {},
});
const PLAN_PATH = '/toutiao-app/promote/toutiao/delivery/plan';
const NAME_RULES = [{ ruleId: 7, ruleName: '投放命名规范', fields: [{ key: 'serial', label: '序号', kind: 'text' as const, values: [] }] }];
/** 120 groups: 119 serials by cost, highest first, then the unmatched names. */
const GROUPS: Schemas['DeliveryNameGroups']['groups'] = [
  ...Array.from({ length: 119 }, (_, i) => ({ value: `s${String(i).padStart(3, '0')}`, label: `s${String(i).padStart(3, '0')}`, objects: 1, metrics: { cost: 1000 - i } })),
  { value: null, label: '（未匹配）', objects: 4, metrics: { cost: 1 } },
];

function serve() {
  const asked: { page: number; size: number }[] = [];
  serveDelivery({
    media: 'toutiao',
    level: 'plan',
    rows: [deliveryRow('toutiao', 'plan', 0)],
    nameRules: NAME_RULES,
    nameGroups: (request) => {
      asked.push({ page: request.page, size: request.size });
      const from = (request.page - 1) * request.size;
      return { ruleName: '投放命名规范', fieldLabel: '序号', groups: GROUPS.slice(from, from + request.size), total: GROUPS.length, page: request.page, size: request.size, totals: { cost: 70000 } };
    },
  });
  return asked;
}

const open = (query: string) => renderDeliveryPage(<DeliveryTablePage config={CONFIG} level="plan" />, `${PLAN_PATH}?nameGroup=7:serial${query}`);
const panel = () => screen.findByRole('region', { name: '按「序号」汇总' });
const pager = async () => within(await panel()).findByRole('navigation', { name: '按「序号」汇总分页' });
const params = (router: ReturnType<typeof open>['router']) => new URLSearchParams(router.state.location.search);

beforeEach(() => {
  localStorage.clear();
});

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('命名解析 group view: pages', () => {
  it('asks for 50 groups a page, shows the total, and moves through pages with the page in the URL', async () => {
    const user = userEvent.setup();
    const asked = serve();
    const { router } = open('');
    const region = await panel();
    expect(await within(region).findByText('s000')).toBeInTheDocument();
    expect(asked[0]).toEqual({ page: 1, size: 50 });
    const nav = await pager();
    expect(within(nav).getByText('共 120 条')).toBeInTheDocument();
    expect(within(region).queryByText('（未匹配）')).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: '第 3 页' }));
    // The last page holds the unmatched names, last.
    expect(await within(region).findByText('（未匹配）')).toBeInTheDocument();
    expect(within(region).queryByText('s000')).not.toBeInTheDocument();
    expect(asked).toContainEqual({ page: 3, size: 50 });
    expect(params(router).get('groupPage')).toBe('3');
    expect(params(router).get('groupSize')).toBeNull();
    // The table's own page is not the group's.
    expect(params(router).get('page')).toBeNull();
  });

  it('a size change goes back to page 1 with the new size, both in the URL', async () => {
    const user = userEvent.setup();
    const asked = serve();
    const { router } = open('&groupPage=2');
    const region = await panel();
    expect(await within(region).findByText('s050')).toBeInTheDocument();
    expect(asked[0]).toEqual({ page: 2, size: 50 });
    const nav = await pager();
    await user.click(within(nav).getByRole('combobox', { name: '每页条数' }));
    const option = (await screen.findAllByRole('option')).find((o) => o.textContent === '20 条/页');
    if (!option) throw new Error('no option 20 条/页');
    const popup = option.closest('.semi-popover-wrapper');
    await user.click(option);
    if (popup) fireEvent.animationEnd(popup);
    await waitFor(() => expect(asked.at(-1)).toEqual({ page: 1, size: 20 }));
    expect(await within(region).findByText('s000')).toBeInTheDocument();
    expect(within(region).queryByText('s020')).not.toBeInTheDocument();
    expect(params(router).get('groupSize')).toBe('20');
    expect(params(router).get('groupPage')).toBeNull();
    expect(within(nav).getByRole('button', { name: '第 6 页' })).toBeInTheDocument();
  });

  it('opens a copied link on its page and size, and a page past the last on the last', async () => {
    const asked = serve();
    const { router } = open('&groupPage=9&groupSize=100');
    const region = await panel();
    expect(await within(region).findByText('（未匹配）')).toBeInTheDocument();
    expect(asked[0]).toEqual({ page: 9, size: 100 });
    expect(asked).toContainEqual({ page: 2, size: 100 });
    expect(params(router).get('groupPage')).toBe('2');
    expect(within(await pager()).getByRole('button', { name: '第 2 页' })).toHaveAttribute('aria-current', 'page');
  });
});
