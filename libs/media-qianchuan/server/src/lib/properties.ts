// How 巨量千川's sandbox holds each of its property types (docs/design/properties.md §2.2 (c), §2.7): ids,
// review, lifecycle, the checks of its values, the list's summary and the seed. 'pending' until built.
import { QIANCHUAN_PROPERTY_PAGES } from '@toufang/media-qianchuan-limits';
import type { SandboxPropertiesOf } from '@toufang/server-sandbox';
import { QIANCHUAN_CUSTOM_AUDIENCE } from './properties/custom-audience';
import { QIANCHUAN_GRAPHIC_MATERIAL } from './properties/graphic-material';
import { QIANCHUAN_TARGET } from './properties/target';
import { COMMENT_MANAGEMENT } from './properties/comment-management';

export const QIANCHUAN_PROPERTIES = {
  target: QIANCHUAN_TARGET,
  'custom-audience': QIANCHUAN_CUSTOM_AUDIENCE,
  'graphic-material': QIANCHUAN_GRAPHIC_MATERIAL,
  'comment-management': COMMENT_MANAGEMENT,
} as const satisfies SandboxPropertiesOf<typeof QIANCHUAN_PROPERTY_PAGES>;
