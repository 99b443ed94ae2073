import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setApiClient, type Schemas } from '@toufang/api';
import { fakeApi, refuse, renderSubAppPage, testUser } from '@toufang/api/testing';
import { Toast } from '@toufang/ui';
import AdDiagnosisPage from './ad-diagnosis-page';

const PATH = '/tools-app/tool/ad-diagnosis/index';
type Finding = Schemas['DiagnosisFinding'];
type Start = Schemas['DeliveryEditStart'];

const BUDGET: Finding = {
  source: 'desk',
  code: 'budget_limited',
  severity: 'high',
  objectId: '9001',
  objectName: '计划九零零一',
  title: '预算受限，每天损失14小时',
  explanation: '昨天10:00前消耗已达预算的95%，之后的14小时无法投放。建议提高预算20%。',
  figures: [
    { label: '日预算', value: 2100, unit: '元' },
    { label: '损失时长', value: 14, unit: '小时' },
  ],
  fix: { kind: 'edit', title: '预算提高至2520元', why: '预算每晚提前用完', field: 'budget', before: 2100, after: 2520, materialIds: [], link: null },
};
const LOW: Finding = {
  source: 'media',
  code: 'low_efficiency_materials',
  severity: 'medium',
  objectId: '9002',
  objectName: '计划九零零二',
  title: '2个低效素材',
  explanation: '媒体将这些素材标为低效。',
  figures: [{ label: '低效素材', value: 2, unit: '个' }],
  fix: { kind: 'replaceMaterials', title: '替换素材', why: '打开媒体修改页替换', field: null, before: null, after: null, materialIds: ['m1', 'm2'], link: '/toutiao-app/ad/update/toutiao/9002' },
};
const RESULT: Schemas['DiagnosisResult'] = {
  accountId: 5,
  accountName: '巨量账户五',
  media: 'toutiao',
  level: 'plan',
  levelLabel: '广告计划',
  sandbox: true,
  asOf: '2026-12-01 20:00',
  objects: 12,
  mediaVerdicts: 'answered',
  mediaMessage: null,
  findings: [BUDGET, LOW],
};

function serve(options: { run?: () => unknown; apply?: () => Start } = {}) {
  const api = fakeApi()
    .on('post', '/api/tools/diagnosis/accounts', () => ({ accounts: [{ accountId: 5, media: 'toutiao', advertiserId: '1700005', accountName: '巨量账户五', sandbox: true }] }))
    .on('post', '/api/tools/diagnosis/run', (options.run ?? (() => RESULT)) as never)
    .on('post', '/api/tools/diagnosis/apply', options.apply ?? (() => ({ state: 'queued', editId: 31, message: null, refusals: [] })))
    .on('post', '/api/delivery/edit/get', () => ({ editId: 31, state: 'done', total: 1, done: 1, failed: 0 }) as never);
  api.install();
  return api;
}

async function choose(user: ReturnType<typeof userEvent.setup>, name: string, option: RegExp | string) {
  await user.click(screen.getByRole('combobox', { name }));
  const choice = await screen.findByRole('option', { name: option });
  const popup = choice.closest('.semi-popover-wrapper');
  await user.click(choice);
  if (popup) fireEvent.animationEnd(popup);
}

async function diagnose(user: ReturnType<typeof userEvent.setup>) {
  expect(await screen.findByText('选择账户和层级后开始诊断')).toBeInTheDocument();
  await choose(user, '账户', /巨量账户五.*沙箱/);
  await user.click(screen.getByRole('button', { name: '开始诊断' }));
}

afterEach(() => {
  setApiClient(null);
  act(() => Toast.destroyAll());
});

describe('广告诊断', () => {
  it('diagnoses an account at its plan level and groups the media\'s verdicts and the desk\'s checks with their severity', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderSubAppPage(AdDiagnosisPage, PATH);
    await diagnose(user);
    const media = await screen.findByRole('region', { name: '媒体诊断' });
    const desk = screen.getByRole('region', { name: '系统检查' });
    expect(api.bodiesOf('/api/tools/diagnosis/run')).toEqual([{ accountId: 5, level: 'plan' }]);
    expect(within(desk).getByText('预算受限，每天损失14小时')).toBeInTheDocument();
    expect(within(desk).getByText('严重')).toBeInTheDocument();
    expect(within(desk).getByText(/日预算：2100元\s*损失时长：14小时/)).toBeInTheDocument();
    expect(within(media).getByText('警告')).toBeInTheDocument();
    expect(within(media).getByText('低效素材：m1、m2')).toBeInTheDocument();
    expect(within(media).getByRole('link', { name: '去修改' })).toHaveAttribute('href', '/toutiao-app/ad/update/toutiao/9002');
    expect(screen.getByText(/巨量账户五（沙箱） · 数据截至 2026-12-01 20:00，共诊断12个广告计划/)).toBeInTheDocument();
  });

  it('previews 一键优化, sends it on confirmation only, then follows the edit with a link to the operation log', async () => {
    const api = serve();
    const user = userEvent.setup();
    renderSubAppPage(AdDiagnosisPage, PATH);
    await diagnose(user);
    await user.click(await screen.findByRole('button', { name: '一键优化' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('2100元 → 2520元')).toBeInTheDocument();
    expect(within(dialog).getByText('预算')).toBeInTheDocument();
    expect(api.bodiesOf('/api/tools/diagnosis/apply')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(api.bodiesOf('/api/tools/diagnosis/apply')).toEqual([{ accountId: 5, level: 'plan', objectId: '9001', code: 'budget_limited' }]));
    expect(await screen.findByRole('status')).toHaveTextContent('已完成，修改进度：1/1');
    expect(screen.getByRole('link', { name: '查看操作日志' })).toHaveAttribute('href', '/tools-app/tool/account-tool/operation-log');
  });

  it('shows the media\'s refusal in its words and sends nothing more', async () => {
    serve({ apply: () => ({ state: 'refused', editId: null, message: '1个对象不符合媒体规则：今日预算修改已达20次上限', refusals: [{ id: '9001', name: '计划九零零一', accountName: '巨量账户五', rule: 'budget_edit_cap', reason: '今日预算修改已达20次上限' }] }) });
    const user = userEvent.setup();
    renderSubAppPage(AdDiagnosisPage, PATH);
    await diagnose(user);
    await user.click(await screen.findByRole('button', { name: '一键优化' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('计划九零零一：今日预算修改已达20次上限')).toBeInTheDocument();
    expect(within(dialog).getByText('1个对象不符合媒体规则：今日预算修改已达20次上限')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('says when nothing was found, when the diagnosis failed, and keeps 一键优化 from a designer', async () => {
    let answer: () => unknown = () => ({ ...RESULT, findings: [], mediaVerdicts: 'unsupported', mediaMessage: '该媒体暂不支持诊断接口，仅显示系统检查' });
    serve({ run: () => answer() });
    const user = userEvent.setup();
    renderSubAppPage(AdDiagnosisPage, PATH, { user: testUser({ role: 'DESIGNER' }) });
    await diagnose(user);
    expect(await screen.findByText('未发现问题')).toBeInTheDocument();
    expect(screen.getByText('该媒体暂不支持诊断接口，仅显示系统检查')).toBeInTheDocument();

    answer = () => RESULT;
    await user.click(screen.getByRole('button', { name: '开始诊断' }));
    expect(await screen.findByRole('button', { name: '一键优化' })).toBeDisabled();

    answer = () => refuse(404, '账户不存在或无权查看');
    await user.clear(screen.getByRole('textbox', { name: '对象ID' }));
    await user.type(screen.getByRole('textbox', { name: '对象ID' }), '404');
    await user.click(screen.getByRole('button', { name: '开始诊断' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('账户不存在或无权查看');
  });
});
