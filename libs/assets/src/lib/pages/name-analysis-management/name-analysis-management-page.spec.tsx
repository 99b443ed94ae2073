import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, renderSubAppPage, testUser } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import NameAnalysisManagementPage, { scopeText } from './name-analysis-management-page';

type Rule = Schemas['NameRule'];
type Body = Schemas['NameRuleBody'];
const PATH = '/common-app/assets/name-analysis-management';

const V1: Body = { separator: '_', fields: [{ key: 'theme', label: '主题', kind: 'text' }, { key: 'seq', label: '序号', kind: 'text' }] };
const V2: Body = { separator: '_', fields: [{ key: 'theme', label: '主题', kind: 'text' }, { key: 'date', label: '日期', kind: 'date', date: { format: 'MMDD' } }, { key: 'seq', label: '序号', kind: 'text' }] };

function serve() {
  let rule: Rule = {
    id: 1, name: '投放命名规范', target: 'delivery', media: 'toutiao', levels: ['plan'], enabled: true, activeVersion: 2, versionCount: 2, separator: '_',
    fieldLabels: ['主题', '日期', '序号'], createdBy: '李静', createTime: '2026-11-01 10:00:00', updatedBy: '王强', updateTime: '2026-11-20 09:30:00',
  };
  let versions = [
    { version: 2, body: V2, note: null, createdBy: '王强', createTime: '2026-11-20 09:30:00' },
    { version: 1, body: V1, note: '初版', createdBy: '李静', createTime: '2026-11-01 10:00:00' },
  ];
  const saved: unknown[] = [];
  const api = fakeApi()
    .on('post', '/api/name-rule/list', () => [rule])
    .on('post', '/api/name-rule/get', () => ({ rule, body: versions[0]?.body as Body, versions }))
    .on('post', '/api/name-rule/enable', ({ enabled }) => (rule = { ...rule, enabled }))
    .on('post', '/api/name-rule/save', (request) => {
      saved.push(request);
      const version = versions.length + 1;
      versions = [{ version, body: request.body, note: request.note ?? null, createdBy: '测试管理员', createTime: '2026-11-29 10:00:00' }, ...versions];
      rule = { ...rule, activeVersion: version, versionCount: version, fieldLabels: request.body.fields.map((f) => f.label) };
      return { rule, body: request.body, versions };
    })
    .on('post', '/api/name-rule/remove', () => undefined);
  api.install();
  return { api, saved };
}

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('命名解析管理', () => {
  it('lists the rules with version, scope, fields, enabled and who changed them when', async () => {
    serve();
    renderSubAppPage(NameAnalysisManagementPage, PATH);
    const table = await screen.findByRole('region', { name: '命名解析管理' });
    const row = (await within(table).findAllByRole('row'))[1] as HTMLElement;
    expect(row).toHaveTextContent('投放命名规范');
    expect(row).toHaveTextContent('投放对象');
    expect(row).toHaveTextContent('巨量引擎 · 广告计划');
    expect(row).toHaveTextContent('主题 _ 日期 _ 序号');
    expect(row).toHaveTextContent('v2（共2版）');
    expect(row).toHaveTextContent('王强 2026-11-20 09:30:00');
    expect(within(row).getByRole('switch', { name: '启用 投放命名规范' })).toBeChecked();
  });

  it('disables a rule, and restores an old version as a new one', async () => {
    const { api, saved } = serve();
    const user = userEvent.setup();
    renderSubAppPage(NameAnalysisManagementPage, PATH);
    await user.click(await screen.findByRole('switch', { name: '启用 投放命名规范' }));
    await waitFor(() => expect(api.paths).toContain('/api/name-rule/enable'));
    await waitFor(() => expect(screen.getByRole('switch', { name: '启用 投放命名规范' })).not.toBeChecked());

    await user.click(screen.getByRole('button', { name: '历史版本 投放命名规范' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText('初版');
    await user.click(within(dialog).getByRole('button', { name: '恢复 v1' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ id: 1, name: '投放命名规范', target: 'delivery', media: 'toutiao', levels: ['plan'], body: V1, note: '恢复版本1' });
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(4));
  });

  it('lets a designer read and look at the history, nothing more', async () => {
    serve();
    renderSubAppPage(NameAnalysisManagementPage, PATH, { user: testUser({ role: 'DESIGNER', isDesignManager: 0 }) });
    const table = await screen.findByRole('region', { name: '命名解析管理' });
    await within(table).findByText('投放命名规范');
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('button', { name: '新建规则' })).toBeNull();
    expect(screen.queryByRole('button', { name: '编辑 投放命名规范' })).toBeNull();
    expect(screen.getByRole('button', { name: '历史版本 投放命名规范' })).toBeInTheDocument();
    expect(screen.getByText('只有管理员、经理和设计主管可以修改命名规则')).toBeInTheDocument();
  });

  it('opens the full-screen editor for a new rule and for an existing one', async () => {
    serve();
    const user = userEvent.setup();
    const { router } = renderSubAppPage(NameAnalysisManagementPage, PATH);
    await user.click(await screen.findByRole('button', { name: '编辑 投放命名规范' }));
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/common-app/add-name-rules?id=1'));
  });

  it('says the scope in words', () => {
    expect(scopeText({ target: 'delivery', media: null, levels: null })).toBe('全部媒体 · 全部层级');
    expect(scopeText({ target: 'material', media: null, levels: null })).toBe('-');
  });
});
