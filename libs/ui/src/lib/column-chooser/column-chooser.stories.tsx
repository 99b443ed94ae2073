import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { userEvent, waitFor } from 'storybook/test';
import { IconBolt, IconStar } from '@douyinfe/semi-icons';
import { ColumnChooser, type ColumnChooserProps } from './column-chooser';
import { initialSelection, type ColumnOption } from './column-chooser-rules';

const BASIC: ColumnOption[] = [
  {
    key: 'base',
    title: '基础指标',
    children: [
      { key: 'cost', title: '消耗', unlock: true, tooltip: '广告在投放期间的总花费' },
      { key: 'show', title: '展示数', check: true, tooltip: '广告被展示给用户的次数' },
      { key: 'click', title: '点击数', check: true, edit: true },
      { key: 'ctr', title: '点击率', tooltip: '点击数 / 展示数' },
      { key: 'cpm', title: '平均千次展示费用', disabled: true, tooltip: '当前账户未开通该指标' },
      { key: 'cpc', title: '平均点击单价' },
    ],
  },
  {
    key: 'convert',
    title: '转化指标',
    children: [
      { key: 'convert', title: '转化数', prefix: { icon: <IconBolt />, content: '热门指标' } },
      { key: 'convertCost', title: '转化成本' },
      { key: 'numEventPay', title: '付费', edit: true, suffix: { icon: <IconStar />, content: '按事件发生次数统计' } },
      { key: 'dupnumEventPay', title: '付费', edit: true, suffix: { icon: <IconStar />, content: '同一用户只计一次' } },
      { key: 'numEventActive', title: '激活' },
      { key: 'dupnumEventActive', title: '激活' },
      { key: 'deepConvert', title: '深度转化数', hide: true },
    ],
  },
  {
    key: 'video',
    title: '视频指标',
    children: [
      { key: 'play', title: '播放数' },
      { key: 'play25', title: '25%进度播放数' },
      { key: 'play50', title: '50%进度播放数' },
      { key: 'play100', title: '播放完成数', prefix: { content: '新' } },
      { key: 'playDuration', title: '平均单次播放时长' },
    ],
  },
  {
    key: 'interact',
    title: '互动指标',
    children: [
      { key: 'like', title: '点赞数' },
      { key: 'comment', title: '评论数' },
      { key: 'share', title: '分享数' },
      { key: 'follow', title: '新增关注数' },
    ],
  },
];

const UNLOCKED: ColumnOption[] = [
  {
    key: 'attr',
    title: '属性列（固定）',
    children: [
      { key: 'adName', title: '广告名称', unlock: true },
      { key: 'adId', title: '广告ID', unlock: true },
      { key: 'status', title: '投放状态', unlock: true },
    ],
  },
  ...BASIC.slice(0, 2),
];

const CATEGORIES = ['基础指标', '转化指标', '视频指标', '互动指标', '直播指标', '电商指标', '应用指标', '线索指标', '落地页指标', '附加创意指标'];
const METRICS = ['消耗', '展示数', '点击数', '点击率', '转化数', '转化成本', '转化率', '播放数', '完播率', '点赞数', '评论数', '分享数', '关注数', '下单数', '成交金额'];

/** 300 columns in 10 categories, with some event-count keys, tooltips, icons and fixed columns. */
function threeHundred(): ColumnOption[] {
  return CATEGORIES.map((category, g) => ({
    key: `cat${g}`,
    title: category,
    children: Array.from({ length: 30 }, (_, i): ColumnOption => {
      const n = g * 30 + i;
      const metric = METRICS[i % METRICS.length];
      const key = i % 10 === 3 ? `numEvent${n}` : i % 10 === 4 ? `dupnumEvent${n}` : `col${n}`;
      return {
        key,
        title: `${category.replace('指标', '')}${metric}${Math.floor(i / METRICS.length) + 1}`,
        unlock: n < 2,
        disabled: i === 29,
        check: i < 2,
        tooltip: i % 7 === 0 ? `${metric}的统计口径说明` : undefined,
        prefix: i % 11 === 5 ? { icon: <IconBolt />, content: '热门指标' } : undefined,
        edit: i % 13 === 6,
      };
    }),
  }));
}

type DemoProps = Omit<ColumnChooserProps, 'value' | 'onChange'> & { failingSave?: boolean };

/** Holds the selection, saves titles after a short wait (as a request would), and shows the events. */
function Demo({ options, failingSave, ...props }: DemoProps) {
  const [value, setValue] = useState<string[]>(() => initialSelection(options));
  const [events, setEvents] = useState<string[]>([]);
  const log = (text: string) => setEvents((all) => [...all.slice(-5), text]);
  return (
    <div style={{ maxWidth: 760 }}>
      <ColumnChooser
        {...props}
        options={options}
        value={value}
        onChange={(next) => {
          setValue(next);
          log(`onChange(${JSON.stringify(next)})`);
        }}
        onTitleEdit={(key, title) => {
          log(`onTitleEdit(${JSON.stringify(key)}, ${JSON.stringify(title)})`);
          return new Promise<void>((resolve, reject) => setTimeout(() => (failingSave ? reject(new Error('保存失败')) : resolve()), 600));
        }}
        onAddCustomIndicator={() => log('onAddCustomIndicator()')}
      />
      <pre aria-label="事件" style={{ fontSize: 12, whiteSpace: 'pre-wrap' }}>
        {events.length ? events.join('\n') : '（暂无事件）'}
      </pre>
    </div>
  );
}

const meta = {
  title: '列与表格/列选择器 ColumnChooser',
  component: ColumnChooser,
} satisfies Meta<typeof ColumnChooser>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the title editor of a column, as a user would, and types into it. */
function editTitle(column: string, text: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const button = canvasElement.querySelector<HTMLButtonElement>(`button[aria-label="编辑列名 ${column}"]`);
    if (!button) return;
    await userEvent.click(button);
    const inputOf = () => document.querySelector<HTMLInputElement>('.tf-column-title-editor input');
    await waitFor(() => {
      if (!inputOf()) throw new Error('the editor is not open yet');
    });
    const input = inputOf();
    if (!input) return;
    await userEvent.clear(input);
    if (text) await userEvent.type(input, text);
  };
}

export const Default: Story = {
  name: '默认（分类导航、全选、图标与提示）',
  args: { options: BASIC },
  render: () => <Demo options={BASIC} />,
};

export const WithUnlock: Story = {
  name: '含固定列（unlock 始终勾选且排在最前）',
  args: { options: UNLOCKED },
  render: () => <Demo options={UNLOCKED} />,
};

export const EditTitle: Story = {
  name: '编辑列名（宽 320，字数统计）',
  args: { options: BASIC },
  render: () => <Demo options={BASIC} />,
  play: editTitle('点击数', '点击次数'),
};

export const EditTitleInvalid: Story = {
  name: '编辑列名：字符错误（支持输入汉字、大小写字母、数字）',
  args: { options: BASIC },
  render: () => <Demo options={BASIC} />,
  play: editTitle('付费（总次数）', '付费_次数'),
};

export const EditTitleTooLong: Story = {
  name: '编辑列名：超长（最多20个字符）',
  args: { options: BASIC },
  render: () => <Demo options={BASIC} />,
  play: editTitle('点击数', '一二三四五六七八九十a'),
};

export const EditTitleEmpty: Story = {
  name: '编辑列名：为空（请输入内容）',
  args: { options: BASIC },
  render: () => <Demo options={BASIC} />,
  play: editTitle('点击数', ''),
};

export const EditTitleSaveFails: Story = {
  name: '编辑列名：保存失败（保持打开）',
  args: { options: BASIC },
  render: () => <Demo options={BASIC} failingSave />,
  play: editTitle('点击数', '点击量'),
};

export const SearchNoResult: Story = {
  name: '搜索无结果（未找到相关数据）',
  args: { options: BASIC },
  render: () => <Demo options={BASIC} />,
  play: async ({ canvasElement }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[aria-label="搜索列名"]');
    if (input) await userEvent.type(input, '不存在的指标');
  },
};

export const NoOptions: Story = {
  name: '无可选列（暂无数据）',
  args: { options: [] },
  render: () => <Demo options={[]} />,
};

const MANY = threeHundred();

export const ThreeHundredColumns: Story = {
  name: '300 列（10 个分类，性能基准）',
  args: { options: MANY },
  render: () => <Demo options={MANY} height={480} />,
};
