import type { Meta, StoryObj } from '@storybook/react-vite';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import InputNumber from '@douyinfe/semi-ui-19/lib/es/inputNumber';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import { DEFAULT_TEXTS, SIZES } from '@toufang/domain';
import { useState } from 'react';
import { PrefixContainer } from './prefix-container';

function InputDemo() {
  const [value, setValue] = useState('');
  return (
    <div>
      <PrefixContainer label="账户名称" width={SIZES.FILTER_INPUT_WIDTH + 100}>
        {({ inputId }) => <Input id={inputId} value={value} onChange={setValue} placeholder="请输入" />}
      </PrefixContainer>
      <pre style={{ fontSize: 12 }}>onChange → {JSON.stringify(value)}</pre>
    </div>
  );
}

const meta = {
  title: '布局与反馈/前缀容器 PrefixContainer',
  component: PrefixContainer,
} satisfies Meta<typeof PrefixContainer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithInput: Story = { name: '输入框', args: { label: '账户名称', children: null }, render: () => <InputDemo /> };

export const WithSelect: Story = {
  name: '下拉选择',
  args: {
    label: '媒体',
    width: 300,
    children: ({ labelId }) => (
      <Select
        aria-labelledby={labelId}
        placeholder={DEFAULT_TEXTS.PLACEHOLDER}
        optionList={[
          { value: 'toutiao', label: '巨量引擎' },
          { value: 'gdt', label: '腾讯广告' },
          { value: 'kuaishou', label: '磁力引擎' },
        ]}
      />
    ),
  },
};

export const WithNumber: Story = {
  name: '数字输入（出价）',
  args: { label: '出价（元）', width: 260, children: ({ inputId }) => <InputNumber id={inputId} min={0.01} precision={2} /> },
};

export const Disabled: Story = {
  name: '禁用',
  args: { label: '计划ID', width: 260, disabled: true, children: ({ inputId }) => <Input id={inputId} disabled value="1688001" /> },
};
