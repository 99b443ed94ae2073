import type { Meta, StoryObj } from '@storybook/react-vite';
import { EllipsisText } from './ellipsis-text';

const meta: Meta<typeof EllipsisText> = {
  title: '文本与输入/省略文本 EllipsisText',
  component: EllipsisText,
  // A narrow box, as in a table column, so long text is cut.
  decorators: [
    (Story) => (
      <div style={{ width: 240, padding: 8, border: '1px dashed var(--semi-color-border)' }}>
        <Story />
      </div>
    ),
  ],
};

export default meta;
type Story = StoryObj<typeof EllipsisText>;

const LONG = '今日头条-品牌词-华东地区-iOS-出价优化-2024年五一大促-第三批次投放计划（含定向包与排期）';

export const Short: Story = { name: '短文本（不截断，无提示）', args: { children: '品牌词投放计划' } };
export const Truncated: Story = {
  name: '单行截断（悬停 1 秒显示完整内容）',
  args: { children: LONG },
};
export const TwoLines: Story = {
  name: '表格单元格 2 行截断（SIZES.TABLE_CELL_ELLIPSIS_LINES）',
  args: { children: `${LONG}，补充说明：该计划同时投放到多个版位，素材每周轮换一次。`, tableCell: true },
};
export const ThreeLines: Story = {
  name: '自定义 3 行截断',
  args: { children: `${LONG}，补充说明：该计划同时投放到多个版位，素材每周轮换一次，预算按日均分配。`, rows: 3 },
};
export const TooltipOff: Story = { name: '截断但关闭提示', args: { children: LONG, tooltip: false } };
