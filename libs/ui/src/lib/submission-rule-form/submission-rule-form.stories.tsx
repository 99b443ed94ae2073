import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import dayjs from 'dayjs';
import { SubmissionRuleForm, type SubmissionRuleFormHandle, type SubmissionRuleFormProps } from './submission-rule-form';
import { formatSubmitTime, type SubmissionRuleFormData } from './submission-rules';

const meta = {
  title: '投放表单/提交规则 SubmissionRuleForm',
  component: SubmissionRuleForm,
} satisfies Meta<typeof SubmissionRuleForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A time comfortably after now, so the time check passes. */
const tomorrow = () => formatSubmitTime(dayjs().add(1, 'day').hour(9).minute(0).toDate());

type DemoProps = Omit<SubmissionRuleFormProps, 'ref' | 'onChange'> & { validateOnMount?: boolean };

/** Holds the form, has the page's submit button, and shows what the form emits. */
function Demo({ validateOnMount, ...props }: DemoProps) {
  const form = useRef<SubmissionRuleFormHandle>(null);
  const [data, setData] = useState<SubmissionRuleFormData | undefined>();
  const [result, setResult] = useState('（尚未点击提交）');

  // The validation stories show the message as a page would after its submit button was pressed.
  useEffect(() => {
    if (validateOnMount) form.current?.validate();
  }, [validateOnMount]);

  const submit = () => {
    const error = form.current?.validate();
    setResult(error ? `validate() → ${JSON.stringify(error)}` : `getPayload() → ${JSON.stringify(form.current?.getPayload())}`);
  };

  return (
    <div style={{ maxWidth: 760 }}>
      <SubmissionRuleForm {...props} ref={form} onChange={(next) => setData(next)} />
      <p>
        <button type="button" onClick={submit}>
          提交
        </button>
      </p>
      <pre aria-label="提交结果">{result}</pre>
      <pre aria-label="onChange 表单数据">{data ? JSON.stringify(data, null, 2) : '（暂无 onChange）'}</pre>
    </div>
  );
}

export const Now: Story = {
  name: '立即提交（默认）',
  render: () => <Demo mediaCode="toutiao" />,
};

export const Delay: Story = {
  name: '定时提交',
  render: () => <Demo mediaCode="toutiao" defaultValue={{ adsSubmitRule: 'DELAY', adsDelaySubmitTime: tomorrow() }} />,
};

export const Batch: Story = {
  name: '分批提交',
  render: () => <Demo mediaCode="toutiao" defaultValue={{ adsSubmitRule: 'BATCH', adsBatchStartTime: tomorrow(), adsSubmitNum1: 10 }} />,
};

export const BatchMoreAccountOn: Story = {
  name: '分批提交（多账户同时提交开启、按项目）',
  render: () => (
    <Demo
      mediaCode="toutiao"
      defaultValue={{ adsSubmitRule: 'BATCH', adsBatchStartTime: tomorrow(), adsSubmitInterval1: 120, adsSubmitDimension: 'CAMPAIGN', adsMoreAccount: 'ON', adsSubmitNum1: 5 }}
    />
  ),
};

export const Repeat: Story = {
  name: '重复创建',
  render: () => <Demo mediaCode="baidu" defaultValue={{ adsSubmitRule: 'REPEAT', adsRepeatSubmitTime: tomorrow(), adsSubmitNum2: 3 }} />,
};

export const SaveTemplateOnly: Story = {
  name: '仅保存模板（隐藏提交规则）',
  render: () => <Demo mediaCode="toutiao" defaultValue={{ submitType: 'saveTemplateOnly', adsSubmitRule: 'BATCH' }} />,
};

export const TimeError: Story = {
  name: '校验错误：设定时间不晚于当前时间',
  render: () => <Demo mediaCode="toutiao" validateOnMount defaultValue={{ adsSubmitRule: 'DELAY' }} />,
};

export const BatchCountError: Story = {
  name: '校验错误：分批提交数量为空',
  render: () => <Demo mediaCode="kuaishou" validateOnMount defaultValue={{ adsSubmitRule: 'BATCH', adsBatchStartTime: tomorrow(), adsSubmitNum1: null }} />,
};

export const RepeatCountError: Story = {
  name: '校验错误：重复次数小于2',
  render: () => <Demo mediaCode="toutiao" validateOnMount defaultValue={{ adsSubmitRule: 'REPEAT', adsRepeatSubmitTime: tomorrow(), adsSubmitNum2: 1 }} />,
};

export const WithoutDelayTime: Story = {
  name: '不含执行时间（载荷不带 adsDelaySubmitTime）',
  render: () => <Demo mediaCode="gdt" hasDelayTime={false} defaultValue={{ adsSubmitRule: 'BATCH' }} />,
};

export const DisabledRule: Story = {
  name: '部分提交方式不可用',
  render: () => <Demo mediaCode="bilibili" disabledRules={['REPEAT']} />,
};
