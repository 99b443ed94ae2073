// How 哔哩哔哩's sandbox holds each of its property types (docs/design/properties.md §2.2 (c), §2.7): ids,
// review, lifecycle, the checks of its values, the list's summary and the seed. 'pending' until built.
import { BILIBILI_PROPERTY_PAGES } from '@toufang/media-bilibili-limits';
import type { SandboxPropertiesOf } from '@toufang/server-sandbox';
import { BILIBILI_CUSTOM_AUDIENCE } from './properties/custom-audience';
import { BILIBILI_MONITOR } from './properties/monitor';
import { BILIBILI_ACTIVATE_LINK } from './properties/activate-link';
import { BILIBILI_LANDING_PAGE } from './properties/landing-page';
import { BILIBILI_CONVERSION_CONFIG } from './properties/conversion-config';
import { BILIBILI_TARGET } from './properties/target';

export const BILIBILI_PROPERTIES = {
  target: BILIBILI_TARGET,
  'custom-audience': BILIBILI_CUSTOM_AUDIENCE,
  'landing-page': BILIBILI_LANDING_PAGE,
  'conversion-config': BILIBILI_CONVERSION_CONFIG,
  monitor: BILIBILI_MONITOR,
  'activate-link': BILIBILI_ACTIVATE_LINK,
} as const satisfies SandboxPropertiesOf<typeof BILIBILI_PROPERTY_PAGES>;
