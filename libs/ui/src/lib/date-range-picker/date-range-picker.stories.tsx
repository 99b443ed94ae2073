import type { Meta, StoryObj } from '@storybook/react-vite';
import dayjs from 'dayjs';
import { useState } from 'react';
import { DateRangePicker } from './date-range-picker';
import { DATE_RANGE_FORMAT, DATE_SHORTCUT_LABELS, shortcutRange, type DateRangeValue } from './date-range-rules';
import { DATE_RANGE } from '@toufang/domain';

const meta = {
  title: '排期与日期/日期范围 DateRangePicker',
  component: DateRangePicker,
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

function Demo(props: { min?: string; max?: string }) {
  const [events, setEvents] = useState<string[]>([]);
  const log = (line: string) => setEvents((list) => [line, ...list].slice(0, 8));
  return (
    <div>
      <DateRangePicker {...props} onChange={(v) => log(`onChange ${v.join(' ~ ')}`)} onOutOfRange={(v) => log(`onOutOfRange ${v.join(' ~ ')}（未发出）`)} />
      {(props.min || props.max) && <p style={{ fontSize: 12 }}>{`允许范围：${props.min ?? '不限'} ~ ${props.max ?? '不限'}`}</p>}
      <pre style={{ fontSize: 12 }}>{events.join('\n') || '（尚无事件）'}</pre>
    </div>
  );
}

function ShortcutTable() {
  const [value, setValue] = useState<DateRangeValue | undefined>(undefined);
  return (
    <div>
      <DateRangePicker value={value} onChange={setValue} />
      <table style={{ marginTop: 12, fontSize: 12, borderCollapse: 'collapse' }}>
        <caption style={{ textAlign: 'left' }}>{`今天 ${dayjs().format(DATE_RANGE_FORMAT)} 时各快捷项的范围（周一为一周第一天）`}</caption>
        <tbody>
          {DATE_RANGE.SHORTCUTS.map((key) => (
            <tr key={key}>
              <th style={{ textAlign: 'left', paddingRight: 16 }}>{DATE_SHORTCUT_LABELS[key]}</th>
              <td>{shortcutRange(key).join(' ~ ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const today = () => dayjs();

export const Default: Story = { name: '默认（一年前至今天）', render: () => <Demo /> };
export const OutOfRange: Story = {
  name: '超出范围提示（点“过去一年”）',
  render: () => <Demo min={today().subtract(93, 'day').format(DATE_RANGE_FORMAT)} max={today().format(DATE_RANGE_FORMAT)} />,
};
export const Shortcuts: Story = { name: '快捷选项', render: () => <ShortcutTable /> };
