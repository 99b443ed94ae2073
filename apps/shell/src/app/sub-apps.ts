// The sub-applications, each loaded lazily by its path prefix (shell spec section 1). Each feature
// library is its own chunk; a static import of one anywhere is a lint error by the boundary rule's design.
export const SUB_APP_LOADERS = {
  'toutiao-app': () => import('@toufang/media-toutiao'),
  'gdt-app': () => import('@toufang/media-gdt'),
  'kuaishou-app': () => import('@toufang/media-kuaishou'),
  'baidu-app': () => import('@toufang/media-baidu'),
  'qianchuan-app': () => import('@toufang/media-qianchuan'),
  'bilibili-app': () => import('@toufang/media-bilibili'),
  'account-app': () => import('@toufang/org'),
  'tools-app': () => import('@toufang/tools'),
  'common-app': () => import('@toufang/assets'),
} as const;

export type SubAppPrefix = keyof typeof SUB_APP_LOADERS;
