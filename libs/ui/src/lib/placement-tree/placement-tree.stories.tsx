import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MediaCode } from '@toufang/domain';
import { useState } from 'react';
import type { TreeDataNode, TreeValue } from '../tree/tree-rules';
import { PlacementTree, type PlacementTreeProps } from './placement-tree';

const meta = {
  title: '树与账户/版位树 PlacementTree',
  component: PlacementTree,
} satisfies Meta<typeof PlacementTree>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Story data only: the product loads each media's placements. */
const TOUTIAO: TreeDataNode[] = [
  { value: 'toutiao', label: '今日头条', children: [{ value: 'toutiao-feed', label: '信息流' }, { value: 'toutiao-detail', label: '详情页' }] },
  { value: 'douyin', label: '抖音', children: [{ value: 'douyin-feed', label: '信息流' }, { value: 'douyin-search', label: '搜索' }, { value: 'douyin-splash', label: '开屏' }] },
  { value: 'xigua', label: '西瓜视频', children: [{ value: 'xigua-feed', label: '信息流' }, { value: 'xigua-patch', label: '贴片' }] },
  { value: 'fanqie', label: '番茄小说', children: [{ value: 'fanqie-feed', label: '信息流' }] },
  {
    value: 'pangle',
    label: '穿山甲',
    children: [
      { value: 'pangle-splash', label: '开屏' },
      { value: 'pangle-feed', label: '信息流' },
      { value: 'pangle-reward', label: '激励视频' },
      { value: 'pangle-interstitial', label: '插屏', disabled: true },
    ],
  },
];

const GDT: TreeDataNode[] = [
  { value: 'wechat', label: '微信', children: [{ value: 'wechat-moments', label: '朋友圈' }, { value: 'wechat-mp', label: '公众号与小程序' }, { value: 'wechat-channels', label: '视频号' }] },
  { value: 'tencent-news', label: '腾讯新闻' },
  { value: 'tencent-video', label: '腾讯视频' },
  { value: 'qq', label: 'QQ、腾讯看点、QQ浏览器' },
  { value: 'ylh', label: '优量汇' },
];

function Demo(props: Partial<PlacementTreeProps> & { media: MediaCode; initial?: TreeValue[] }) {
  const { initial, ...rest } = props;
  const [value, setValue] = useState<TreeValue[]>(initial ?? []);
  const [events, setEvents] = useState<string[]>([]);
  return (
    <div style={{ width: 420 }}>
      <PlacementTree
        treeData={TOUTIAO}
        {...rest}
        value={value}
        onChange={(next) => {
          setValue(next);
          setEvents((list) => [`onChange ${JSON.stringify(next)}`, ...list].slice(0, 5));
        }}
      />
      <pre style={{ fontSize: 12, whiteSpace: 'pre-wrap' }}>{events.join('\n') || '（暂无事件）'}</pre>
    </div>
  );
}

export const Toutiao: Story = {
  name: '巨量引擎版位',
  args: { media: 'toutiao', treeData: TOUTIAO },
  render: () => <Demo media="toutiao" initial={['douyin']} />,
};

export const Gdt: Story = {
  name: '腾讯广告版位',
  args: { media: 'gdt', treeData: GDT },
  render: () => <Demo media="gdt" treeData={GDT} />,
};

export const Filtered: Story = {
  name: '筛选“穿山甲,搜索”',
  args: { media: 'toutiao', treeData: TOUTIAO },
  render: () => <Demo media="toutiao" filterText="穿山甲,搜索" />,
};

export const AtMax: Story = {
  name: '最多选 2 个版位（已达上限）',
  args: { media: 'toutiao', treeData: TOUTIAO },
  render: () => <Demo media="toutiao" max={2} initial={['toutiao-feed', 'douyin-feed']} />,
};

export const Empty: Story = {
  name: '暂无版位',
  args: { media: 'toutiao', treeData: [] },
  render: () => <Demo media="kuaishou" treeData={[]} />,
};
