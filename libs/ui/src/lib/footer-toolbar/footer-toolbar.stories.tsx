import type { Meta, StoryObj } from '@storybook/react-vite';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import { UI_TEXTS } from '@toufang/domain';
import { FooterToolbar } from './footer-toolbar';

const actions = (
  <>
    <Button>{UI_TEXTS.CANCEL}</Button>
    <Button theme="solid" type="primary">
      {UI_TEXTS.CONFIRM}
    </Button>
  </>
);

const meta = {
  title: '布局与反馈/底部操作栏 FooterToolbar',
  component: FooterToolbar,
} satisfies Meta<typeof FooterToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sticky: Story = {
  name: '吸底（在滚动页面中）',
  args: { children: actions, extra: '已选 3 个广告' },
  render: (args) => (
    <div style={{ height: 320, overflow: 'auto', border: '1px solid var(--semi-color-border)' }}>
      {Array.from({ length: 20 }, (_, i) => (
        <p key={i} style={{ margin: 0, padding: '8px 24px' }}>
          第 {i + 1} 行表单内容
        </p>
      ))}
      <FooterToolbar {...args} />
    </div>
  ),
};

export const NotSticky: Story = { name: '不吸底', args: { children: actions, sticky: false } };
