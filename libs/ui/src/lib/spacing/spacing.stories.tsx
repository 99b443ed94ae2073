import type { Meta, StoryObj } from '@storybook/react-vite';
import { Spacing } from './spacing';

const box = (text: string) => (
  <span key={text} style={{ display: 'inline-block', padding: '4px 12px', background: 'var(--semi-color-primary-light-default)', borderRadius: 4 }}>
    {text}
  </span>
);
const items = ['今日头条', '腾讯广告', '快手', '百度', '巨量千川', '哔哩哔哩'].map(box);

const meta = {
  title: '布局与反馈/间距 Spacing',
  component: Spacing,
  args: { children: items },
} satisfies Meta<typeof Spacing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Mini: Story = { name: 'mini（4px）', args: { size: 'mini' } };
export const Small: Story = { name: 'small（8px，默认）', args: { size: 'small' } };
export const Medium: Story = { name: 'medium（16px）', args: { size: 'medium' } };
export const Large: Story = { name: 'large（24px）', args: { size: 'large' } };
export const Vertical: Story = { name: '纵向', args: { size: 'medium', direction: 'vertical', align: 'start' } };
export const Wrap: Story = {
  name: '换行（横向 mini、纵向 large）',
  args: { size: ['mini', 'large'], wrap: true, style: { width: 240 } },
};
