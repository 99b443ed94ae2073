// The pages of this library by route name; routes.ts puts each on its route with withPages. A route not
// named here shows its frame and an honest empty state. `nx g page` adds entries here.
import type { PagesByRouteName } from '@toufang/api/sub-app';

export const pages: PagesByRouteName = {
  // The delivery tables: one page module per level (each its own small chunk), all on DeliveryTablePage.
  gdtDeliveryAccount: () => import('./pages/delivery-account/delivery-account-page'),
  gdtDeliveryGroup: () => import('./pages/delivery-group/delivery-group-page'),
  gdtDeliveryCreative: () => import('./pages/delivery-creative/delivery-creative-page'),
  gdtRealMessage: () => import('./pages/real-message/real-message-page'),
};
