// Everything under qianchuan-app (shell spec §2.3): the delivery pages with the batch tasks, the hidden
// batch creation, the property pages the 巨量千川 console offers, and live control. Every entry needs
// SHOW_QIANCHUAN_BUTTON (§6).
import { batchCreateRoutes, deliveryRoute, MEDIA_APP_PREFIX, propertyRoutes, withRequirements } from '@toufang/domain';
import { QIANCHUAN_PROPERTY_PAGES } from '@toufang/media-qianchuan-limits';
import { withPages, type SubAppRoute } from '@toufang/api/sub-app';
import { pages } from './pages';

const MEDIA = 'qianchuan';
const LIVE = `${MEDIA_APP_PREFIX[MEDIA]}/live-control`;

/** Live monitoring and the short-video account authorization it relies on (shell spec §2.3, live control). */
const liveControl: readonly SubAppRoute[] = [
  {
    name: 'qianchuanLiveMonitor',
    path: `${LIVE}/live-monitor`,
    title: '直播监控',
    section: 'liveControl',
    area: 'liveControl',
    media: MEDIA,
    redirect: 'qianchuanLiveWorkBench',
    children: [
      { name: 'qianchuanLiveWorkBench', path: `${LIVE}/live-monitor/work-bench`, title: '工作台', media: MEDIA },
      { name: 'qianchuanLiveConsole', path: `${LIVE}/live-monitor/console`, title: '直播中控台', media: MEDIA },
      // A full-width real-time screen without header or menu (docs/design/live-home.md D2), reached from the work
      // bench and the plan rows; not in the menu.
      { name: 'qianchuanLiveRoom', path: `${LIVE}/live-monitor/live-room/:id/:awemeId`, title: '直播间实时大屏', media: MEDIA, hidden: true, fullScreen: true },
    ],
  },
  {
    name: 'qianchuanLiveAuthorization',
    path: `${LIVE}/authorization`,
    title: '授权管理',
    section: 'liveControl',
    area: 'liveControl',
    media: MEDIA,
    redirect: 'qianchuanLiveTiktok',
    children: [{ name: 'qianchuanLiveTiktok', path: `${LIVE}/authorization/tiktok`, title: '我的抖音号', media: MEDIA }],
  },
];

const table: readonly SubAppRoute[] = [
  deliveryRoute(MEDIA),
  ...batchCreateRoutes(MEDIA, [
    { segment: 'live', title: '快速创建直播间推广' },
    { segment: 'product', title: '快速创建商品推广' },
  ]),
  ...propertyRoutes(MEDIA, QIANCHUAN_PROPERTY_PAGES),
  ...liveControl,
];

export const routes: readonly SubAppRoute[] = withPages(withRequirements(table, { buttonConfig: 'SHOW_QIANCHUAN_BUTTON' }), pages);
