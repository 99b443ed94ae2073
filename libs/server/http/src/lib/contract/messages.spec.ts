import { describe, expect, it } from 'vitest';
import { compiledContractOf } from './validate';
import { validationMessage } from './messages';

// The contract compiled once per worker, shared with the other suites that read it (validate.ts).
const contract = compiledContractOf();
function op(id: string) {
  const found = contract.operations.find((o) => o.operationId === id);
  if (!found) throw new Error(`no operation ${id}`);
  return found;
}
function bodyCheck(id: string) {
  const check = op(id).checkBody;
  if (!check) throw new Error(`${id} has no body`);
  return check;
}

function bodyMessage(operationId: string, body: unknown): string | null {
  const check = bodyCheck(operationId);
  return check(body) ? null : validationMessage(check.errors?.[0]);
}

describe('validation messages', () => {
  it.each([
    [{ username: '', password: 'x' }, '用户名不能为空'],
    [{ username: 'a' }, '缺少必填字段：密码'],
    [{ username: 'a', password: 'x'.repeat(51) }, '密码长度不能超过50个字符'],
    [{ username: 7, password: 'x' }, '字段「用户名」类型不正确'],
    [{ username: 'a', password: 'x', foo: 1 }, '不支持的字段：foo'],
    ['text', '请求体必须是 JSON 对象'],
    [{ username: 'a', password: 'x' }, null],
  ])('login %j → %s', (body, message) => {
    expect(bodyMessage('login', body)).toBe(message);
  });

  it('names referenced schemas by their titles', () => {
    expect(bodyMessage('markMessageRead', { msg_id: 'x' })).toBe('字段「消息ID」类型不正确');
    expect(bodyMessage('markMessageRead', { msg_id: 0 })).toBe('消息ID不能小于1');
    expect(bodyMessage('listCompanyMediaAccounts', { current: 1, size: 10, mediaCode: 'x' })).toBe('媒体的取值不在允许范围内');
    expect(bodyMessage('addSalesLead', { companyName: 'a', contactName: 'b', phone: '1' })).toBe('手机号格式不正确');
    expect(bodyMessage('partnerLogin', { provider: 'yuc', username: 'a', timestamp: 1, signature: 'x'.repeat(64) })).toBe('签名格式不正确');
  });

  it('names the cap of a list that is too long', () => {
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    expect(bodyMessage('saveErrorPreventionRule', { name: '规则', enabled: true, media: 'toutiao', field: 'bid', min: 1, accountGroupIds: ids(100) })).toBeNull();
    expect(bodyMessage('saveErrorPreventionRule', { name: '规则', enabled: true, media: 'toutiao', field: 'bid', min: 1, accountGroupIds: ids(101) })).toBe('账户组最多100个');
  });

  it('falls back to the property name, and to a generic text', () => {
    expect(bodyMessage('reportError', { url: '', name: '', errorMessage: '', stack: '', message: '', browserInfo: { browser: 1, language: '', date: '' } })).toBe(
      '字段「browser」类型不正确',
    );
    expect(validationMessage(undefined)).toBe('请求体不符合接口要求');
  });

  it('coerces query strings only for the query', () => {
    const check = op('getMessageContent').checkQuery;
    if (!check) throw new Error('no query check');
    const query: Record<string, unknown> = { msg_id: '12' };
    expect(check(query)).toBe(true);
    expect(query.msg_id).toBe(12);
    expect(check({ msg_id: 'abc' })).toBe(false);
    expect(validationMessage(check.errors?.[0], '查询参数')).toBe('字段「消息ID」类型不正确');
    expect(bodyCheck('markMessageRead')({ msg_id: '12' })).toBe(false);
  });

  it('refuses NUL in any string or property name of any request, naming the field', () => {
    expect(bodyMessage('login', { username: 'admin\u0000', password: 'x' })).toBe('字段「username」不能包含空字符');
    expect(bodyMessage('reportError', { url: '', name: '', errorMessage: '', stack: '', message: '', browserInfo: { browser: '\u0000', language: '', date: '' } })).toBe(
      '字段「browser」不能包含空字符',
    );
    expect(bodyMessage('removeMediaAccounts', { ids: [1], ['x\u0000']: 1 })).toBe('字段「x\u0000」不能包含空字符');
    expect(bodyMessage('addFilterTemplate', { scene: 'a', name: 'b', filters: { k: ['ok', '\u0000'] } })).toBe('字段「k」不能包含空字符');
    const query = op('getMessageContent').checkQuery;
    if (!query) throw new Error('no query check');
    expect(query({ msg_id: '1\u0000' })).toBe(false);
    expect(validationMessage(query.errors?.[0], '查询参数')).toBe('字段「msg_id」不能包含空字符');
  });

  it('bounds integers to 32 bits and numbers to sane values', () => {
    expect(bodyMessage('markMessageRead', { msg_id: 1e308 })).toBe('消息ID不能大于2147483647');
    expect(bodyMessage('markMessageRead', { msg_id: 2 ** 63 })).toBe('消息ID不能大于2147483647');
    expect(bodyMessage('markMessageRead', { msg_id: 2 ** 31 - 1 })).toBeNull();
    expect(bodyMessage('searchSystemMessages', { current: 2 ** 31, size: 10 })).toBe('页码不能大于2147483647');
    const rows = { media: 'toutiao', level: 'plan', dateRange: { from: '2026-01-01', to: '2026-01-02' }, page: 1, size: 10 };
    const rule = (value: number) => ({ ...rows, indicators: { union: 0, rules: [{ metric: 'cost', operator: '>', value }] } });
    expect(bodyMessage('listDeliveryRows', rule(1e303))).toBe('数值不能大于1000000000000000');
    expect(bodyMessage('listDeliveryRows', rule(-1e303))).toBe('数值不能小于-1000000000000000');
  });

  it('refuses names that are only white space or invisible characters', () => {
    for (const name of [' ', '\u3000\t', '\u200B\u200C', '\uFEFF']) {
      expect(bodyMessage('addFilterTemplate', { scene: 'a', name, filters: {} })).toBe('请输入模板名称');
    }
    expect(bodyMessage('saveAccountGroup', { name: '\u2060' })).toBe('请输入分组名称');
    expect(bodyMessage('addFilterTemplate', { scene: 'a', name: ' 我的 ', filters: {} })).toBeNull();
  });

  it('bounds free-form JSON by the x-json-bounds the contract declares', () => {
    const template = (filters: unknown) => bodyMessage('addFilterTemplate', { scene: 'a', name: 'b', filters });
    expect(template({ a: { b: { c: { d: { e: { f: { g: 1 } } } } } } })).toBeNull();
    expect(template({ a: { b: { c: { d: { e: { f: { g: { h: { i: 1 } } } } } } } } })).toBe('筛选条件嵌套不能超过8层');
    expect(template({ a: Array.from({ length: 1001 }, () => 1) })).toBe('筛选条件中的列表不能超过1000项');
    expect(template({ a: 'x'.repeat(1001) })).toBe('筛选条件中的文本不能超过1000个字符');
    let menu: unknown[] = [];
    for (let i = 0; i < 9; i++) menu = [{ code: 'c', name: 'n', disable: false, isHomePage: false, children: menu }];
    expect(bodyMessage('saveRole', { name: '角色', baseRole: 'OPERATE', menuTree: menu, actions: [] })).toBe('菜单权限嵌套不能超过16层');
  });
});
