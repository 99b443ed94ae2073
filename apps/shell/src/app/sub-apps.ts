// The sub-applications, each loaded lazily by its path prefix (shell spec section 1), in menu order: the
// order here is the order of their entries inside each menu section. Each feature library is its own
// chunk; a static import of one anywhere is a lint error by the boundary rule's design. A new media's
// line goes after the last media (the `media` generator puts it there).
import type { SubAppModule } from '@toufang/api/sub-app';

export const SUB_APP_LOADERS = {
  // 首页 and 看板 (docs/design/live-home.md §5.2): first, so 首页 leads the home section.
  'index-app': () => import('@toufang/home'),
  'account-app': () => import('@toufang/org'),
  'toutiao-app': () => import('@toufang/media-toutiao'),
  'gdt-app': () => import('@toufang/media-gdt'),
  'kuaishou-app': () => import('@toufang/media-kuaishou'),
  'baidu-app': () => import('@toufang/media-baidu'),
  'qianchuan-app': () => import('@toufang/media-qianchuan'),
  'bilibili-app': () => import('@toufang/media-bilibili'),
  'common-app': () => import('@toufang/assets'),
  'tools-app': () => import('@toufang/tools'),
} as const satisfies Record<string, () => Promise<SubAppModule>>;

export type SubAppPrefix = keyof typeof SUB_APP_LOADERS;
