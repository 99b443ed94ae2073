// 巨量千川's property pages on the property kit (docs/design/properties.md §2.2 (b)): one declaration per type of
// its page list (fields, columns, form, actions; lib/properties/<type>.ts), 'pending' until built, when its
// route has no page (the shell's route walk refuses that, so every type here is built).
import { defineMediaProperties } from '@toufang/property-kit';
import { COMMENT_MANAGEMENT } from './properties/comment-management';
import { QIANCHUAN_PROPERTY_PAGES } from '@toufang/media-qianchuan-limits';
import { CUSTOM_AUDIENCE } from './properties/custom-audience';
import { GRAPHIC_MATERIAL } from './properties/graphic-material';
import { TARGET } from './properties/target';

export const PROPERTIES = defineMediaProperties('qianchuan', QIANCHUAN_PROPERTY_PAGES, {
  target: TARGET,
  'custom-audience': CUSTOM_AUDIENCE,
  'graphic-material': GRAPHIC_MATERIAL,
  'comment-management': COMMENT_MANAGEMENT,
});
