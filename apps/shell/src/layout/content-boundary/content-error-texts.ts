// Kept apart from the boundary component so the router's last-resort error screen can use the texts
// without pulling Semi's Empty into the login route.
export const CONTENT_ERROR_TEXTS = {
  title: '页面出错了',
  description: '这个页面遇到了问题，其他页面不受影响。可以重试，或从菜单进入其他页面。',
  chunkDescription: '页面资源加载失败，可能是网络中断或系统刚刚升级。请检查网络后刷新页面。',
  retry: '重试',
  reload: '刷新页面',
} as const;
