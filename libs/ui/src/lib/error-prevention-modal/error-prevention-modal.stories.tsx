import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ErrorPreventionModal, useErrorPrevention } from './error-prevention-modal';
import {
  errorPreventionColumns,
  normaliseErrorPreventionInput,
  type ErrorPreventionInputItem,
  type ErrorPreventionRule,
} from './error-prevention-rules';

const meta = {
  title: '筛选与弹窗/防出错提示 ErrorPreventionModal',
  component: ErrorPreventionModal,
} satisfies Meta<typeof ErrorPreventionModal>;

export default meta;
type Story = StoryObj<typeof meta>;

const ok = (message: string) => ({ message, error: false });
const bad = (message: string) => ({ message, error: true });

const rules: ErrorPreventionRule[] = [
  {
    ruleName: '信息流出价上限',
    ruleId: 1024,
    rows: [
      {
        objectLabel: ok('春季上新-计划01'),
        accountLabel: ok('品牌账户A(1688001)'),
        position: ok('信息流'),
        goal: ok('表单提交'),
        deepGoal: ok('—'),
        bid: bad('出价 8.00 元，规则要求不高于 5.00 元'),
        deepBid: ok('—'),
        budgetPlan: ok('500'),
        budgetAd: ok('不限'),
      },
      {
        objectLabel: ok('春季上新-计划02'),
        accountLabel: ok('品牌账户A(1688001)'),
        position: ok('搜索'),
        goal: bad('优化目标为“下载”，规则要求“表单提交”'),
        deepGoal: ok('—'),
        bid: ok('4.50'),
        deepBid: bad('深度出价 30 元，规则要求不高于 20 元'),
        budgetPlan: ok('300'),
        budgetAd: ok('不限'),
      },
    ],
  },
  {
    ruleName: '计划预算下限',
    ruleId: 'EP-77',
    rows: [
      {
        objectLabel: ok('夏季活动-计划05'),
        accountLabel: ok('效果账户B(1688002)'),
        position: ok('信息流'),
        goal: ok('激活'),
        deepGoal: ok('付费'),
        bid: ok('3.00'),
        deepBid: ok('—'),
        budgetPlan: bad('计划预算 100 元，规则要求不低于 300 元'),
        budgetAd: ok('200'),
      },
    ],
  },
];

/** The modal opened from an input; its columns come from the input as checkErrorPrevention works them out. */
function Demo({ input }: { input: ErrorPreventionInputItem[] }) {
  const [visible, setVisible] = useState(true);
  const columns = errorPreventionColumns(normaliseErrorPreventionInput(input));
  return (
    <>
      <button type="button" onClick={() => setVisible(true)}>
        打开防出错提示
      </button>
      <pre aria-label="校验输入">{JSON.stringify(input)}</pre>
      <ErrorPreventionModal visible={visible} rules={rules} columns={columns} onClose={() => setVisible(false)} />
    </>
  );
}

export const WithBidColumns: Story = {
  name: '含出价列（cpxBid、roiBid）',
  args: { visible: true, rules, onClose: () => undefined },
  render: () => <Demo input={[{ cpxBid: [8], roiBid: [30], goal: ['FORM'], budget: 500 }]} />,
};

export const WithoutBidColumns: Story = {
  name: '不含出价列',
  args: { visible: true, rules, onClose: () => undefined },
  render: () => <Demo input={[{ goal: ['FORM'], cpxBid: [0, ''], budget: 500 }]} />,
};

export const RoiSourceGoal: Story = {
  name: 'roiSource 为 goal 时显示出价列',
  args: { visible: true, rules, onClose: () => undefined },
  render: () => <Demo input={[{ roiSource: 'goal', goal: ['PAY'] }]} />,
};

/** The whole check: validate, then the modal or proceed; debug bypasses it. */
function CheckDemo() {
  const ep = useErrorPrevention();
  const [debug, setDebug] = useState(false);
  const [log, setLog] = useState<string[]>([]);
  const write = (text: string) => setLog((all) => [...all.slice(-7), text]);
  const submit = async (broken: boolean) => {
    const input = [{ cpxBid: [broken ? 8 : 4, 0], goal: ['FORM', ''], deepGoal: [null], budget: 500 }];
    const outcome = await ep.check(
      input,
      async (normalised) => {
        write(`validate(${JSON.stringify(normalised)})`);
        return broken ? rules.slice(0, 1) : [];
      },
      () => write('proceed(): 已提交广告'),
      { debug },
    );
    write(`结果：${outcome.status}`);
  };
  return (
    <div style={{ display: 'grid', gap: 8, maxWidth: 720 }}>
      <label>
        <input type="checkbox" checked={debug} onChange={(e) => setDebug(e.target.checked)} /> 调试模式（跳过防出错检查）
      </label>
      <div style={{ display: 'flex', gap: 8 }}>
        <button type="button" onClick={() => void submit(true)}>
          提交（与规则不一致）
        </button>
        <button type="button" onClick={() => void submit(false)}>
          提交（与规则一致）
        </button>
      </div>
      <pre aria-label="事件">{log.length ? log.join('\n') : '（暂无事件）'}</pre>
      <ErrorPreventionModal {...ep.modalProps} />
    </div>
  );
}

export const CheckFlow: Story = {
  name: '检查流程（校验、放行、调试跳过）',
  args: { visible: false, rules: [], onClose: () => undefined },
  render: () => <CheckDemo />,
};
