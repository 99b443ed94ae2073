import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { userEvent } from 'storybook/test';
import { IconDelete, IconDownload, IconEdit, IconUpload } from '@douyinfe/semi-icons';
import { ActionButton, IconButton, IllustrationButton } from './button-family';
import type { DropdownEntry } from '../dropdown-panel/dropdown-panel-rules';

const meta = {
  title: '按钮与下拉/按钮 ButtonFamily',
  component: ActionButton,
} satisfies Meta<typeof ActionButton>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = { display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap', padding: 12 } as const;

const UPLOAD_MENU: DropdownEntry<string>[] = [
  { name: 'excel', label: '表格上传', value: 'XLSX', tooltip: '支持 .xlsx，单次不超过 500 行' },
  { name: 'folder', label: '文件夹上传', value: 'DIR' },
  { name: 'library', label: '从素材库选择', value: 'LIB', divided: true },
  { name: 'off', label: '云盘导入（已下线）', value: 'OFF', disabled: true },
];

function EventLog({ events }: { events: string[] }) {
  return (
    <pre aria-label="事件" style={{ marginTop: 16 }}>
      {events.length ? events.join('\n') : '（暂无事件）'}
    </pre>
  );
}

function Art({ color }: { color: string }) {
  return <IconUpload style={{ color, fontSize: 28 }} />;
}

export const Types: Story = {
  name: '普通按钮（文字、主要、虚线、默认）',
  render: () => (
    <div style={row}>
      <ActionButton type="text">文字按钮</ActionButton>
      <ActionButton type="primary">主要按钮</ActionButton>
      <ActionButton type="dashed">虚线按钮</ActionButton>
      <ActionButton type="default">默认按钮</ActionButton>
      <ActionButton type="text" tone="danger">
        删除
      </ActionButton>
      <ActionButton type="primary" disabled>
        禁用
      </ActionButton>
    </div>
  ),
};

export const IconButtons: Story = {
  name: '图标按钮（必须有无障碍名称）',
  render: () => (
    <div style={row}>
      <IconButton icon={<IconEdit />} aria-label="编辑" />
      <IconButton icon={<IconDownload />} aria-label="下载" type="default" />
      <IconButton icon={<IconDelete />} aria-label="删除" type="primary" />
    </div>
  ),
};

export const CornerMarker: Story = {
  name: '角标（新 / 数字）',
  render: () => (
    <div style={{ ...row, gap: 28, paddingTop: 20 }}>
      <ActionButton type="primary" marker="新">
        智能投放
      </ActionButton>
      <ActionButton marker={8}>待审核</ActionButton>
      <IconButton icon={<IconDownload />} aria-label="下载任务" marker={3} />
      <IllustrationButton illustration={<Art color="var(--semi-color-primary)" />} marker="新">
        批量上传
      </IllustrationButton>
    </div>
  ),
};

export const IllustrationGrades: Story = {
  name: '插画按钮（非常重要 / 主要 / 次要）',
  render: () => (
    <div style={row}>
      <IllustrationButton grade="veryImportant" illustration={<Art color="white" />} description="新建并提交">
        创建广告
      </IllustrationButton>
      <IllustrationButton grade="primary" illustration={<Art color="var(--semi-color-primary)" />} description="支持 xlsx">
        批量上传
      </IllustrationButton>
      <IllustrationButton grade="secondary" illustration={<Art color="var(--semi-color-text-2)" />}>
        查看模板
      </IllustrationButton>
    </div>
  ),
};

function IllustrationMenuDemo({ open }: { open?: boolean }) {
  const [events, setEvents] = useState<string[]>([]);
  return (
    <div style={{ minHeight: 260, padding: 12 }}>
      <IllustrationButton
        grade="primary"
        illustration={<Art color="var(--semi-color-primary)" />}
        description={open ? '已用键盘打开' : '悬停 250 毫秒展开，离开 150 毫秒收起'}
        items={UPLOAD_MENU}
        onSelect={(item) => setEvents((all) => [...all.slice(-5), `onSelect(${item.name})`])}
      >
        上传素材
      </IllustrationButton>
      <div style={{ marginTop: 180 }}>
        <EventLog events={events} />
      </div>
    </div>
  );
}

export const IllustrationDropdown: Story = {
  name: '插画按钮下拉（悬停打开）',
  render: () => <IllustrationMenuDemo />,
};

export const IllustrationDropdownOpen: Story = {
  name: '插画按钮下拉（键盘 ArrowDown 打开）',
  render: () => <IllustrationMenuDemo open />,
  play: async ({ canvasElement }) => {
    const button = canvasElement.querySelector<HTMLElement>('.tf-illustration-button');
    if (!button) return;
    button.focus();
    await userEvent.keyboard('{ArrowDown}');
  },
};

export const Disabled: Story = {
  name: '禁用',
  render: () => (
    <div style={row}>
      <ActionButton type="primary" disabled>
        主要按钮
      </ActionButton>
      <IconButton icon={<IconEdit />} aria-label="编辑" disabled />
      <IllustrationButton illustration={<Art color="var(--semi-color-disabled-text)" />} items={UPLOAD_MENU} disabled>
        上传素材
      </IllustrationButton>
    </div>
  ),
};
