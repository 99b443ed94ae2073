import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, refuse, renderSubAppPage } from '@toufang/api/testing';
import { nameMismatchText, parseName } from '@toufang/domain';
import { Toast } from '@toufang/ui';
import AddNameRulesPage from './add-name-rules-page';

type Body = Schemas['NameRuleBody'];
type Request = Schemas['NameRulePreviewRequest'];

const NAMES = ['节日大促_广告计划_0312_1', '春季上新_广告计划_0313_2', '春季上新_广告计划_1345_3', '别的_名字'];
const BODY: Body = {
  separator: '_',
  fields: [
    { key: 'theme', label: '主题', kind: 'dictionary', dictionary: { strict: true, entries: [{ code: '节日大促', label: '节日大促' }, { code: '春季上新', label: '春季上新' }] } },
    { key: 'level', label: '层级', kind: 'text' },
    { key: 'date', label: '日期', kind: 'date', date: { format: 'MMDD' } },
    { key: 'seq', label: '序号', kind: 'text' },
  ],
};
const RULE: Schemas['NameRule'] = {
  id: 3, name: '投放命名规范', target: 'delivery', media: null, levels: null, enabled: true, activeVersion: 1, versionCount: 1, separator: '_',
  fieldLabels: ['主题', '层级', '日期', '序号'], createdBy: '李静', createTime: '2026-11-01 10:00:00', updatedBy: '李静', updateTime: '2026-11-01 10:00:00',
};

/** A server whose preview is the domain's parse over NAMES, as the real one parses the caller's names. */
function serve() {
  const saved: Schemas['NameRuleSaveRequest'][] = [];
  const previews: Request[] = [];
  const api = fakeApi()
    .on('post', '/api/material/people', () => ({ designers: [{ id: 5, name: '李静' }], uploaders: [] }))
    .on('post', '/api/name-rule/get', () => ({ rule: RULE, body: BODY, versions: [{ version: 1, body: BODY, note: null, createdBy: '李静', createTime: '2026-11-01 10:00:00' }] }))
    .on('post', '/api/name-rule/preview', (request) => {
      previews.push(request);
      const parsed = NAMES.map((name) => ({ name, parsed: parseName(request.body as never, name) }));
      return {
        total: NAMES.length,
        matched: parsed.filter((p) => p.parsed.ok).length,
        sampled: false,
        rows: parsed.flatMap((p) => (p.parsed.ok ? [{ name: p.name, values: p.parsed.values }] : [])),
        unmatched: parsed.flatMap((p) => (p.parsed.ok ? [] : [{ name: p.name, reason: nameMismatchText(p.parsed.reason) }])),
        byField: {},
      };
    })
    .on('post', '/api/name-rule/save', (request) => {
      saved.push(request);
      if (request.name === '重名') return refuse(409, '已有同名的命名规则');
      return { rule: { ...RULE, name: request.name }, body: request.body, versions: [] };
    });
  api.install();
  return { api, saved, previews };
}

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

/** Picks an option of a Semi select; Semi applies the choice when its popup has closed (jsdom runs no animation). */
async function choose(user: ReturnType<typeof userEvent.setup>, name: string, option: string) {
  await user.click(screen.getByRole('combobox', { name }));
  const choice = await screen.findByRole('option', { name: option });
  const popup = choice.closest('.semi-popover-wrapper');
  await user.click(choice);
  if (popup) fireEvent.animationEnd(popup);
}

const counts = () => screen.findByRole('status', {}, { timeout: 3000 });

describe('添加命名规则', () => {
  it('opens a rule, previews it over the real names and saves a new version', async () => {
    const { saved } = serve();
    const user = userEvent.setup();
    const { router } = renderSubAppPage(AddNameRulesPage, '/common-app/add-name-rules?id=3');
    expect(await screen.findByRole('heading', { name: '编辑命名规则「投放命名规范」' })).toBeInTheDocument();
    expect(await counts()).toHaveTextContent('匹配2条 / 共4条');
    const samples = screen.getByRole('region', { name: '解析样例' });
    expect(within(samples).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['名称', '主题', '层级', '日期', '序号']);
    expect(within(samples).getByText('03-12（0312）')).toBeInTheDocument();
    const unmatched = screen.getByRole('region', { name: '未匹配的名称' });
    expect(within(unmatched).getByText('「日期」不是有效日期："1345"')).toBeInTheDocument();
    expect(within(unmatched).getByText('期望4段，实际2段')).toBeInTheDocument();

    // Turning the date into free text matches one more name, once the preview settles.
    await choose(user, '字段3 字段类型', '文本');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('匹配3条 / 共4条'), { timeout: 3000 });

    await user.type(screen.getByRole('textbox', { name: '版本说明' }), '日期改为文本');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatchObject({ id: 3, name: '投放命名规范', target: 'delivery', note: '日期改为文本' });
    expect(saved[0]?.body.fields.map((f) => f.kind)).toEqual(['dictionary', 'text', 'text', 'text']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/common-app/assets/name-analysis-management'));
  });

  it('shows the checks beside the fields and keeps save off while any remains', async () => {
    serve();
    const user = userEvent.setup();
    renderSubAppPage(AddNameRulesPage, '/common-app/add-name-rules');
    expect(await screen.findByRole('heading', { name: '添加命名规则' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '规则的问题' })).toHaveTextContent('请输入规则名称');
    expect(screen.getByRole('list', { name: '字段1 的问题' })).toHaveTextContent('第1个字段请填写名称');
    expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: '规则名称' }), '产品规则');
    await user.type(screen.getByRole('textbox', { name: '字段1 字段名称' }), '产品');
    await choose(user, '字段1 字段类型', '字典');
    expect(screen.getByRole('list', { name: '字段1 的问题' })).toHaveTextContent('「产品」的字典至少需要一项');
    await user.type(screen.getByRole('textbox', { name: '第1行 代码' }), 'A_B');
    await user.type(screen.getByRole('textbox', { name: '第1行 含义' }), '甲');
    await waitFor(() => expect(screen.getByRole('list', { name: '字段1 的问题' })).toHaveTextContent('「产品」的代码"A_B"含分隔符"_"，按它拆分的名称永远匹配不上'));
    expect(screen.getByRole('button', { name: '保存' })).toBeDisabled();

    await user.clear(screen.getByRole('textbox', { name: '分隔符' }));
    await user.type(screen.getByRole('textbox', { name: '分隔符' }), '-');
    await waitFor(() => expect(screen.queryByRole('list', { name: '字段1 的问题' })).toBeNull());
    expect(screen.getByRole('button', { name: '保存' })).toBeEnabled();
  });

  it('shows the server’s refusal and stays', async () => {
    const { saved } = serve();
    const user = userEvent.setup();
    const { router } = renderSubAppPage(AddNameRulesPage, '/common-app/add-name-rules?id=3');
    const name = await screen.findByRole('textbox', { name: '规则名称' });
    await user.clear(name);
    await user.type(name, '重名');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('已有同名的命名规则');
    expect(saved).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/common-app/add-name-rules');
  });
});
