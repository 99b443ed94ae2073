import type { Meta, StoryObj } from '@storybook/react-vite';
import { JobProgress } from './job-progress';

const meta = {
  title: '弹层与列表/任务进度 JobProgress',
  component: JobProgress,
  args: { state: 'running', done: 3, total: 10, step: '正在修改第 3 个计划' },
} satisfies Meta<typeof JobProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Running: Story = { name: '进行中（带当前步骤）' };
export const Queued: Story = { name: '排队中', args: { state: 'queued', done: 0, total: null, step: null } };
export const Succeeded: Story = { name: '成功', args: { state: 'succeeded', done: 10, total: 10, step: null } };
export const Partial: Story = { name: '部分成功', args: { state: 'partial', done: 10, total: 10, step: null } };
export const Failed: Story = { name: '失败', args: { state: 'failed', done: 4, total: 10, step: null } };
export const Cancelled: Story = { name: '已取消', args: { state: 'cancelled', done: 4, total: 10, step: null } };
export const Expired: Story = { name: '已过期', args: { state: 'expired', done: 120, total: 120, step: null } };
export const Compact: Story = { name: '表格单元格里（compact）', args: { compact: true } };
