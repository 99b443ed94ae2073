import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import { useState } from 'react';
import { DeskDrawer } from './desk-drawer';
import { DeskModal } from './desk-modal';

const meta = {
  title: '弹层与列表/抽屉 DeskDrawer',
  component: DeskDrawer,
} satisfies Meta<typeof DeskDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

function DrawerDemo({ withFooter }: { withFooter: boolean }) {
  const [open, setOpen] = useState(true);
  const [confirm, setConfirm] = useState(false);
  const [log, setLog] = useState<string[]>([]);
  const add = (line: string) => setLog((lines) => [...lines.slice(-5), line]);
  return (
    <div>
      <Button onClick={() => setOpen(true)}>打开抽屉</Button>
      <pre>{log.join('\n')}</pre>
      <DeskDrawer
        visible={open}
        title={withFooter ? '编辑计划' : '计划详情'}
        onOk={
          withFooter
            ? () => {
                add('onOk');
                setOpen(false);
              }
            : undefined
        }
        onCancel={() => {
          add('onCancel');
          setOpen(false);
        }}
      >
        <p>点击遮罩不会关闭抽屉；宽度默认 1200。</p>
        <Button onClick={() => setConfirm(true)}>在抽屉上打开弹窗</Button>
        <DeskModal
          visible={confirm}
          title="确认修改"
          width={480}
          onOk={() => setConfirm(false)}
          onCancel={() => setConfirm(false)}
        >
          弹窗关闭后抽屉仍在，页面仍锁定滚动。
        </DeskModal>
      </DeskDrawer>
    </div>
  );
}

export const Default: Story = {
  name: '默认（详情，无底部按钮）',
  args: { visible: false },
  render: () => <DrawerDemo withFooter={false} />,
};

export const WithFooter: Story = {
  name: '带确定/取消',
  args: { visible: false },
  render: () => <DrawerDemo withFooter />,
};
