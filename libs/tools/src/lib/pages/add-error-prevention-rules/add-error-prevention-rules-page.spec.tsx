import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, refuse, renderSubAppPage } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import AddErrorPreventionRulesPage from './add-error-prevention-rules-page';

type Rule = Schemas['ErrorPreventionRuleItem'];
type Save = Schemas['ErrorPreventionRuleSaveRequest'];

const GOAL_RULE: Rule = {
  id: 8,
  name: '转化目标白名单',
  enabled: true,
  media: 'toutiao',
  accounts: [{ id: 3, name: '沙箱 巨量账户一' }],
  accountGroups: [],
  field: 'goal',
  values: ['AD_CONVERT_TYPE_FORM', 'AD_CONVERT_TYPE_CONSULT_EFFECTIVE'],
  min: null,
  max: null,
  createdBy: '李静',
  updatedBy: '李静',
  updateTime: '2026-11-20 10:00:00',
};

/** The goal options the server answers from each media's creation rules (toutiao's, in part; bilibili none here). */
const GOAL_OPTIONS: Partial<Record<string, Schemas['ErrorPreventionGoalOptions']>> = {
  toutiao: {
    goal: [
      { value: 'AD_CONVERT_TYPE_FORM', label: '表单提交' },
      { value: 'AD_CONVERT_TYPE_CONSULT_EFFECTIVE', label: '有效咨询' },
    ],
    deepGoal: [{ value: 'AD_CONVERT_TYPE_PURCHASE_ROI', label: '付费ROI' }],
  },
};

function serve(answer: (body: Save) => Rule | ReturnType<typeof refuse> = (body) => ({ ...GOAL_RULE, ...body, id: body.id ?? 20, accounts: [], accountGroups: [] })) {
  const api = fakeApi()
    .on('post', '/api/creation/error-prevention/rule/get', ({ id }) => (id === 8 ? GOAL_RULE : refuse(404, '规则不存在或已删除')))
    .on('post', '/api/creation/error-prevention/rule/save', answer)
    .on('post', '/api/user/media_account/page', ({ current, size }) => ({ records: [], total: 0, current, size }))
    .on('post', '/api/user/group_user/select', () => [{ groupId: 2, groupName: '华东组', children: [{ mediaAccountId: '1700001', mediaAccountName: '沙箱 广点通账户一', num: 0 }] }])
    .on('post', '/api/creation/error-prevention/goal-options', ({ media }) => GOAL_OPTIONS[media] ?? { goal: [], deepGoal: [] });
  api.install();
  return api;
}

/** Picks an option of a Semi select; Semi applies the choice when its popup has closed (jsdom runs no animation). */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string, option: string) {
  await user.click(screen.getByRole('combobox', { name }));
  const choice = await screen.findByRole('option', { name: option });
  const popup = choice.closest('.semi-popover-wrapper');
  await user.click(choice);
  if (popup) fireEvent.animationEnd(popup);
}

const EDITOR = '/tools-app/add-error-prevention-rules';

const ACCOUNT: Schemas['MediaAccountRecord'] = {
  id: 1,
  mediaCode: 'toutiao',
  accountId: '1',
  accountName: '账户',
  sandbox: false,
  status: 'active',
  statusText: '正常',
  balance: 0,
  todayCost: 0,
  dailyBudget: null,
  groupId: null,
  groupName: null,
  projectId: null,
  projectName: null,
  operators: [],
  authorizationId: null,
  authStatus: null,
  authStatusText: null,
  authExpiresAt: null,
  lastSyncedAt: null,
  lastSyncError: null,
  remark: '',
  product: '',
};

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('添加防出错规则', () => {
  it('refuses an empty rule with a message under each missing field, and sends nothing', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderSubAppPage(AddErrorPreventionRulesPage, EDITOR);
    expect(await screen.findByRole('heading', { name: '添加防出错规则' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入规则名称')).toBeInTheDocument();
    expect(screen.getByText('请选择媒体')).toBeInTheDocument();
    expect(screen.getByText('请选择字段')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '规则名称' })).toHaveAttribute('aria-invalid', 'true');
    // A name of spaces is no name.
    await user.type(screen.getByRole('textbox', { name: '规则名称' }), '   ');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入规则名称')).toBeInTheDocument();
    expect(api.bodiesOf('/api/creation/error-prevention/rule/save')).toEqual([]);
  });

  it('refuses a range whose minimum passes its maximum, keeps what was typed, and saves once it is right', async () => {
    const api = serve();
    const user = userEvent.setup();
    const { router } = renderSubAppPage(AddErrorPreventionRulesPage, EDITOR);
    await user.type(await screen.findByRole('textbox', { name: '规则名称' }), '出价区间');
    await choose(user, '媒体', '腾讯广告3.0');
    await choose(user, '字段', '出价');
    const min = screen.getByRole('spinbutton', { name: '最小值' });
    const max = screen.getByRole('spinbutton', { name: '最大值' });
    await user.type(min, '30');
    await user.type(max, '20');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('最小值不能大于最大值')).toBeInTheDocument();
    expect(api.bodiesOf('/api/creation/error-prevention/rule/save')).toEqual([]);
    expect(min).toHaveValue('30.00');
    expect(max).toHaveValue('20.00');
    expect(screen.getByRole('textbox', { name: '规则名称' })).toHaveValue('出价区间');
    await user.clear(max);
    await user.type(max, '50');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(api.bodiesOf('/api/creation/error-prevention/rule/save')).toEqual([
        { name: '出价区间', enabled: true, media: 'gdt', accountIds: [], accountGroupIds: [], field: 'bid', values: [], min: 30, max: 50 },
      ]),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/tools-app/tool/error-prevention/rules-manager'));
    expect(await screen.findByText('规则已保存')).toBeInTheDocument();
  });

  it('asks for a bound of a money field, and for the accounts or groups of a chosen scope', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderSubAppPage(AddErrorPreventionRulesPage, EDITOR);
    await user.type(await screen.findByRole('textbox', { name: '规则名称' }), '预算下限');
    await choose(user, '媒体', '腾讯广告3.0');
    await choose(user, '字段', '计划预算');
    await user.click(screen.getByRole('radio', { name: '指定账户组' }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请填写最小值或最大值')).toBeInTheDocument();
    expect(screen.getByText('请选择至少一个账户组')).toBeInTheDocument();
    await choose(user, '账户组', '华东组');
    // The chosen group's accounts are shown beside it.
    expect(await screen.findByText('沙箱 广点通账户一')).toBeInTheDocument();
    await user.type(screen.getByRole('spinbutton', { name: '最小值' }), '300');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(api.bodiesOf('/api/creation/error-prevention/rule/save')).toEqual([
        { name: '预算下限', enabled: true, media: 'gdt', accountIds: [], accountGroupIds: [2], field: 'budgetPlan', values: [], min: 300, max: null },
      ]),
    );
  });

  it('takes typed goal values only for a media that offers none', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderSubAppPage(AddErrorPreventionRulesPage, EDITOR);
    await user.type(await screen.findByRole('textbox', { name: '规则名称' }), '优化目标');
    await choose(user, '媒体', '哔哩哔哩');
    await choose(user, '字段', '目标转化');
    await waitFor(() => expect(api.bodiesOf('/api/creation/error-prevention/goal-options')).toEqual([{ media: 'bilibili' }]));
    expect(await screen.findByText(/该媒体未提供转化目标列表/)).toBeInTheDocument();
    const values = screen.getByRole('combobox', { name: '允许的值' });
    await user.click(values);
    await user.type(values.querySelector('input') as HTMLInputElement, 'FORM_SUBMIT');
    // Semi offers the typed text as 创建FORM_SUBMIT; choosing it adds the value.
    const create = await screen.findByRole('option', { name: /FORM_SUBMIT/ });
    const popup = create.closest('.semi-popover-wrapper');
    await user.click(create);
    if (popup) fireEvent.animationEnd(popup);
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.bodiesOf('/api/creation/error-prevention/rule/save')).toEqual([{ name: '优化目标', enabled: true, media: 'bilibili', accountIds: [], accountGroupIds: [], field: 'goal', values: ['FORM_SUBMIT'], min: null, max: null }]));
  });

  it('offers the media\'s goal values by name, keeps their values, and takes nothing typed', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderSubAppPage(AddErrorPreventionRulesPage, EDITOR);
    await user.type(await screen.findByRole('textbox', { name: '规则名称' }), '深度转化');
    await choose(user, '媒体', '巨量引擎');
    await choose(user, '字段', '深度转化');
    expect(await screen.findByText('选择媒体的转化目标；提交广告时不在其中的值会被拦截')).toBeInTheDocument();
    const values = screen.getByRole('combobox', { name: '允许的值' });
    await user.click(values);
    await user.type(values.querySelector('input') as HTMLInputElement, '随便');
    // Nothing is offered for a typed text the media does not have.
    await waitFor(() => expect(screen.queryByRole('option', { name: /随便/ })).not.toBeInTheDocument());
    await user.clear(values.querySelector('input') as HTMLInputElement);
    const option = await screen.findByRole('option', { name: /付费ROI/ });
    const popup = option.closest('.semi-popover-wrapper');
    await user.click(option);
    if (popup) fireEvent.animationEnd(popup);
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(api.bodiesOf('/api/creation/error-prevention/rule/save')).toEqual([
        { name: '深度转化', enabled: true, media: 'toutiao', accountIds: [], accountGroupIds: [], field: 'deepGoal', values: ['AD_CONVERT_TYPE_PURCHASE_ROI'], min: null, max: null },
      ]),
    );
  });

  it('takes goal values and chosen accounts of the media', async () => {
    const api = serve();
    api.on('post', '/api/user/media_account/page', ({ current, size }) => ({
      records: [{ ...ACCOUNT, id: 3, accountId: '1700001', accountName: '巨量账户一', sandbox: true }],
      total: 1,
      current,
      size,
    }));
    const user = userEvent.setup();
    renderSubAppPage(AddErrorPreventionRulesPage, EDITOR);
    await user.type(await screen.findByRole('textbox', { name: '规则名称' }), '转化目标');
    await choose(user, '媒体', '巨量引擎');
    await choose(user, '字段', '目标转化');
    expect(await screen.findByText('选择媒体的转化目标；提交广告时不在其中的值会被拦截')).toBeInTheDocument();
    const values = screen.getByRole('combobox', { name: '允许的值' });
    await user.click(values);
    await user.type(values.querySelector('input') as HTMLInputElement, '表单');
    // The media's goals filtered by what is typed (Semi marks the typed part, so the option is found by its text).
    const create = await screen.findByRole('option', { name: (_name, element) => element.textContent === '表单提交' });
    expect(screen.queryByRole('option', { name: /有效咨询/ })).not.toBeInTheDocument();
    const popup = create.closest('.semi-popover-wrapper');
    await user.click(create);
    if (popup) fireEvent.animationEnd(popup);
    await user.click(screen.getByRole('radio', { name: '指定账户' }));
    // The accounts are listed by name and the media's id; sandbox accounts say so.
    await user.click(screen.getByRole('combobox', { name: '账户' }));
    const option = await screen.findByRole('option', { name: /巨量账户一 沙箱/ });
    expect(option).toHaveTextContent('1700001');
    await user.click(option);
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(api.bodiesOf('/api/creation/error-prevention/rule/save')).toEqual([
        { name: '转化目标', enabled: true, media: 'toutiao', accountIds: [3], accountGroupIds: [], field: 'goal', values: ['AD_CONVERT_TYPE_FORM'], min: null, max: null },
      ]),
    );
    expect(api.bodiesOf('/api/user/media_account/page')[0]).toEqual({ mediaCode: 'toutiao', current: 1, size: 200 });
  });

  it('keeps a chosen account while a search lists others', async () => {
    const api = serve();
    const accounts = [
      { ...ACCOUNT, id: 3, accountId: '1700001', accountName: '华东账户', mediaCode: 'gdt' as const },
      { ...ACCOUNT, id: 4, accountId: '1700002', accountName: '华南账户', mediaCode: 'gdt' as const },
    ];
    api.on('post', '/api/user/media_account/page', ({ keyword, current, size }) => {
      const records = accounts.filter((a) => !keyword || a.accountName.includes(keyword));
      return { records, total: records.length, current, size };
    });
    const user = userEvent.setup();
    renderSubAppPage(AddErrorPreventionRulesPage, EDITOR);
    await user.type(await screen.findByRole('textbox', { name: '规则名称' }), '两个账户');
    await choose(user, '媒体', '腾讯广告3.0');
    await choose(user, '字段', '出价');
    await user.type(screen.getByRole('spinbutton', { name: '最大值' }), '20');
    await user.click(screen.getByRole('radio', { name: '指定账户' }));
    await user.click(screen.getByRole('combobox', { name: '账户' }));
    await user.click(await screen.findByRole('option', { name: /华东账户/ }));
    await user.type(screen.getByRole('textbox', { name: '账户搜索' }), '华南');
    await waitFor(() => expect(api.bodiesOf('/api/user/media_account/page').at(-1)).toMatchObject({ keyword: '华南' }));
    await user.click(await screen.findByRole('option', { name: /华南账户/ }));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(api.bodiesOf('/api/creation/error-prevention/rule/save')[0]).toMatchObject({ accountIds: [3, 4] }));
  });

  it('opens a rule, and keeps the input when the server refuses the save', async () => {
    const api = serve(() => refuse(400, '账户不属于该媒体'));
    const user = userEvent.setup();
    const { router } = renderSubAppPage(AddErrorPreventionRulesPage, `${EDITOR}?id=8`);
    expect(await screen.findByRole('heading', { name: '编辑防出错规则「转化目标白名单」' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '指定账户' })).toBeChecked();
    const form = within(screen.getByRole('form', { name: '防出错规则' }));
    // The saved values by the media's names.
    expect(await form.findByText('表单提交')).toBeInTheDocument();
    expect(form.getByText('有效咨询')).toBeInTheDocument();
    expect(form.getByText('沙箱 巨量账户一')).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: '规则名称' });
    await user.clear(name);
    await user.type(name, '转化目标白名单二');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('账户不属于该媒体');
    expect(api.bodiesOf('/api/creation/error-prevention/rule/save')).toEqual([
      { id: 8, name: '转化目标白名单二', enabled: true, media: 'toutiao', accountIds: [3], accountGroupIds: [], field: 'goal', values: ['AD_CONVERT_TYPE_FORM', 'AD_CONVERT_TYPE_CONSULT_EFFECTIVE'], min: null, max: null },
    ]);
    expect(name).toHaveValue('转化目标白名单二');
    expect(router.state.location.search).toBe('?id=8');
  });

  it('asks before typed input is left behind', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderSubAppPage(AddErrorPreventionRulesPage, EDITOR);
    await user.type(await screen.findByRole('textbox', { name: '规则名称' }), '出价上限');
    await user.click(screen.getByRole('button', { name: '返回规则列表' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('放弃未保存的修改？')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '继续编辑' }));
    expect(router.state.location.pathname).toBe(EDITOR);
    expect(screen.getByRole('textbox', { name: '规则名称' })).toHaveValue('出价上限');
  });

  it('says when the rule cannot be opened', async () => {
    serve();
    renderSubAppPage(AddErrorPreventionRulesPage, `${EDITOR}?id=99`);
    expect(await screen.findByText('规则不存在或已删除', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重试' })).toBeInTheDocument();
  });
});
