// 哔哩哔哩's property pages on the property kit (docs/design/properties.md §2.2 (b)): one declaration per type of
// its page list (fields, columns, form, actions; lib/properties/<type>.ts), 'pending' until built, when its
// route has no page (the shell's route walk refuses that, so every type here is built).
import { defineMediaProperties } from '@toufang/property-kit';
import { BILIBILI_PROPERTY_PAGES } from '@toufang/media-bilibili-limits';
import { CUSTOM_AUDIENCE } from './properties/custom-audience';
import { MONITOR } from './properties/monitor';
import { ACTIVATE_LINK } from './properties/activate-link';
import { LANDING_PAGE } from './properties/landing-page';
import { CONVERSION_CONFIG } from './properties/conversion-config';
import { TARGET } from './properties/target';

export const PROPERTIES = defineMediaProperties('bilibili', BILIBILI_PROPERTY_PAGES, {
  target: TARGET,
  'custom-audience': CUSTOM_AUDIENCE,
  'landing-page': LANDING_PAGE,
  'conversion-config': CONVERSION_CONFIG,
  monitor: MONITOR,
  'activate-link': ACTIVATE_LINK,
});
