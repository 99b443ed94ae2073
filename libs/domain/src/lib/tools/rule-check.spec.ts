import { describe, expect, it } from 'vitest';
import { LIMITS, ruleBody } from './fixtures';
import { checkRuleBody } from './rule-check';
import { matchesNameParts, type AiRuleAction, type AiRuleBody, type AiRuleCondition } from './rule-types';

const cond = (over: Partial<AiRuleCondition>): AiRuleCondition => ({ metric: 'cost', operator: 'MORE', value: 500, window: { kind: 'today' }, ...over });
const budget = (over: Partial<Extract<AiRuleAction, { type: 'BUDGET' | 'BID' }>> = {}): AiRuleAction => ({
  type: 'BUDGET',
  action: 'UP',
  unit: 'SCALE',
  value: 20,
  ...over,
});
const problemsOf = (over: Partial<AiRuleBody>, limits = LIMITS) => checkRuleBody(ruleBody(over), limits);

describe('checkRuleBody', () => {
  it('finds nothing wrong with a complete body, with every kind of scope, window and action', () => {
    expect(problemsOf({})).toEqual([]);
    const full = ruleBody({
      scope: { accountIds: [1, 2], objects: { kind: 'nameParts', ruleId: 3, match: 'LIKE', equals: [{ field: 'designer', values: ['ZS'] }] } },
      platform: 'IOS',
      bidTypes: ['OCPM'],
      countLabel: 'ONCE',
      conditions: [
        cond({ metric: 'convert', operator: 'LESS', value: 1 }),
        cond({ metric: 'ctr', value: 1.25, window: { kind: 'lastHours', n: 48 } }),
        cond({ metric: 'cost', operator: 'HITLINE', value: null, window: { kind: 'lastDays', n: 92, includeToday: true } }),
        cond({ metric: 'convertCost', window: { kind: 'yesterday' } }),
      ],
      join: 'ANY',
      actions: [
        budget({ action: 'TO', unit: 'NUM', value: 3000 }),
        budget({ type: 'BID', action: 'DOWN', unit: 'NUM', value: 0.1 }),
        { type: 'EMAIL', recipients: [{ kind: 'user', userId: 4 }, { kind: 'address', address: 'ops@example.com' }] },
      ],
      triggerCount: -1,
      finalOptimisation: 'PAUSE',
      caps: { maxBudget: 3000, maxBid: 20, minBid: 0.5 },
      cooldownMinutes: 1440,
      priority: 99,
    });
    expect(checkRuleBody(full, LIMITS)).toEqual([]);
  });

  // One case per message: the body's change, the field and the message expected (design §2, §10).
  const cases: [string, Partial<AiRuleBody>, string, string][] = [
    ['empty name', { name: '  ' }, 'name', '请填写规则名称'],
    ['long name', { name: '名'.repeat(51) }, 'name', '规则名称最多50个字'],
    ['unknown level', { level: 'unit' }, 'level', '该媒体没有此层级'],
    ['no accounts', { scope: { accountIds: [], objects: { kind: 'all' } } }, 'scope.accountIds', '请选择账户'],
    ['too many accounts', { scope: { accountIds: Array.from({ length: 1001 }, (_, i) => i + 1), objects: { kind: 'all' } } }, 'scope.accountIds', '账户最多选择1000个'],
    ['no ids', { scope: { accountIds: [1], objects: { kind: 'ids', ids: [] } } }, 'scope.objects', '请填写要监控的对象'],
    ['too many ids', { scope: { accountIds: [1], objects: { kind: 'ids', ids: Array.from({ length: 1001 }, (_, i) => `${i}`) } } }, 'scope.objects', '对象最多1000个'],
    ['bad name match', { scope: { accountIds: [1], objects: { kind: 'names', match: 'EQ' as 'IN', values: ['a'] } } }, 'scope.objects', '名称匹配方式的取值无效'],
    ['no statuses', { scope: { accountIds: [1], objects: { kind: 'status', statuses: [] } } }, 'scope.objects', '请选择对象状态'],
    ['no name parts', { scope: { accountIds: [1], objects: { kind: 'nameParts', ruleId: 1, equals: [] } } }, 'scope.objects', '请选择命名字段的取值'],
    ['no naming rule', { scope: { accountIds: [1], objects: { kind: 'nameParts', ruleId: 0, equals: [{ field: 'theme', values: ['春季'] }] } } }, 'scope.objects', '请选择命名规则'],
    ['bad name-part match', { scope: { accountIds: [1], objects: { kind: 'nameParts', ruleId: 1, match: 'EQ' as 'IN', equals: [{ field: 'theme', values: ['春季'] }] } } }, 'scope.objects', '命名字段匹配方式的取值无效'],
    ['bad platform', { platform: 'WEB' as 'IOS' }, 'platform', '平台的取值无效'],
    ['bad bid type', { bidTypes: ['CPT' as 'CPC'] }, 'bidTypes', '出价方式的取值无效'],
    ['bad count label', { countLabel: 'TWICE' as 'ONCE' }, 'countLabel', '转化计数方式的取值无效'],
    ['no conditions', { conditions: [] }, 'conditions', '请至少添加一个条件'],
    ['eleven conditions', { conditions: Array.from({ length: 11 }, () => cond({})) }, 'conditions', '条件最多10个'],
    ['unknown metric', { conditions: [cond({ metric: 'roi' as 'cost' })] }, 'conditions.0.metric', '不支持的条件指标：roi'],
    ['unknown operator', { conditions: [cond({ operator: 'EQUAL' as 'MORE' })] }, 'conditions.0.operator', '不支持的条件运算：EQUAL'],
    ['no value', { conditions: [cond({ value: null })] }, 'conditions.0.value', '请填写条件的数值'],
    ['negative value', { conditions: [cond({ value: -1 })] }, 'conditions.0.value', '数值须为不小于0的数，最多2位小数'],
    ['three decimals', { conditions: [cond({ value: 1.005 })] }, 'conditions.0.value', '数值须为不小于0的数，最多2位小数'],
    ['HITLINE without a line', { conditions: [cond({ metric: 'ctr', operator: 'HITLINE', value: null })] }, 'conditions.0.value', '撞线须填写数值（仅总消耗可不填，按预算撞线）'],
    ['zero hours', { conditions: [cond({ window: { kind: 'lastHours', n: 0 } })] }, 'conditions.0.window', '统计时段须为正整数'],
    ['49 hours', { conditions: [cond({ window: { kind: 'lastHours', n: 49 } })] }, 'conditions.0.window', '统计时段超出已保存的数据范围：小时数据保留3天，按天数据保留93天'],
    ['93 whole days', { conditions: [cond({ window: { kind: 'lastDays', n: 93, includeToday: false } })] }, 'conditions.0.window', '统计时段超出已保存的数据范围：小时数据保留3天，按天数据保留93天'],
    ['bad join', { join: 'SOME' as 'ALL' }, 'join', '请选择条件的关系（全部满足或任一满足）'],
    ['no actions', { actions: [] }, 'actions', '请至少添加一个操作'],
    ['five actions', { actions: [budget(), budget({ type: 'BID' }), { type: 'PAUSE', action: 'PAUSE' }, { type: 'EMAIL', recipients: [] }, budget()] }, 'actions', '操作最多4个'],
    ['unknown action', { actions: [{ type: 'OPEN' } as unknown as AiRuleAction] }, 'actions.0.type', '不支持的操作：OPEN'],
    ['pause with a bad action', { actions: [{ type: 'PAUSE', action: 'OPEN' as 'PAUSE' }] }, 'actions.0.action', '不支持的操作：OPEN'],
    ['two budgets', { actions: [budget(), budget({ action: 'DOWN' })] }, 'actions', '同一类操作只能添加一次'],
    ['pause and budget', { actions: [budget(), { type: 'PAUSE', action: 'PAUSE' }] }, 'actions', '暂停投放不能与调整预算、调整出价同时设置'],
    ['OPEN as an adjustment', { actions: [budget({ action: 'OPEN' as 'UP' })] }, 'actions.0.action', '调整方式须为上调、下调或调整至'],
    ['bad unit', { actions: [budget({ unit: 'PCT' as 'NUM' })] }, 'actions.0.unit', '单位的取值无效'],
    ['TO by a share', { actions: [budget({ action: 'TO', unit: 'SCALE', value: 50 })] }, 'actions.0.unit', '调整至只能按金额（元）设置'],
    ['zero adjustment', { actions: [budget({ value: 0 })] }, 'actions.0.value', '调整的数值须大于0，最多2位小数'],
    ['down by 101 %', { actions: [budget({ action: 'DOWN', value: 101 })] }, 'actions.0.value', '下调比例不能超过100%'],
    ['level without a budget', { level: 'ad', actions: [budget()] }, 'actions.0.type', '广告没有预算，不能调整预算'],
    ['level without a bid', { level: 'delivery-group', actions: [budget({ type: 'BID' })] }, 'actions.0.type', '广告组没有出价，不能调整出价'],
    ['budget TO past the media', { actions: [budget({ action: 'TO', unit: 'NUM', value: 10_000_000 })] }, 'actions.0.value', '调整后的预算超过媒体允许的最大值9999999.99元'],
    ['budget TO under the media', { actions: [budget({ action: 'TO', unit: 'NUM', value: 299 })] }, 'actions.0.value', '调整后的预算低于媒体允许的最小值300元'],
    ['bid TO out of range', { actions: [budget({ type: 'BID', action: 'TO', unit: 'NUM', value: 0.05 })] }, 'actions.0.value', '出价不少于0.1元，不超过10000元'],
    ['no recipients', { actions: [{ type: 'EMAIL', recipients: [] }] }, 'actions.0.recipients', '请填写邮件接收人'],
    ['21 recipients', { actions: [{ type: 'EMAIL', recipients: Array.from({ length: 21 }, (_, i) => ({ kind: 'user' as const, userId: i + 1 })) }] }, 'actions.0.recipients', '邮件接收人最多20个'],
    ['bad address', { actions: [{ type: 'EMAIL', recipients: [{ kind: 'address', address: 'ops@' }] }] }, 'actions.0.recipients', '邮箱格式不正确：ops@'],
    ['bad user', { actions: [{ type: 'EMAIL', recipients: [{ kind: 'user', userId: 0 }] }] }, 'actions.0.recipients', '邮件接收人的取值无效'],
    ['seven triggers', { triggerCount: 7 as 1 }, 'triggerCount', '触发次数须为1-6次或不限'],
    ['bad final optimisation', { finalOptimisation: 'OPEN' as 'NONE' }, 'finalOptimisation', '最终优化须为不处理或暂停'],
    ['every 5 minutes', { schedule: { everyMinutes: 5 as 10, hours: [1], weekdays: [1] } }, 'schedule.everyMinutes', '请选择执行频率'],
    ['no hours', { schedule: { everyMinutes: 10, hours: [], weekdays: [1] } }, 'schedule.hours', '请选择执行时段'],
    ['hour 24', { schedule: { everyMinutes: 10, hours: [24], weekdays: [1] } }, 'schedule.hours', '请选择执行时段'],
    ['weekday 0', { schedule: { everyMinutes: 10, hours: [1], weekdays: [0] } }, 'schedule.weekdays', '请选择执行日'],
    ['cooldown over a day', { cooldownMinutes: 1441 }, 'cooldownMinutes', '冷却时间须为0-1440分钟的整数'],
    ['zero budget cap', { caps: { maxBudget: 0 } }, 'caps.maxBudget', '上限须为大于0的金额，最多2位小数'],
    ['budget cap past the media', { caps: { maxBudget: 10_000_000 } }, 'caps.maxBudget', '预算上限超过媒体允许的最大值9999999.99元'],
    ['budget cap under the media', { caps: { maxBudget: 200 } }, 'caps.maxBudget', '预算上限低于媒体允许的最小值300元'],
    ['bid cap past the media', { caps: { maxBid: 10_001 } }, 'caps.maxBid', '出价上限超过媒体允许的最大值10000元'],
    ['bid floor under the media', { caps: { minBid: 0.05 } }, 'caps.minBid', '出价下限低于媒体允许的最小值0.1元'],
    ['bid caps crossed', { caps: { minBid: 5, maxBid: 4 } }, 'caps.minBid', '出价下限不能高于出价上限'],
    ['priority 0', { priority: 0 }, 'priority', '优先级须为1-99的整数'],
    ['priority 100', { priority: 100 }, 'priority', '优先级须为1-99的整数'],
  ];
  it.each(cases)('%s', (_, over, field, message) => {
    expect(problemsOf(over)).toContainEqual({ field, message });
  });

  it('says 预算上限超过媒体允许的最大值 from the limits it is given, and nothing when the media states no maximum', () => {
    expect(problemsOf({ caps: { maxBudget: 60_000 } }, { ...LIMITS, maxBudget: 50_000 })).toEqual([
      { field: 'caps.maxBudget', message: '预算上限超过媒体允许的最大值50000元' },
    ]);
    expect(problemsOf({ caps: { maxBudget: 60_000 } }, { ...LIMITS, maxBudget: null })).toEqual([]);
  });

  it('lets 总消耗 HITLINE go without a figure (预算撞线) and takes §9 and the two additions as metrics', () => {
    expect(problemsOf({ conditions: [cond({ operator: 'HITLINE', value: null })] })).toEqual([]);
    for (const metric of ['convert', 'convertCost', 'payRate', 'avgShowCost'] as const) expect(problemsOf({ conditions: [cond({ metric })] })).toEqual([]);
    expect(problemsOf({ conditions: [cond({ metric: 'payRoi' as 'cost' })] })).toEqual([{ field: 'conditions.0.metric', message: '不支持的条件指标：payRoi' }]);
  });
});

describe('matchesNameParts', () => {
  const parts = { separator: '_', parts: 3, match: 'IN' as const, equals: [{ index: 1, values: ['春季', '夏季'] }] };
  it('chooses a name of exactly the rule\'s fields whose field equals a value (IN) or contains one (LIKE)', () => {
    expect(matchesNameParts('ZS_春季_0101', parts)).toBe(true);
    expect(matchesNameParts('ZS_春季大促_0101', parts)).toBe(false);
    expect(matchesNameParts('ZS_春季大促_0101', { ...parts, match: 'LIKE' })).toBe(true);
    // Too few or too many parts: the name does not follow the rule, whatever its parts say.
    expect(matchesNameParts('ZS_春季', parts)).toBe(false);
    expect(matchesNameParts('ZS_春季_0101_x', parts)).toBe(false);
    expect(matchesNameParts('ZS_冬季_0101', { ...parts, match: 'LIKE' })).toBe(false);
    expect(matchesNameParts('ZS_春季_0101', { ...parts, equals: [...parts.equals, { index: 0, values: ['LS'] }] })).toBe(false);
  });
});
