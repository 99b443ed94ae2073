// Words of 素材汇总 (assets section, 素材管理; issue 20). The figures' column names are the title pages'
// (title-terms.ts), so a figure reads the same on every assets page.

export const SUMMARY_TEXTS = {
  TITLE: '素材汇总',
  FILTERS: { DATES: '数据日期', MEDIA: '媒体', DESIGNER: '设计师', KIND: '素材类型' },
  KINDS: { image: '图片', video: '视频' },
  TOTALS: '数据概览',
  TREND: '趋势',
  TREND_METRICS: '趋势指标',
  DESIGNERS: '设计师数据',
  DESIGNER: '设计师',
  DESIGNERS_TABLE: '设计师数据列表',
  NO_DESIGNER: '未指定设计师',
  // 命名解析 (issue 21, design §4.2): a designer read from the material's name, not set on it.
  PARSED_DESIGNER: '（命名解析）',
  PARSED_DESIGNERS: (count: number) => `（${count}个来自命名解析）`,
  MATERIAL_COUNT: '有数据素材数',
  TOP: '消耗 TOP 素材',
  TOP_EMPTY: '所选日期内没有素材消耗',
  MATERIALS: '素材数据',
  MATERIAL: '素材',
  MATERIALS_TABLE: '素材数据列表',
  KIND: '类型',
  ADS: '在用广告数',
  SORT: '排序',
  EMPTY: '所选日期内没有素材数据（素材推送到媒体账户并投放后才有数据）',
  FAILED: '素材数据加载失败',
  TREND_FAILED: '趋势加载失败',
  RANK: (n: number) => `第${n}名`,
  OPEN_IN_LIBRARY: '在素材库中查看',
  ONLY_DESIGNER: (name: string) => `只看${name}的素材`,
} as const;
