/** The list kit's own words (the pages bring their lists' names). */
export const LIST_KIT_TEXTS = {
  RETRY: '重试',
  EXPORT: '导出',
  // The same words as the delivery tables' export (libs/delivery texts).
  EXPORT_READY: '导出完成，开始下载',
  EXPORT_QUEUED: '导出任务已提交',
  EXPORT_QUEUED_DETAIL: '数据较多，文件生成后会发送到消息中心，请在消息中心下载',
  EXPORT_FAILED: '导出失败',
  COLUMNS: '自定义列',
  COLUMNS_SAVED: '列设置已保存',
  COLUMNS_RESET: '恢复默认',
  SAVE: '保存',
  CANCEL: '取消',
} as const;
