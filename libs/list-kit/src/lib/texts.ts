/** The list kit's own words (the pages bring their lists' names). */
export const LIST_KIT_TEXTS = {
  RETRY: '重试',
  EXPORT: '导出',
  EXPORT_READY: '导出完成，文件开始下载',
  EXPORT_QUEUED: '导出任务已提交',
  EXPORT_QUEUED_DETAIL: '文件生成后将发送到消息中心',
  EXPORT_FAILED: '导出失败',
  COLUMNS: '自定义列',
  COLUMNS_SAVED: '列设置已保存',
} as const;
