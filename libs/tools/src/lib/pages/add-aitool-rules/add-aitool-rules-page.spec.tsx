import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, refuse, renderSubAppPage } from '@toufang/api/testing';
import { AI_RULE_TEXTS } from '@toufang/domain';
import { Toast } from '@toufang/ui';
import { rule, ruleBody } from '../ai-rules/ai-rule-fixtures';
import AddAiToolRulesPage from './add-aitool-rules-page';
import { draftFromRule, emptyAction, emptyDraft, fieldProblems, rowProblems, toBody, toSaveRequest } from './ai-rule-draft';

const EDITOR = '/tools-app/add-aitool-rules';

const DRY_RUN: Schemas['AiRuleDryRun'] = {
  from: '2026-11-23 00:00',
  to: '2026-11-30 10:30',
  slots: 120,
  objects: [
    {
      objectId: '70011',
      name: '计划11',
      accountId: 11,
      steps: [
        { slot: '2026-11-25 23:59', byDay: true, type: 'PAUSE', before: 'enabled', after: 'paused', outcome: 'planned', reason: null, conditions: [{ metric: 'cost', value: 820, holds: true }] },
        { slot: '2026-11-30 10:30', byDay: false, type: 'PAUSE', before: null, after: null, outcome: 'skipped', reason: '今日触发次数已达上限', conditions: [{ metric: 'cost', value: 530, holds: true }] },
      ],
    },
  ],
  summary: { objectsMatched: 1, actions: 1, skips: { trigger_count: 1 } },
  limits: ['试运行只读取已保存的数据，不调用媒体接口', '在投放平台之外所做的修改无法获知'],
};

/** toutiao's limits as the server answers them; here its 广告组 carries a budget only. */
const LIMITS: Schemas['AiRuleLimits'] = {
  media: 'toutiao',
  levels: [
    { level: 'delivery-group', budget: true, bid: false },
    { level: 'plan', budget: true, bid: true },
  ],
  minBudget: { 'delivery-group': 300, plan: 300 },
  maxBudget: 9_999_999.99,
  budgetMinStep: 0,
  bidRange: { min: 0.1, max: 100 },
};

const NAME_FIELDS: Schemas['NameRuleFields'][] = [
  {
    ruleId: 5,
    ruleName: '投放命名规范',
    fields: [
      { key: 'theme', label: '主题', kind: 'dictionary', values: [{ code: '春季', label: '春季' }, { code: '双11', label: '双十一' }] },
      { key: 'seq', label: '序号', kind: 'text', values: [] },
    ],
  },
];

const MAIL_USERS: Schemas['AiRuleMailUser'][] = [
  { id: 2, name: '王主管', email: 'wang@example.com' },
  { id: 4, name: '李优化', email: null },
];

function serve(save: (body: Schemas['AiRuleSaveRequest']) => Schemas['AiRule'] | ReturnType<typeof refuse> = () => refuse(409, '规则已被他人修改，请刷新后重试')) {
  const api = fakeApi()
    .on('post', '/api/tools/ai-rule/get', ({ id }) => (id === 1 ? rule(1) : refuse(404, '规则不存在或无权查看')))
    .on('post', '/api/tools/ai-rule/limits', () => LIMITS)
    .on('post', '/api/tools/ai-rule/name-fields', () => NAME_FIELDS)
    .on('post', '/api/tools/ai-rule/mail-users', () => MAIL_USERS)
    .on('post', '/api/tools/ai-rule/dry-run', () => DRY_RUN)
    .on('post', '/api/tools/ai-rule/save', save)
    .on('post', '/api/user/media_account/page', ({ current, size }) => ({ records: [], total: 0, current, size }));
  api.install();
  return api;
}

/** Picks an option of a Semi select; Semi applies the choice when its popup has closed (jsdom runs no animation). */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string, option: string) {
  await user.click(screen.getByRole('combobox', { name }));
  // By its text: Semi's tick icon adds to an option's accessible name.
  const choice = await waitFor(() => {
    const found = screen.getAllByRole('option').find((o) => o.textContent === option);
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  const popup = choice.closest('.semi-popover-wrapper');
  await user.click(choice);
  if (popup) fireEvent.animationEnd(popup);
}

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('添加AI助手规则', () => {
  it('refuses an empty rule with the domain check\'s messages under the fields, and sends nothing', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderSubAppPage(AddAiToolRulesPage, EDITOR);
    expect(await screen.findByRole('heading', { name: '添加AI助手规则' })).toBeInTheDocument();
    for (const section of ['监控范围', '触发条件', '执行操作', '执行设置']) expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(AI_RULE_TEXTS.NAME_REQUIRED)).toBeInTheDocument();
    expect(screen.getAllByText('请选择媒体').length).toBeGreaterThan(0);
    expect(screen.getByText(AI_RULE_TEXTS.ACCOUNTS_REQUIRED)).toBeInTheDocument();
    // The first condition has no figure: its row says so.
    const conditions = within(screen.getByRole('group', { name: '条件1' }));
    expect(conditions.getByText(AI_RULE_TEXTS.VALUE_REQUIRED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '试运行' }));
    expect(api.bodiesOf('/api/tools/ai-rule/save')).toEqual([]);
    expect(api.bodiesOf('/api/tools/ai-rule/dry-run')).toEqual([]);
  });

  it('opens a saved rule, dry-runs it with its id, shows the result object by object, and shows a version conflict as the server says it', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderSubAppPage(AddAiToolRulesPage, `${EDITOR}?id=1`);
    expect(await screen.findByRole('heading', { name: '编辑AI助手规则「消耗高无转化暂停」' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '规则名称' })).toHaveValue('消耗高无转化暂停');
    expect(screen.getByRole('spinbutton', { name: '条件1 数值' })).toHaveValue('500.00');
    await user.click(screen.getByRole('button', { name: '试运行' }));
    const result = within(await screen.findByRole('region', { name: '试运行结果' }));
    expect(result.getByText('回放 2026-11-23 00:00 至 2026-11-30 10:30，共120次')).toBeInTheDocument();
    expect(result.getByText('满足条件的对象1个，将执行1次操作')).toBeInTheDocument();
    expect(result.getByText('跳过：今日触发次数已达上限 1次')).toBeInTheDocument();
    expect(result.getByText('试运行只读取已保存的数据，不调用媒体接口')).toBeInTheDocument();
    expect(result.getByText('计划11（70011）')).toBeInTheDocument();
    expect(result.getByText('按日回放')).toBeInTheDocument();
    expect(result.getByText('投放中 → 已暂停')).toBeInTheDocument();
    expect(result.getByText('总消耗 820.00元（满足）')).toBeInTheDocument();
    expect(result.getAllByText('今日触发次数已达上限')).toHaveLength(1);
    // The body tried is the saved one, as it was read: the draft loses nothing on the way.
    expect(api.bodiesOf('/api/tools/ai-rule/dry-run')).toEqual([{ id: 1, body: ruleBody() }]);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('规则已被他人修改，请刷新后重试')).toBeInTheDocument();
    expect(api.bodiesOf('/api/tools/ai-rule/save')).toEqual([{ id: 1, version: 3, enabled: true, body: ruleBody() }]);
  });

  it('says under a condition\'s row when its window passes the stored history', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderSubAppPage(AddAiToolRulesPage, `${EDITOR}?id=1`);
    await screen.findByRole('heading', { name: '编辑AI助手规则「消耗高无转化暂停」' });
    await choose(user, '条件2 统计时段', '过去N小时');
    await user.type(screen.getByRole('spinbutton', { name: '条件2 数量' }), '49');
    await user.click(screen.getByRole('button', { name: '保存' }));
    const row = within(screen.getByRole('group', { name: '条件2' }));
    expect(await row.findByText(AI_RULE_TEXTS.WINDOW_TOO_LONG)).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: '条件1' })).queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(api.bodiesOf('/api/tools/ai-rule/save')).toEqual([]));
  });

  it('changes an action in its row to a raise of the budget by 20 % under a cap, saves it, and goes back to the list', async () => {
    const api = serve((request) => rule(1, { version: 4 }, request.body));
    const user = userEvent.setup();
    const { router } = renderSubAppPage(AddAiToolRulesPage, `${EDITOR}?id=1`);
    await screen.findByRole('heading', { name: '编辑AI助手规则「消耗高无转化暂停」' });
    await choose(user, '操作1 操作类型', '调整预算');
    await choose(user, '操作1 调整方式', '上调');
    await user.type(screen.getByRole('spinbutton', { name: '操作1 调整值' }), '20');
    await choose(user, '操作1 单位', '%');
    await user.type(screen.getByRole('spinbutton', { name: '预算上限' }), '3000');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tools-app/tool/ai-assistant/rules-manager'));
    expect(api.bodiesOf('/api/tools/ai-rule/save')).toEqual([
      { id: 1, version: 3, enabled: true, body: ruleBody({ actions: [{ type: 'BUDGET', action: 'UP', unit: 'SCALE', value: 20 }], caps: { maxBudget: 3000 } }) },
    ]);
  });

  it('says the media\'s own limits beside the fields before anything is sent', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderSubAppPage(AddAiToolRulesPage, `${EDITOR}?id=1`);
    await screen.findByRole('heading', { name: '编辑AI助手规则「消耗高无转化暂停」' });
    await choose(user, '操作1 操作类型', '调整出价');
    await choose(user, '操作1 调整方式', '调整至');
    await user.type(screen.getByRole('spinbutton', { name: '操作1 调整值' }), '150');
    expect(await screen.findByText('媒体的出价范围：0.1～100元')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '保存' }));
    const row = within(screen.getByRole('group', { name: '操作1' }));
    expect(await row.findByText(AI_RULE_TEXTS.BID_RANGE(0.1, 100))).toBeInTheDocument();
    // The 广告组 carries no bid on this media: said under the row, from the limits the server answered.
    await choose(user, '层级', '广告组');
    expect(await row.findByText(AI_RULE_TEXTS.LEVEL_NO_BID('广告组'))).toBeInTheDocument();
    expect(api.bodiesOf('/api/tools/ai-rule/limits')).toEqual([{ media: 'toutiao' }]);
    expect(api.bodiesOf('/api/tools/ai-rule/save')).toEqual([]);
  });

  it('chooses objects by a 命名字段 of a naming rule and mails desk users picked beside typed addresses', async () => {
    const api = serve((request) => rule(1, { version: 4 }, request.body));
    const user = userEvent.setup();
    const { router } = renderSubAppPage(AddAiToolRulesPage, `${EDITOR}?id=1`);
    await screen.findByRole('heading', { name: '编辑AI助手规则「消耗高无转化暂停」' });
    await user.click(screen.getByRole('radio', { name: '按命名字段' }));
    await choose(user, '命名规则', '投放命名规范');
    await choose(user, '字段条件1 字段', '主题');
    await choose(user, '字段条件1 取值', '双十一（双11）');
    await user.click(screen.getByRole('button', { name: '添加字段条件' }));
    await choose(user, '字段条件2 字段', '序号');
    await user.type(screen.getByRole('textbox', { name: '字段条件2 取值' }), '01,02');
    await user.click(screen.getByRole('radio', { name: '包含' }));
    await user.click(screen.getByRole('button', { name: '添加操作' }));
    await choose(user, '操作2 操作类型', '邮件提醒');
    await choose(user, '操作2 接收人（平台用户）', '李优化（未设置邮箱，仅站内消息）');
    await user.type(screen.getByRole('textbox', { name: '操作2 接收邮箱' }), 'ops@example.com');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/tools-app/tool/ai-assistant/rules-manager'));
    expect(api.bodiesOf('/api/tools/ai-rule/name-fields')).toContainEqual({ media: 'toutiao', level: 'plan' });
    expect(api.bodiesOf('/api/tools/ai-rule/save')).toEqual([
      {
        id: 1,
        version: 3,
        enabled: true,
        body: ruleBody({
          scope: { accountIds: [11, 12], objects: { kind: 'nameParts', ruleId: 5, match: 'LIKE', equals: [{ field: 'theme', values: ['双11'] }, { field: 'seq', values: ['01', '02'] }] } },
          actions: [{ type: 'PAUSE', action: 'PAUSE' }, { type: 'EMAIL', recipients: [{ kind: 'user', userId: 4 }, { kind: 'address', address: 'ops@example.com' }] }],
        }),
      },
    ]);
  });

  it('says a rule that cannot be had', async () => {
    serve();
    renderSubAppPage(AddAiToolRulesPage, `${EDITOR}?id=9`);
    expect(await screen.findByText('规则不存在或无权查看')).toBeInTheDocument();
  });

  it('turns a draft into the body and the body back, and places the check\'s messages', () => {
    const saved = rule(1, {}, {
      platform: 'IOS',
      bidTypes: ['OCPM'],
      countLabel: 'ONCE',
      scope: { accountIds: [11], objects: { kind: 'names', match: 'IN', values: ['计划A', '计划B'] } },
      conditions: [{ metric: 'ctr', operator: 'LESS', value: 1, window: { kind: 'lastDays', n: 3, includeToday: true } }],
      join: 'ANY',
      actions: [
        { type: 'BID', action: 'DOWN', unit: 'NUM', value: 0.1 },
        { type: 'EMAIL', recipients: [{ kind: 'user', userId: 4 }, { kind: 'address', address: 'ops@example.com' }] },
      ],
      triggerCount: -1,
      finalOptimisation: 'PAUSE',
      caps: { minBid: 0.5 },
    });
    expect(toBody(draftFromRule(saved))).toEqual(saved.body);
    const named = rule(1, {}, { scope: { accountIds: [11], objects: { kind: 'nameParts', ruleId: 5, match: 'IN', equals: [{ field: 'theme', values: ['春季', '双11'] }] } } });
    expect(toBody(draftFromRule(named))).toEqual(named.body);
    expect(toSaveRequest(draftFromRule(saved), null)).toEqual({ enabled: true, body: saved.body });

    const draft = { ...emptyDraft(), name: '测试', media: 'toutiao' as const, level: 'plan' as const, accountIds: [11] };
    const wrong = {
      ...draft,
      conditions: [{ metric: 'cost', operator: 'MORE', value: 100, windowKind: 'lastDays' as const, n: 93, includeToday: false }],
      actions: [{ ...emptyAction(), type: 'BUDGET' as const, action: 'DOWN' as const, unit: 'SCALE' as const, value: 120 }],
      cooldownMinutes: null,
    };
    expect(fieldProblems(wrong)).toEqual({ conditions: AI_RULE_TEXTS.WINDOW_TOO_LONG, actions: AI_RULE_TEXTS.ADJUST_SCALE_DOWN, cooldownMinutes: AI_RULE_TEXTS.COOLDOWN_INVALID });
    expect(rowProblems(wrong, 'actions', 0)).toEqual({ value: AI_RULE_TEXTS.ADJUST_SCALE_DOWN });
    // 调整至 is by amount only: the draft sends NUM whatever unit the row held before.
    expect(toBody({ ...draft, actions: [{ ...emptyAction(), type: 'BID', action: 'TO', unit: 'SCALE', value: 2 }] }).actions).toEqual([{ type: 'BID', action: 'TO', unit: 'NUM', value: 2 }]);
    expect(fieldProblems(draft)).toEqual({ conditions: AI_RULE_TEXTS.VALUE_REQUIRED });
  });
});
