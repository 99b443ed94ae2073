import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { userEvent, waitFor } from 'storybook/test';
import { TablePagination, type TablePaginationProps } from './pagination';
import type { PageChange } from './pagination-rules';

const meta = {
  title: '列与表格/分页 TablePagination',
  component: TablePagination,
} satisfies Meta<typeof TablePagination>;

export default meta;
type Story = StoryObj<typeof meta>;

const STORAGE_KEY = 'tf-catalog-plan-page-size';

/** Shows every emitted page change {current, size}. */
function Demo({ stored, ...props }: TablePaginationProps & { stored?: string }) {
  // Written before the pager mounts, so the pager reads it on mount as a page would after a reload.
  useState(() => {
    if (stored !== undefined) window.localStorage.setItem(STORAGE_KEY, stored);
    else if (props.storageKey) window.localStorage.removeItem(STORAGE_KEY);
    return null;
  });
  const [events, setEvents] = useState<PageChange[]>([]);
  return (
    <div style={{ minHeight: 320 }}>
      <TablePagination {...props} onChange={(change) => setEvents((all) => [...all.slice(-7), change])} />
      <pre aria-label="事件" style={{ marginTop: 16 }}>
        {events.length ? events.map((e) => `onChange(${JSON.stringify(e)})`).join('\n') : '（暂无事件）'}
      </pre>
    </div>
  );
}

async function chooseSize(canvasElement: HTMLElement, text: string) {
  const select = canvasElement.querySelector<HTMLElement>('.tf-pagination__size');
  if (!select) return;
  await userEvent.click(select);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('[role="option"]')].find((o) => o.textContent === text);
    if (!found) throw new Error(`no option ${text}`);
    return found;
  });
  await userEvent.click(option);
}

export const Default: Story = {
  name: '默认（每页 50 条）',
  args: { total: 1000 },
  render: (args) => <Demo {...args} />,
};

export const Hidden: Story = {
  name: '总数为 0 时隐藏',
  args: { total: 0 },
  render: (args) => <Demo {...args} />,
};

export const FewPages: Story = {
  name: '页数不多（全部页码）',
  args: { total: 120, defaultSize: 20 },
  render: (args) => <Demo {...args} />,
};

export const ManyPages: Story = {
  name: '页数较多（省略与跳转 5 页）',
  args: { total: 12345, defaultCurrent: 10, defaultSize: 20 },
  render: (args) => <Demo {...args} />,
};

export const RememberedSize: Story = {
  name: '记住每页条数（本地存储 100）',
  args: { total: 1000, storageKey: STORAGE_KEY },
  render: (args) => <Demo {...args} stored="100" />,
};

export const IgnoredStoredSize: Story = {
  name: '存储值不在选项中（忽略，用 50）',
  args: { total: 1000, storageKey: STORAGE_KEY },
  render: (args) => <Demo {...args} stored="30" />,
};

export const SizeChangeOnFirstPage: Story = {
  name: '第 1 页切换每页条数（触发一次）',
  args: { total: 1000, storageKey: STORAGE_KEY },
  render: (args) => <Demo {...args} />,
  play: ({ canvasElement }) => chooseSize(canvasElement, '20 条/页'),
};

export const SizeChangeOnOtherPage: Story = {
  name: '非第 1 页切换每页条数（回到第 1 页，触发一次）',
  args: { total: 1000 },
  render: (args) => <Demo {...args} />,
  play: async ({ canvasElement }) => {
    const page3 = canvasElement.querySelector<HTMLElement>('button[aria-label="第 3 页"]');
    if (page3) await userEvent.click(page3);
    await chooseSize(canvasElement, '100 条/页');
  },
};

export const Disabled: Story = {
  name: '禁用',
  args: { total: 1000, disabled: true },
  render: (args) => <Demo {...args} />,
};
