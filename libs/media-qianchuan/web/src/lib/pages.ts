// The pages of this library by route name; routes.ts puts each on its route with withPages. A route not
// named here shows its frame and an honest empty state. `nx g page` adds entries here.
import type { PagesByRouteName } from '@toufang/api/sub-app';
import { builtPropertyPages } from '@toufang/domain';
import { QIANCHUAN_PROPERTY_LIMITS, QIANCHUAN_PROPERTY_PAGES } from '@toufang/media-qianchuan-limits';

export const pages: PagesByRouteName = {
  // The delivery tables: one page module per level (each its own small chunk), all on DeliveryTablePage.
  qianchuanDeliveryAccount: () => import('./pages/delivery-account/delivery-account-page'),
  qianchuanDeliveryGroup: () => import('./pages/delivery-group/delivery-group-page'),
  qianchuanDeliveryPlan: () => import('./pages/delivery-plan/delivery-plan-page'),
  // Every built property type's route: one page module picks the type from the route (properties.ts).
  ...builtPropertyPages('qianchuan', QIANCHUAN_PROPERTY_PAGES, QIANCHUAN_PROPERTY_LIMITS, () => import('./pages/property/property-page')),
  qianchuanAdAiCreate: () => import('./pages/ad-ai-create/ad-ai-create-page'),
};
