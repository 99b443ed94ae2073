// 应用分包 (docs/design/properties.md §1.3, §3.3; model/appcenter/subpkg/sub_package.go): an app's channel
// packages, listed under the app of the route's :packageId.
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { KUAISHOU_PROPERTY_LIMITS } from '@toufang/media-kuaishou-limits';
import { valuesSchema } from './values-schema';

const LIMITS = KUAISHOU_PROPERTY_LIMITS['application-subcontracting'];
type Values = Schemas['KuaishouApplicationSubcontractingValues'];

export const APPLICATION_SUBCONTRACTING = definePropertyType<'kuaishou', 'application-subcontracting', Values>('kuaishou', 'application-subcontracting', {
  limits: LIMITS,
  fields: {
    channel_id: { kind: 'text', label: '渠道号', maxLength: LIMITS.CHANNEL_ID_MAX_LENGTH, required: true, help: '字母、数字、下划线或短横线' },
    description: { kind: 'textarea', label: '备注', maxLength: LIMITS.DESCRIPTION_MAX_LENGTH },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: '渠道号' }, { summary: '备注' }, 'createdAt'],
  form: { kind: 'fields' },
  schema: valuesSchema<Values>('application-subcontracting'),
  parent: { type: 'application', param: 'packageId' },
});
