import { describe, expect, it } from 'vitest';
import { loadContract } from './load';
import { compileContract } from './validate';
import { validationMessage } from './messages';

const contract = compileContract(loadContract());
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
});
