import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ScheduleGrid } from './schedule-grid';
import { applyRectangleToValue, valueToWhiteBlocks, type ScheduleColspan } from './schedule-rules';

const meta = {
  title: '排期与日期/排期表格 ScheduleGrid',
  component: ScheduleGrid,
} satisfies Meta<typeof ScheduleGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Weekdays 08:00~12:00 and 14:00~18:00, weekend 10:00~22:00. */
function presetValue(colspan: ScheduleColspan) {
  const h = (hour: number) => hour * colspan;
  let v = '';
  v = applyRectangleToValue(v, { startRow: 0, endRow: 4, startCol: h(8), endCol: h(12) - 1 }, colspan);
  v = applyRectangleToValue(v, { startRow: 0, endRow: 4, startCol: h(14), endCol: h(18) - 1 }, colspan);
  v = applyRectangleToValue(v, { startRow: 5, endRow: 6, startCol: h(10), endCol: h(22) - 1 }, colspan);
  return v;
}

function Demo({ colspan, initial = '', showBlocks = false }: { colspan: ScheduleColspan; initial?: string; showBlocks?: boolean }) {
  const [value, setValue] = useState(initial);
  const [changes, setChanges] = useState(0);
  return (
    <div>
      <ScheduleGrid
        colspan={colspan}
        value={value}
        onChange={(v) => {
          setValue(v);
          setChanges((n) => n + 1);
        }}
      />
      <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', fontSize: 12 }}>
        {`onChange 次数：${changes}\nvalue（${value.length} 位）：${value}`}
        {showBlocks && `\n白块输出 whiteBlocks：${JSON.stringify(valueToWhiteBlocks(value, colspan))}`}
      </pre>
    </div>
  );
}

export const Hourly: Story = { name: '按小时（168 格）', render: () => <Demo colspan={1} /> };
// The benchmark opens this story: it must start empty.
export const HalfHourly: Story = { name: '按半小时（336 格）', render: () => <Demo colspan={2} /> };
export const PresetValue: Story = { name: '预设值', render: () => <Demo colspan={1} initial={presetValue(1)} /> };
export const WhiteBlocksOutput: Story = { name: '白块输出', render: () => <Demo colspan={2} initial={presetValue(2)} showBlocks /> };
export const InvalidValue: Story = { name: '无效值按空处理（控制台警告）', render: () => <Demo colspan={1} initial="0101" /> };
