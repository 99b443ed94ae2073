import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { userEvent, waitFor } from 'storybook/test';
import { BidModifyDialog, type BidModifyDialogProps } from './bid-modify-dialog';
import type { BidDialogResult } from './bid-rules';

const meta = {
  title: '投放表单/批量修改出价 BidModifyDialog',
  component: BidModifyDialog,
} satisfies Meta<typeof BidModifyDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const args = { visible: true, onConfirm: () => undefined, onCancel: () => undefined };

type DemoProps = Omit<BidModifyDialogProps, 'visible' | 'onConfirm' | 'onCancel'>;

/** Opens the dialog, and shows what 确定 and 取消 emit. */
function Demo(props: DemoProps) {
  const [visible, setVisible] = useState(true);
  const [events, setEvents] = useState<string[]>([]);
  const log = (text: string) => setEvents((all) => [...all.slice(-5), text]);
  return (
    <div>
      <button type="button" onClick={() => setVisible(true)}>
        批量修改出价
      </button>
      <BidModifyDialog
        {...props}
        visible={visible}
        onConfirm={(result: BidDialogResult) => {
          log(`onConfirm(${JSON.stringify(result)})`);
          setVisible(false);
        }}
        onCancel={() => {
          log('onCancel()');
          setVisible(false);
        }}
      />
      <pre aria-label="事件">{events.length ? events.join('\n') : '（暂无事件）'}</pre>
    </div>
  );
}

/** Presses 确定 in the open dialog (it is portalled to the page body), as a user would. */
async function pressConfirm() {
  const find = () => Array.from(document.querySelectorAll<HTMLButtonElement>('.tf-bid-dialog__footer button')).find((b) => b.textContent === '确定');
  await waitFor(() => {
    if (!find()) throw new Error('the dialog is not open yet');
  });
  const button = find();
  if (button) await userEvent.click(button);
}

export const Fixed: Story = {
  name: '固定出价（默认）',
  args,
  render: () => <Demo />,
};

export const Ladder: Story = {
  name: '阶梯出价',
  args,
  render: () => <Demo defaultValue={{ type: 'LADDER', num: null, min: 1.5, max: 6 }} />,
};

export const Random: Story = {
  name: '随机出价',
  args,
  render: () => <Demo defaultValue={{ type: 'RANDOM', num: null, min: 2, max: 3.5 }} />,
};

export const Roi: Story = {
  name: 'ROI系数模式',
  args,
  render: () => <Demo roiRatio defaultValue={{ type: 'FIXED', num: 1.2, min: null, max: null }} />,
};

export const FixedEmpty: Story = {
  name: '错误：请填写出价',
  args,
  render: () => <Demo />,
  play: pressConfirm,
};

export const RoiEmpty: Story = {
  name: '错误：请填写ROI系数',
  args,
  render: () => <Demo roiRatio />,
  play: pressConfirm,
};

export const FixedOutOfRange: Story = {
  name: '错误：出价超出范围',
  args,
  render: () => <Demo defaultValue={{ type: 'FIXED', num: 100000, min: null, max: null }} />,
  play: pressConfirm,
};

export const RoiOutOfRange: Story = {
  name: '错误：ROI系数超出范围',
  args,
  render: () => <Demo roiRatio min={0.5} max={10} defaultValue={{ type: 'FIXED', num: 12, min: null, max: null }} />,
  play: pressConfirm,
};

export const RangeMissing: Story = {
  name: '错误：请填写最低出价与最高出价',
  args,
  render: () => <Demo defaultValue={{ type: 'LADDER', num: null, min: 2, max: null }} />,
  play: pressConfirm,
};

export const LowestOutOfRange: Story = {
  name: '错误：最低出价超出范围',
  args,
  render: () => <Demo defaultValue={{ type: 'RANDOM', num: null, min: 0, max: 5 }} />,
  play: pressConfirm,
};

export const HighestOutOfRange: Story = {
  name: '错误：最高出价超出范围',
  args,
  render: () => <Demo defaultValue={{ type: 'RANDOM', num: null, min: 1, max: 100000 }} />,
  play: pressConfirm,
};

export const LowestAboveHighest: Story = {
  name: '错误：最低出价大于最高出价',
  args,
  render: () => <Demo defaultValue={{ type: 'LADDER', num: null, min: 9, max: 3 }} />,
  play: pressConfirm,
};
