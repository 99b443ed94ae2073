// libs/ui is the only place that imports Semi UI (docs/architecture.md). The widget families of the
// widget specification arrive with their issues; until then the shell uses these Semi building blocks.
// Each component is imported from its own module: Semi's package index is marked as having side effects,
// so importing from it would pull every component (and its markdown renderer) into the first chunk.
// Semi's design tokens (the --semi-* variables every component's own CSS reads).
import '@douyinfe/semi-ui-19/lib/es/_base/base.css';

export { default as Avatar } from '@douyinfe/semi-ui-19/lib/es/avatar';
export { default as Badge } from '@douyinfe/semi-ui-19/lib/es/badge';
export { default as Banner } from '@douyinfe/semi-ui-19/lib/es/banner';
export { default as Breadcrumb } from '@douyinfe/semi-ui-19/lib/es/breadcrumb';
export { default as Button } from '@douyinfe/semi-ui-19/lib/es/button';
export { default as Card } from '@douyinfe/semi-ui-19/lib/es/card';
export { default as Checkbox } from '@douyinfe/semi-ui-19/lib/es/checkbox';
export { default as Divider } from '@douyinfe/semi-ui-19/lib/es/divider';
export { default as Dropdown } from '@douyinfe/semi-ui-19/lib/es/dropdown';
export { default as Empty } from '@douyinfe/semi-ui-19/lib/es/empty';
export { default as Input } from '@douyinfe/semi-ui-19/lib/es/input';
export { default as Layout } from '@douyinfe/semi-ui-19/lib/es/layout';
export { default as List } from '@douyinfe/semi-ui-19/lib/es/list';
export { default as Modal } from '@douyinfe/semi-ui-19/lib/es/modal';
export { default as Nav } from '@douyinfe/semi-ui-19/lib/es/navigation';
export { default as Pagination } from '@douyinfe/semi-ui-19/lib/es/pagination';
export { default as Popover } from '@douyinfe/semi-ui-19/lib/es/popover';
export { default as Space } from '@douyinfe/semi-ui-19/lib/es/space';
export { default as Spin } from '@douyinfe/semi-ui-19/lib/es/spin';
export { default as Tabs } from '@douyinfe/semi-ui-19/lib/es/tabs';
export { default as Tag } from '@douyinfe/semi-ui-19/lib/es/tag';
export { default as Toast } from '@douyinfe/semi-ui-19/lib/es/toast';
export { default as Tooltip } from '@douyinfe/semi-ui-19/lib/es/tooltip';
export { default as Typography } from '@douyinfe/semi-ui-19/lib/es/typography';
// The icon package marks only its CSS as having side effects, so named imports tree-shake.
export {
  IconBell,
  IconBookOpenStroked,
  IconChevronDown,
  IconChevronLeft,
  IconChevronRight,
  IconClose,
  IconExit,
  IconHome,
  IconLock,
  IconMail,
  IconRefresh,
  IconSidebar,
  IconUser,
} from '@douyinfe/semi-icons';

export { PageFrame, PendingPage, PENDING_PAGE_TEXT, type PageFrameProps } from './lib/page-frame/page-frame';
export type { PageLoader, SubAppRoute } from './lib/sub-app/sub-app-route';
export * from './lib/extra-exports-public-pages';
export { lockScroll, useScrollLock, SCROLL_LOCKED_CLASS } from './lib/scroll-lock/scroll-lock';
