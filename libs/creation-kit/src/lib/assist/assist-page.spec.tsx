import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import type { CreationTemplateBody } from '@toufang/domain';
import { fakeApi, hangUntilAborted, renderSubAppPage, type FakeRequest } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import { editorPath } from '../route/creation-paths';
import { BAIDU_TEST_SPEC, TEST_SPEC } from '../../testing';
import { AssistPage, assistEditorPath, assistVariant } from './assist-page';
import { ASSIST_TEXTS as T } from './texts';

type Proposal = Schemas['CreationAssistProposal'];

const ACCOUNTS = [
  { id: 7, name: '沙箱账户-7', advertiserId: '1700000000000007', sandbox: true },
  { id: 8, name: '沙箱账户-8', advertiserId: '1700000000000008', sandbox: true },
];

const rates = { ctr: 0.03, cvr: 0.05, cpa: 20 };
const figures = (show: number) => ({ cost: 100, show, click: 30, ctr: 3, convert: 5, convertCost: 20, ads: 2 });

const PROPOSAL: Proposal = {
  period: { from: '2026-11-22', to: '2026-11-28' },
  hasHistory: true,
  prior: rates,
  materials: [
    { id: 11, md5: 'a'.repeat(32), name: '夏日主图', kind: 'image', thumbnailUrl: '/files/a', figures: figures(1000), smoothed: rates, score: 1.25, rank: 1, excludedReason: null, lowEfficiencyAccountIds: [] },
    { id: 12, md5: 'b'.repeat(32), name: '秋季视频', kind: 'video', thumbnailUrl: '/files/b', figures: figures(900), smoothed: rates, score: 0.8, rank: 2, excludedReason: null, lowEfficiencyAccountIds: [8] },
    { id: 13, md5: 'c'.repeat(32), name: '旧素材', kind: 'image', thumbnailUrl: '/files/c', figures: figures(800), smoothed: rates, score: 2, rank: null, excludedReason: '在所选账户中均被媒体标记为低效素材', lowEfficiencyAccountIds: [7, 8] },
  ],
  titles: [{ text: '夏季新品限时抢购', titleId: 3, figures: null, smoothed: rates, score: 1, rank: 1, variants: ['{地区}夏季新品限时抢购'] }],
  accounts: [
    { accountId: 7, advertiserId: '1700000000000007', name: '沙箱账户-7', recent: { from: '2026-11-22', to: '2026-11-28', cost: 234, convert: 10, convertCost: 23.4, sameGoal: false }, bid: { value: 23.4, raw: 23.4, clampedBy: null, conflict: false }, budget: { value: 300, raw: 41, clampedBy: 'media', conflict: false }, basis: '近7天转化成本 23.40 元 → 建议出价 23.40 元', proposed: true },
    { accountId: 8, advertiserId: '1700000000000008', name: '沙箱账户-8', recent: { from: '2026-11-22', to: '2026-11-28', cost: 300, convert: 10, convertCost: 30, sameGoal: false }, bid: { value: 30, raw: 30, clampedBy: null, conflict: false }, budget: { value: 300, raw: 52, clampedBy: 'media', conflict: false }, basis: '近7天转化成本 30.00 元 → 建议出价 30.00 元', proposed: true },
  ],
  proposal: {
    accountIds: [7, 8],
    materials: { mode: 'spread', groups: [{ key: 'assist-7-1', name: '夏日主图+秋季视频', materialIds: [11, 12] }, { key: 'assist-8-1', name: '夏日主图', materialIds: [11] }] },
    titles: { mode: 'cross', groups: [{ key: 'assist-title-1', name: '建议标题组1', titles: ['夏季新品限时抢购', '{地区}夏季新品限时抢购'] }] },
  },
};

function serve(answer: (body: unknown, request: FakeRequest) => Proposal | Response | Promise<Response>) {
  const api = fakeApi()
    .on('post', '/api/delivery/accounts', () => ACCOUNTS)
    .on('post', '/api/material/title-group/list', () => ({ records: [], total: 0, current: 1, size: 200, creators: [] }))
    .on('post', '/api/creation/assist/propose', answer);
  api.install();
  return api;
}

async function pick(combobox: HTMLElement, option: string) {
  await userEvent.click(combobox);
  const choice = await screen.findByRole('option', { name: option });
  const popup = choice.closest('.semi-popover-wrapper');
  await userEvent.click(choice);
  if (popup) fireEvent.animationEnd(popup);
}

function renderPage(path = '/toutiao-app/ad/ad-ai-create/project/new') {
  return renderSubAppPage(() => <AssistPage media="toutiao" variants={[TEST_SPEC]} today="2026-11-29" />, path, { routePath: '/toutiao-app/ad/ad-ai-create/:variant/:temp_id' });
}

async function chooseAndGenerate() {
  await pick(await screen.findByRole('combobox', { name: T.ACCOUNTS }), '沙箱账户-7（1700000000000007）沙箱');
  await userEvent.click(screen.getByRole('button', { name: T.GENERATE }));
}

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('辅助创建', () => {
  it('says what it does, without a claim of a language model, before anything is asked', async () => {
    serve(() => PROPOSAL);
    renderPage();
    expect(screen.getByText(T.WHAT_IT_DOES)).toBeInTheDocument();
    expect(T.WHAT_IT_DOES).toContain('不使用大语言模型');
    expect(screen.getByRole('button', { name: T.GENERATE })).toBeInTheDocument();
  });

  it('asks for an account before generating', async () => {
    const api = serve(() => PROPOSAL);
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: T.GENERATE }));
    expect(await screen.findByText(T.NEED_ACCOUNTS)).toBeInTheDocument();
    expect(api.paths).not.toContain('/api/creation/assist/propose');
  });

  it('shows that it is computing while the proposal is on its way', async () => {
    serve((_, { request }) => hangUntilAborted(request));
    renderPage();
    await chooseAndGenerate();
    expect(await screen.findByText(T.LOADING)).toBeInTheDocument();
  });

  it('says there is not enough history when nothing can be ranked', async () => {
    serve(() => ({ ...PROPOSAL, hasHistory: false, materials: [], proposal: { ...PROPOSAL.proposal, accountIds: [], materials: { mode: 'spread', groups: [] } } }));
    renderPage();
    await chooseAndGenerate();
    expect(await screen.findByText(T.NO_HISTORY)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: T.ADOPT })).toBeNull();
  });

  it('sends the choices and shows the ranking, the excluded material with its reason, the bids with their basis', async () => {
    const api = serve(() => PROPOSAL);
    renderPage();
    await chooseAndGenerate();
    const materials = await screen.findByRole('region', { name: T.MATERIALS });
    expect(api.bodiesOf('/api/creation/assist/propose')).toEqual([{ media: 'toutiao', variant: 'project', accountIds: [7], period: { from: '2026-11-22', to: '2026-11-28' }, maxUsesPerAccount: 2, groupSize: 3 }]);
    expect(within(materials).getByText('夏日主图')).toBeInTheDocument();
    expect(within(materials).getByText(`${T.EXCLUDED}：在所选账户中均被媒体标记为低效素材`)).toBeInTheDocument();
    expect(within(materials).getByText(T.LOW_IN(1))).toBeInTheDocument();
    const titles = screen.getByRole('region', { name: T.TITLES });
    expect(within(titles).getByText('{地区}夏季新品限时抢购')).toBeInTheDocument();
    const bids = screen.getByRole('region', { name: T.BIDS });
    expect(within(bids).getByText('近7天转化成本 23.40 元 → 建议出价 23.40 元')).toBeInTheDocument();
    expect(within(bids).getByText(T.MEDIAN_BID('23.40'))).toBeInTheDocument();
    const proposal = screen.getByRole('region', { name: T.PROPOSAL });
    expect(within(proposal).getByText(T.GROUPS_OF('沙箱账户-7', 1))).toBeInTheDocument();
  });

  it('reads the bids for the variant’s goal when one is chosen', async () => {
    const api = serve(() => PROPOSAL);
    renderPage();
    await pick(await screen.findByRole('combobox', { name: T.GOAL }), '付费');
    await chooseAndGenerate();
    await screen.findByRole('region', { name: T.MATERIALS });
    expect(api.bodiesOf('/api/creation/assist/propose')[0]).toMatchObject({ goal: 'PAY' });
  });

  it('采用建议 opens the variant’s editor with the proposal as the template body', async () => {
    serve(() => PROPOSAL);
    const { router } = renderPage();
    await chooseAndGenerate();
    await userEvent.click(await screen.findByRole('button', { name: T.ADOPT }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/toutiao-app/ad/ad-speed-create/project/new'));
    const { body } = router.state.location.state as { body: CreationTemplateBody };
    expect(body.accounts.map((a) => a.mediaAccountId)).toEqual([7, 8]);
    expect(body.materials).toEqual({ mode: 'spread', groups: PROPOSAL.proposal.materials.groups });
    expect(body.titles.groups[0].titles).toEqual(['夏季新品限时抢购', '{地区}夏季新品限时抢购']);
    expect(body.variant).toBe('project');
    // The suggestions under the spec's fields: the median bid (23.40 and 30: the lower middle) and budget.
    expect(body.settings).toEqual({ project: { budget: 300 }, ad: { bid: 23.4 } });
  });

  it('opens the template of the route’s temp_id, and baidu’s flow on its first step, where the kit’s editor is', () => {
    for (const [spec, id] of [[TEST_SPEC, 'new'], [TEST_SPEC, '12'], [{ ...TEST_SPEC, variant: '' }, 'new'], [BAIDU_TEST_SPEC, '5']] as const) {
      expect(assistEditorPath(spec, id)).toBe(editorPath(spec, id, spec.variant === 'basic-settings' ? 'basic-settings' : undefined));
    }
    expect(assistEditorPath({ ...BAIDU_TEST_SPEC, variant: 'preview-submit' }, '5')).toBe('/baidu-app/ad/ad-speed-create/basic-settings/5');
  });

  it('reads the route’s variant segment, and the media’s first variant for one it does not know (AI实验室 links `default`)', () => {
    const plain = { ...TEST_SPEC, variant: '' };
    expect(assistVariant([plain, TEST_SPEC], TEST_SPEC.variant)).toBe(TEST_SPEC);
    expect(assistVariant([plain, TEST_SPEC], 'default')).toBe(plain);
  });
});
