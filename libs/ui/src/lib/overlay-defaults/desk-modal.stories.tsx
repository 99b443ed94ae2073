import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import { useEffect, useState } from 'react';
import { openScrollLayers } from '../scroll-lock/scroll-lock';
import { DeskModal } from './desk-modal';

const meta = {
  title: '弹层与列表/弹窗 DeskModal',
  component: DeskModal,
} satisfies Meta<typeof DeskModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The emitted events, and how many layers hold the page's scroll lock. */
function useLog() {
  const [log, setLog] = useState<string[]>([]);
  const [layers, setLayers] = useState(0);
  useEffect(() => {
    // The lock lives outside React; a reader of the story sees it change within a fifth of a second.
    const id = setInterval(() => setLayers(openScrollLayers()), 200);
    return () => clearInterval(id);
  }, []);
  const add = (line: string) => setLog((lines) => [...lines.slice(-5), line]);
  const view = (
    <pre>
      页面滚动：{layers > 0 ? `已锁定（${layers} 层）` : '未锁定'}
      {'\n'}
      {log.join('\n')}
    </pre>
  );
  return { add, view };
}

function DefaultDemo() {
  const [open, setOpen] = useState(true);
  const { add, view } = useLog();
  return (
    <div>
      <Button onClick={() => setOpen(true)}>打开弹窗</Button>
      {view}
      <DeskModal
        visible={open}
        title="批量修改计划"
        onOk={() => {
          add('onOk');
          setOpen(false);
        }}
        onCancel={() => {
          add('onCancel');
          setOpen(false);
        }}
      >
        点击遮罩不会关闭弹窗；宽度默认 1200；打开时页面不滚动。
      </DeskModal>
    </div>
  );
}

function NestedDemo() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  const { add, view } = useLog();
  return (
    <div>
      <Button onClick={() => setOuter(true)}>打开外层弹窗</Button>
      {view}
      <DeskModal
        visible={outer}
        title="外层弹窗"
        onOk={() => {
          add('外层 onOk');
          setOuter(false);
        }}
        onCancel={() => {
          add('外层 onCancel');
          setOuter(false);
        }}
      >
        <Button onClick={() => setInner(true)}>打开内层弹窗</Button>
        <DeskModal
          visible={inner}
          title="内层弹窗"
          width={560}
          onOk={() => {
            add('内层 onOk');
            setInner(false);
          }}
          onCancel={() => {
            add('内层 onCancel');
            setInner(false);
          }}
        >
          关闭内层后页面仍锁定，外层也关闭后才解锁。
        </DeskModal>
      </DeskModal>
    </div>
  );
}

export const Default: Story = {
  name: '默认（点击遮罩不关闭，宽 1200）',
  args: { visible: false },
  render: () => <DefaultDemo />,
};

export const Nested: Story = {
  name: '嵌套弹窗（滚动锁按层计数）',
  args: { visible: false },
  render: () => <NestedDemo />,
};

export const CustomFooter: Story = {
  name: '自定义按钮文字',
  args: { visible: false },
  render: () => (
    <DeskModal visible title="提交广告" okText="提交" cancelText="返回" confirmLoading>
      确定按钮处于加载状态。
    </DeskModal>
  ),
};
