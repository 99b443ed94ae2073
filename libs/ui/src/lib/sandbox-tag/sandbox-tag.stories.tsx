import type { Meta, StoryObj } from '@storybook/react-vite';
import { SandboxTag } from './sandbox-tag';

const meta = {
  title: '弹层与列表/沙箱标签 SandboxTag',
  component: SandboxTag,
} satisfies Meta<typeof SandboxTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: '账户名后的沙箱标签（悬停看说明）',
  render: () => (
    <span>
      青柠互娱-腾讯-01 <SandboxTag />
    </span>
  ),
};
