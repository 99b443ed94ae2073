// How 哔哩哔哩's sandbox holds each of its property types (docs/design/properties.md §2.2 (c), §2.7): ids,
// review, lifecycle, the checks of its values, the list's summary and the seed. 'pending' until built.
import { BILIBILI_PROPERTY_PAGES } from '@toufang/media-bilibili-limits';
import type { SandboxPropertiesOf } from '@toufang/server-sandbox';
import { BILIBILI_CUSTOM_AUDIENCE } from './properties/custom-audience';

export const BILIBILI_PROPERTIES = {
  target: 'pending',
  'custom-audience': BILIBILI_CUSTOM_AUDIENCE,
  'landing-page': 'pending',
  'conversion-config': 'pending',
  monitor: 'pending',
  'activate-link': 'pending',
} as const satisfies SandboxPropertiesOf<typeof BILIBILI_PROPERTY_PAGES>;
