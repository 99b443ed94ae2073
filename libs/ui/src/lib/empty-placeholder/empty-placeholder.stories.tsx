import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyPlaceholder } from './empty-placeholder';

const meta = {
  title: '布局与反馈/空状态 EmptyPlaceholder',
  component: EmptyPlaceholder,
} satisfies Meta<typeof EmptyPlaceholder>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoData: Story = { name: '暂无数据（默认）', args: {} };
export const NothingSelected: Story = { name: '暂未选择', args: { kind: 'nothingSelected' } };
export const NoMatch: Story = { name: '无匹配数据', args: { kind: 'noMatch' } };
export const SelectAccountFirst: Story = { name: '请先选择账户', args: { kind: 'selectAccountFirst' } };
export const NoDataFound: Story = { name: '未找到相关数据（no data found）', args: { kind: 'noDataFound' } };
export const NoOptions: Story = { name: '暂无选项（no options yet）', args: { kind: 'noOptions' } };
export const ListEmpty: Story = { name: '列表为空', args: { kind: 'listEmpty' } };
export const CompactWithAction: Story = {
  name: '紧凑并带操作',
  args: { kind: 'listEmpty', compact: true, children: <button type="button">新建模板</button> },
};
