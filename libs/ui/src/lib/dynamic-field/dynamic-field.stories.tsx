import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import InputNumber from '@douyinfe/semi-ui-19/lib/es/inputNumber';
import Radio from '@douyinfe/semi-ui-19/lib/es/radio';
import RadioGroup from '@douyinfe/semi-ui-19/lib/es/radio/radioGroup';
import Select from '@douyinfe/semi-ui-19/lib/es/select';
import { DynamicFields, type DynamicFieldConfig } from './dynamic-field';
import { initialHidden, type FieldModel, type HiddenMap } from './dynamic-field-rules';

const meta = {
  title: '上传与表单/动态表单项 DynamicFields',
  component: DynamicFields,
} satisfies Meta<typeof DynamicFields>;

export default meta;
type Story = StoryObj<typeof meta>;

function Labelled({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: '96px 1fr', alignItems: 'center', gap: 12 }}>
      <span>{label}</span>
      <div>{children}</div>
    </div>
  );
}

const cities: Record<string, string[]> = { 广东: ['广州', '深圳'], 浙江: ['杭州', '宁波'] };

const fields: DynamicFieldConfig<FieldModel>[] = [
  {
    key: 'budgetMode',
    immediate: true,
    emitUpdate: true,
    // 不限 hides the amount (HIDDEN sets it to null); 指定预算 shows it again (DISPLAYED restores 300).
    linkage: (_trigger, { value }) => ({ hidden: { budget: value !== 'LIMITED' } }),
    render: ({ value, onChange }) => (
      <Labelled label="预算类型">
        <RadioGroup aria-label="预算类型" value={String(value)} onChange={(e) => onChange(e.target.value)}>
          <Radio value="UNLIMITED">不限</Radio>
          <Radio value="LIMITED">指定预算</Radio>
        </RadioGroup>
      </Labelled>
    ),
  },
  {
    key: 'budget',
    defaultValue: 300,
    hiddenDefaultValue: null,
    emitUpdate: true,
    render: ({ value, onChange }) => (
      <Labelled label="日预算（元）">
        <InputNumber aria-label="日预算（元）" value={value as number | undefined} min={300} onChange={(v) => onChange(v)} />
      </Labelled>
    ),
  },
  {
    key: 'province',
    resetDeps: ['city'],
    render: ({ value, onChange }) => (
      <Labelled label="省份">
        <Select
          aria-label="省份"
          style={{ width: 200 }}
          value={value as string | undefined}
          optionList={Object.keys(cities).map((p) => ({ label: p, value: p }))}
          onChange={(v) => onChange(v)}
        />
      </Labelled>
    ),
  },
  {
    key: 'city',
    defaultValue: undefined,
    render: ({ value, onChange, model }) => (
      <Labelled label="城市">
        <Select
          aria-label="城市"
          style={{ width: 200 }}
          placeholder="请选择"
          value={value as string | undefined}
          optionList={(cities[String(model['province'])] ?? []).map((c) => ({ label: c, value: c }))}
          onChange={(v) => onChange(v)}
        />
      </Labelled>
    ),
  },
  {
    key: 'remark',
    model: 'note',
    emitUpdate: true,
    render: ({ value, onChange }) => (
      <Labelled label="备注">
        <Input aria-label="备注" value={String(value ?? '')} onChange={(v) => onChange(v)} />
      </Labelled>
    ),
  },
];

function Demo({ initial }: { initial: FieldModel }) {
  const [model, setModel] = useState<FieldModel>(initial);
  const [hidden, setHidden] = useState<HiddenMap>(() => initialHidden(fields));
  const [events, setEvents] = useState<string[]>([]);
  return (
    <div style={{ maxWidth: 560, display: 'grid', gap: 16 }}>
      <DynamicFields
        fields={fields}
        model={model}
        onModelChange={setModel}
        onHiddenChange={setHidden}
        onUpdate={(key, value) => setEvents((all) => [...all.slice(-7), `onUpdate(${key}, ${JSON.stringify(value)})`])}
      />
      <pre aria-label="表单数据">{JSON.stringify({ model, hidden }, null, 2)}</pre>
      <pre aria-label="事件">{events.length ? events.join('\n') : '（暂无事件）'}</pre>
    </div>
  );
}

export const ImmediateHidden: Story = {
  name: '初始联动（immediate 隐藏预算）',
  args: { fields, model: {}, onModelChange: () => undefined },
  render: () => <Demo initial={{ budgetMode: 'UNLIMITED', budget: 500, province: '广东', city: '广州', note: '' }} />,
};

export const Displayed: Story = {
  name: '显示联动字段（指定预算）',
  args: { fields, model: {}, onModelChange: () => undefined },
  render: () => <Demo initial={{ budgetMode: 'LIMITED', budget: 800, province: '浙江', city: '杭州', note: '春季活动' }} />,
};

export const ResetDeps: Story = {
  name: '依赖重置（切换省份清空城市）',
  args: { fields, model: {}, onModelChange: () => undefined },
  render: () => <Demo initial={{ budgetMode: 'LIMITED', budget: 300, province: '广东', city: '深圳', note: '' }} />,
};
