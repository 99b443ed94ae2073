// How 百度营销's sandbox holds each of its property types (docs/design/properties.md §2.2 (c), §2.7): ids,
// review, lifecycle, the checks of its values, the list's summary and the seed. 'pending' until built.
import { BAIDU_PROPERTY_PAGES } from '@toufang/media-baidu-limits';
import type { SandboxPropertiesOf } from '@toufang/server-sandbox';

export const BAIDU_PROPERTIES = {
  target: 'pending',
  'custom-audience': 'pending',
  'landing-page': 'pending',
  applet: 'pending',
  'conversion-config': 'pending',
  'brand-management': 'pending',
  'text-summary': 'pending',
  'excellent-words': 'pending',
} as const satisfies SandboxPropertiesOf<typeof BAIDU_PROPERTY_PAGES>;
