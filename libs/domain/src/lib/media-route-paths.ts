// Builders for the route entries every media library repeats (shell spec §2.3): the delivery group under
// promote, the hidden batch-creation pages under {media}-app/ad and the property pages under
// {media}-app/property. Each media library chooses which of them it has; the paths, names, sections and
// access areas come from here, so the six tables cannot drift apart.
import type { AppRoute, RouteRequirements } from './app-routes';
import type { ButtonConfigFlag } from './button-config';
import {
  DELIVERY_LEVEL_LABELS,
  DELIVERY_LEVELS,
  deliveryBasePath,
  deliveryLevelPath,
  mediaHasBatchTask,
  PROMOTE_MEDIA_SEGMENT,
  type DeliveryLevel,
} from './delivery-hierarchy';
import { MEDIA_APP_PREFIX, MEDIA_DISPLAY_NAMES, type MediaCode } from './media';
import { deliveryRouteName } from './route-access';

/**
 * A route built here carries no page (`AppRoute<never>` fits any library's route type); a library puts
 * its pages on these routes by name with `withPages` of `@toufang/api/sub-app`.
 */
export type MediaRoute = AppRoute<never>;

/** Group heading of the delivery entries in the promote section's dropdown and side menu. */
export const PROMOTE_GROUP = '投放管理';

/**
 * Media with an auto-create-task page. Shell spec §2.3 says "for supported media" and names none; toutiao
 * and kuaishou are the two whose batch creation also edits and copies live ads (see docs/decisions.md).
 */
export const AUTO_CREATE_TASK_MEDIA: readonly MediaCode[] = ['toutiao', 'kuaishou'];

export function mediaHasAutoCreateTask(media: MediaCode): boolean {
  return AUTO_CREATE_TASK_MEDIA.includes(media);
}

/** 'delivery-group' → 'DeliveryGroup': route names are camelCase made of the path's words. */
export function pascalCase(segment: string): string {
  return segment
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');
}

/** e.g. 'qianchuan-app/promote/qianchuan/batch-task': promote pages beside the delivery levels. */
export function mediaPromotePath(media: MediaCode, page: string): string {
  return `${MEDIA_APP_PREFIX[media]}/promote/${PROMOTE_MEDIA_SEGMENT[media]}/${page}`;
}

/** e.g. 'baidu-app/ad/ad-speed-create/basic-settings/:temp_id' from ('baidu', 'ad-speed-create', 'basic-settings', ':temp_id'). */
export function mediaAdPath(media: MediaCode, ...segments: readonly string[]): string {
  return [`${MEDIA_APP_PREFIX[media]}/ad`, ...segments].join('/');
}

/** e.g. 'gdt-app/property/target'. */
export function mediaPropertyPath(media: MediaCode, page: string): string {
  return `${MEDIA_APP_PREFIX[media]}/property/${page}`;
}

/** e.g. toutiaoDeliveryDeliveryGroup, gdtDeliveryGroup (the names the route conventions fix). */
export function deliveryLevelRouteName(media: MediaCode, level: DeliveryLevel): string {
  return `${deliveryRouteName(media)}${pascalCase(level)}`;
}

/**
 * The media's delivery entry in the promote section: titled with the media's name, opening on its account
 * page, one child per delivery level, then its batch-task and auto-create-task pages where it has them,
 * then any further (usually hidden) pages the library adds.
 */
export function deliveryRoute<Page = never>(media: MediaCode, extraChildren: readonly AppRoute<Page>[] = []): AppRoute<Page> {
  const labels = DELIVERY_LEVEL_LABELS[media] as Readonly<Partial<Record<DeliveryLevel, string>>>;
  const levels: MediaRoute[] = (DELIVERY_LEVELS[media] as readonly DeliveryLevel[]).map((level) => ({
    name: deliveryLevelRouteName(media, level),
    path: deliveryLevelPath(media, level),
    title: labels[level] ?? level,
    media,
  }));
  const tasks: MediaRoute[] = [];
  if (mediaHasBatchTask(media)) {
    tasks.push({ name: `${media}BatchTask`, path: mediaPromotePath(media, 'batch-task'), title: '批量任务', media });
  }
  if (mediaHasAutoCreateTask(media)) {
    tasks.push({ name: `${media}AutoCreateTask`, path: mediaPromotePath(media, 'auto-create-task'), title: '自动创建任务', media });
  }
  return {
    name: deliveryRouteName(media),
    path: deliveryBasePath(media),
    title: MEDIA_DISPLAY_NAMES[media],
    section: 'promote',
    area: 'promote',
    group: PROMOTE_GROUP,
    media,
    redirect: levels[0].name,
    children: [...levels, ...tasks, ...extraChildren],
  };
}

/** One page of the hidden batch-creation flow, as the library describes it. */
export interface BatchCreatePage {
  /** The route name; unique across the desk. */
  readonly name: string;
  /** Path segments after '{prefix}/ad', parameters included. */
  readonly segments: readonly string[];
  readonly title: string;
  /** Without header and side menu (shell spec §2.5). */
  readonly fullScreen?: boolean;
}

/**
 * A first-level hidden batch-creation route. It sits in the promote section so the tab and the breadcrumb
 * know where it belongs, and never shows in a menu (shell spec §2.3).
 */
export function batchCreateRoute(media: MediaCode, page: BatchCreatePage): MediaRoute {
  return {
    name: page.name,
    path: mediaAdPath(media, ...page.segments),
    title: page.title,
    section: 'promote',
    area: 'batchCreate',
    media,
    hidden: true,
    ...(page.fullScreen ? { fullScreen: true } : {}),
  };
}

/** A variant of quick creation: its segment after ad-speed-create (none for the plain one) and its title. */
export interface SpeedCreateVariant {
  readonly segment?: string;
  readonly title: string;
}

/**
 * The batch-creation pages every media has: one quick-creation page per variant (each with :temp_id),
 * AI-assisted creation (ad-ai-create/:variant/:temp_id) and the creation report (add-report).
 */
export function batchCreateRoutes(media: MediaCode, variants: readonly SpeedCreateVariant[]): MediaRoute[] {
  const speed = variants.map((variant) =>
    batchCreateRoute(media, {
      name: `${media}AdSpeedCreate${variant.segment ? pascalCase(variant.segment) : ''}`,
      segments: ['ad-speed-create', ...(variant.segment ? [variant.segment] : []), ':temp_id'],
      title: variant.title,
    }),
  );
  return [
    ...speed,
    batchCreateRoute(media, { name: `${media}AdAiCreate`, segments: ['ad-ai-create', ':variant', ':temp_id'], title: 'AI创建广告' }),
    batchCreateRoute(media, { name: `${media}AdAddReport`, segments: ['add-report'], title: '创建报告' }),
  ];
}

interface PropertyPageInfo {
  readonly title: string;
  /** Parameters after the segment. */
  readonly params?: readonly string[];
  /** Add and parameterised pages are reached from their list page, never from the menu. */
  readonly hidden?: boolean;
  readonly buttonConfig?: ButtonConfigFlag;
}

/**
 * Every per-media property page shell spec §2.3 lists, by path segment, with its Chinese title. Which of
 * them a media has is its library's choice (what that media's own console offers).
 */
export const PROPERTY_PAGES = {
  target: { title: '定向包' },
  'target-add': { title: '新建定向包', hidden: true },
  'custom-audience': { title: '自定义人群' },
  'landing-page': { title: '落地页' },
  'native-anchor': { title: '原生锚点' },
  applet: { title: '小程序' },
  'conversion-config': { title: '转化跟踪' },
  'event-management': { title: '事件管理' },
  'monitor-activity': { title: '监测活动' },
  'pangolin-media-pack': { title: '穿山甲媒体包', buttonConfig: 'FLOW_POOL_BUTTON' },
  application: { title: '应用管理' },
  'application-subcontracting': { title: '应用分包', params: [':packageId'], hidden: true },
  'quick-app': { title: '快应用' },
  'creative-component': { title: '创意组件' },
  'text-summary': { title: '文本摘要' },
  'excellent-words': { title: '优选词' },
  'open-url': { title: '调起链接管理' },
  'graphic-material': { title: '图文素材' },
  'brand-management': { title: '品牌管理' },
  'conversion-attribution': { title: '转化归因' },
  'direct-link': { title: '直达链接管理' },
  'friends-circle-avatar': { title: '朋友圈头像昵称' },
  'material-tag': { title: '素材标签管理' },
  'mini-game-monitor': { title: '小游戏监测' },
  'union-traffic-package': { title: '联盟流量包', buttonConfig: 'FLOW_POOL_BUTTON' },
  'wechat-mini-game-channel': { title: '微信小游戏渠道' },
  'video-account-authorization': { title: '视频号授权' },
  'advanced-creative-library': { title: '高级创意库' },
  'comment-management': { title: '评论管理' },
  monitor: { title: '监测链接' },
  'promotion-card': { title: '推广卡片' },
  'activate-link': { title: '激活链接' },
} as const satisfies Record<string, PropertyPageInfo>;

export type PropertyPage = keyof typeof PROPERTY_PAGES;

/** e.g. toutiaoPropertyTarget, toutiaoPropertyApplicationSubcontracting. */
export function propertyRouteName(media: MediaCode, page: PropertyPage): string {
  return `${media}Property${pascalCase(page)}`;
}

/**
 * The media's property pages in the assets section, in the order given: first-level entries grouped under
 * the media's name, each opened by media-specific roles (assetsMedia).
 */
export function propertyRoutes(media: MediaCode, pages: readonly PropertyPage[]): MediaRoute[] {
  return pages.map((page) => {
    const info: PropertyPageInfo = PROPERTY_PAGES[page];
    const requires: RouteRequirements | undefined = info.buttonConfig ? { buttonConfig: info.buttonConfig } : undefined;
    return {
      name: propertyRouteName(media, page),
      path: mediaPropertyPath(media, [page, ...(info.params ?? [])].join('/')),
      title: info.title,
      section: 'assets',
      area: 'assetsMedia',
      group: MEDIA_DISPLAY_NAMES[media],
      media,
      ...(info.hidden ? { hidden: true } : {}),
      ...(requires ? { requires } : {}),
    };
  });
}

/**
 * The same requirement on every route of a table, children included (qianchuan: SHOW_QIANCHUAN_BUTTON on
 * every entry, shell spec §6). A route's own requirements are kept beside it; a route can name one flag
 * only, so a second, different flag is a mistake in the table and throws.
 */
export function withRequirements<P>(routes: readonly AppRoute<P>[], requires: RouteRequirements): AppRoute<P>[] {
  return routes.map((route) => {
    const own = route.requires?.buttonConfig;
    if (own && requires.buttonConfig && own !== requires.buttonConfig) {
      throw new Error(`${route.name} already needs ${own} and cannot also need ${requires.buttonConfig}`);
    }
    return {
      ...route,
      requires: { ...route.requires, ...requires },
      ...(route.children ? { children: withRequirements(route.children, requires) } : {}),
    };
  });
}
