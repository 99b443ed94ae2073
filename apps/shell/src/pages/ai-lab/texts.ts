// AI实验室's words (shell spec §1 "A prefix ailab-app is also configured", §6 AI_LAB_BUTTON; docs/design/live-home.md
// §5.5). The spec gives the page its title only; each card's title is its route's, the lines under them say what
// the page behind it does, as that page says it (no claim of a language model where none is used).
export const AI_LAB_TEXTS = {
  INTRO: '本平台提供的 AI 功能，按您的角色和已开通的功能显示。',
  CARDS: {
    aiAssistant: '按设定的规则定时检查投放数据，满足条件时执行规则中的操作，并记录每次执行的结果。',
    aiCreate: '根据本公司的投放数据为素材、标题、出价和预算给出建议，采用后在批量创建中逐行修改再提交。全部为固定的计算规则，不使用大语言模型。',
    aiExpand: '以已推送到媒体的种子人群扩展相似人群，扩量由媒体完成，人数为媒体预估。',
  },
  EMPTY: '暂无可使用的 AI 功能',
  EMPTY_HINT: '如需使用，请联系管理员开通相应的角色或功能。',
} as const;
