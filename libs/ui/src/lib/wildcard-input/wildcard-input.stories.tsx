import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { WildcardInput, type WildcardInputProps } from './wildcard-input';
import type { WildcardItem } from './wildcard-input-rules';

const meta: Meta<typeof WildcardInput> = {
  title: '文本与输入/通配符命名输入 WildcardInput',
  component: WildcardInput,
};

export default meta;
type Story = StoryObj<typeof WildcardInput>;

const FEW: WildcardItem[] = [
  { id: 'date', label: '日期', title: '{日期}', alias: 'date', tooltip: '提交当天的日期，如 20240501' },
  { id: 'account', label: '账户名', title: '{账户名}', alias: 'account' },
  { id: 'index', label: '序号', title: '{序号}', alias: 'index', tooltip: '同批次内从 1 开始递增' },
];

const MANY: WildcardItem[] = [
  ...FEW,
  { id: 'package', label: '定向包名称', title: '{定向包名称}', alias: 'package' },
  { id: 'bid', label: '出价', title: '{出价}', alias: 'bid' },
  { id: 'goal', label: '优化目标', title: '{优化目标}', alias: 'goal' },
  { id: 'region', label: '地域', title: '{地域}', alias: 'region' },
  { id: 'creative', label: '创意标题', title: '{创意标题}', alias: 'creative' },
  { id: 'time', label: '时分', title: '{时分}', alias: 'time', tooltip: '提交时刻，如 1430' },
];

function Demo({ initial = '', width = 520, ...props }: Partial<WildcardInputProps> & { initial?: string; width?: number }) {
  const [value, setValue] = useState(initial);
  const [events, setEvents] = useState<string[]>([]);
  const log = (line: string) => setEvents((list) => [line, ...list].slice(0, 8));
  return (
    <div style={{ width }}>
      <WildcardInput
        maxLength={30}
        items={FEW}
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          log(`onChange ${next}`);
        }}
        onInsert={(item, next) => log(`onInsert ${item.title} → ${next}`)}
        onOverLength={(info) => log(`onOverLength ${info.item.title}（将为 ${info.length}/${info.maxLength}）`)}
        onSaveDefaultChange={(checked) => log(`onSaveDefaultChange ${checked}`)}
      />
      <pre style={{ fontSize: 12, whiteSpace: 'pre-wrap' }}>{events.join('\n') || '（尚无事件）'}</pre>
    </div>
  );
}

export const Default: Story = { name: '默认（点通配符插入到光标处）', render: () => <Demo initial="品牌词_" /> };
export const Wrapping: Story = { name: '通配符换行（更多/收起）', render: () => <Demo items={MANY} width={360} /> };
export const OverMax: Story = {
  name: '插入将超出上限（拒绝并提示）',
  render: () => <Demo initial="春季上新_华东_品牌词_计划" maxLength={16} />,
};
export const ValueOverMax: Story = {
  name: '外部值超出上限（计数器错误态）',
  render: () => <Demo initial="春季上新_华东地区_品牌词_iOS_计划" maxLength={16} />,
};
export const Disabled: Story = { name: '禁用', render: () => <Demo initial="品牌词_{日期}" disabled /> };
