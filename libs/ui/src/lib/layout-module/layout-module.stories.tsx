import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { LayoutModuleConfig } from './layout-module-config';
import type { LayoutConfig } from './layout-module-rules';
import { LayoutModuleView } from './layout-module-view';

const MODULES = [
  { id: 'trend', title: '消耗趋势' },
  { id: 'cost', title: '今日消耗' },
  { id: 'ctr', title: '点击率' },
  { id: 'top', title: '账户消耗排行' },
  { id: 'alert', title: '预警消息' },
];

const card = (title: string) => (
  <div style={{ height: '100%', padding: 16, boxSizing: 'border-box', border: '1px solid var(--semi-color-border)', borderRadius: 6 }}>
    <strong>{title}</strong>
  </div>
);
const COMPONENTS = Object.fromEntries(MODULES.map((m) => [m.id, card(m.title)]));

function ConfigDemo() {
  const [config, setConfig] = useState<LayoutConfig>({ slots: [['trend'], ['cost', 'ctr']], widthType: 'customScale', scales: [2, 1] });
  return (
    <div>
      <LayoutModuleConfig value={config} modules={MODULES} onChange={setConfig} />
      <pre style={{ fontSize: 12 }}>{`onChange → ${JSON.stringify(config)}`}</pre>
      <LayoutModuleView config={config} components={COMPONENTS} />
    </div>
  );
}

const meta = {
  title: '布局与反馈/布局模块 LayoutModule',
  component: LayoutModuleView,
} satisfies Meta<typeof LayoutModuleView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EqualDivision: Story = {
  name: '等分（equalDivision）',
  args: { config: { slots: [['trend'], ['cost', 'ctr'], ['top']], widthType: 'equalDivision' }, components: COMPONENTS },
};

export const CustomScale: Story = {
  name: '自定义比例（customScale 2:1）',
  args: { config: { slots: [['trend'], ['cost', 'ctr']], widthType: 'customScale', scales: [2, 1] }, components: COMPONENTS },
};

export const MissingSlot: Story = {
  name: '缺少插槽组件（组件没有传入）',
  args: { config: { slots: [['trend'], ['cost', 'unknown']], widthType: 'equalDivision' }, components: COMPONENTS },
};

export const InvalidConfig: Story = {
  name: '配置不合法（插槽 id 重复、为空）',
  args: { config: { slots: [['trend', ''], ['trend']], widthType: 'equalDivision' }, components: COMPONENTS },
};

export const Config: Story = {
  name: '布局配置与预览',
  args: { config: { slots: [['trend']], widthType: 'equalDivision' }, components: COMPONENTS },
  render: () => <ConfigDemo />,
};
