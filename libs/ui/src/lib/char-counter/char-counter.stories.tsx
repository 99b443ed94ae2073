import type { Meta, StoryObj } from '@storybook/react-vite';
import { CharCounter } from './char-counter';

const meta = {
  title: '文本与输入/字数统计 CharCounter',
  component: CharCounter,
} satisfies Meta<typeof CharCounter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithinMax: Story = { name: '未超出', args: { current: 12, max: 30 } };
export const OverMax: Story = { name: '超出上限（错误态）', args: { current: 34, max: 30 } };
