import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Modal from '@douyinfe/semi-ui-19/lib/es/modal';
import { UI_TEXTS } from '@toufang/domain';
import { useState } from 'react';
import { DeleteConfirmContent } from './delete-confirm';

function ModalDemo() {
  const [open, setOpen] = useState(false);
  const [events, setEvents] = useState<string[]>([]);
  const close = (line: string) => {
    setOpen(false);
    setEvents((prev) => [line, ...prev].slice(0, 6));
  };
  return (
    <div>
      <Button type="danger" onClick={() => setOpen(true)}>
        删除模板
      </Button>
      <Modal
        visible={open}
        title={null}
        closable={false}
        maskClosable={false}
        width={420}
        okText={UI_TEXTS.CONFIRM}
        cancelText={UI_TEXTS.CANCEL}
        okButtonProps={{ type: 'danger' }}
        onOk={() => close('确定：删除')}
        onCancel={() => close('取消')}
      >
        <DeleteConfirmContent name="618大促筛选模板" />
      </Modal>
      <pre style={{ fontSize: 12 }}>{events.join('\n') || '（尚无事件）'}</pre>
    </div>
  );
}

const meta = {
  title: '布局与反馈/删除确认 DeleteConfirmContent',
  component: DeleteConfirmContent,
} satisfies Meta<typeof DeleteConfirmContent>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { name: '默认说明', args: { name: '618大促筛选模板' } };
export const CustomExplanation: Story = { name: '自定义说明', args: { name: '华东账户组', explanation: '分组内的 3 个账户将移到未分组，账户本身不会被删除。' } };
export const InModal: Story = { name: '在弹窗中', args: { name: '618大促筛选模板' }, render: () => <ModalDemo /> };
