// 应用管理 (docs/design/properties.md §3.3; fields of the 应用中心, model/appcenter/app/app.go): an app's
// platform, package, download link, version, type and privacy policy; its 应用分包 open under it.
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { KUAISHOU_PROPERTY_LIMITS } from '@toufang/media-kuaishou-limits';
import { numberOptions, stringOptions, valuesSchema } from './values-schema';

const LIMITS = KUAISHOU_PROPERTY_LIMITS.application;
type Values = Schemas['KuaishouApplicationValues'];

export const APPLICATION = definePropertyType<'kuaishou', 'application', Values>('kuaishou', 'application', {
  limits: LIMITS,
  fields: {
    platform: { kind: 'select', label: '平台', options: stringOptions(LIMITS.PLATFORMS), required: true },
    package_name: { kind: 'text', label: '包名', maxLength: LIMITS.PACKAGE_NAME_MAX_LENGTH, required: true },
    url: { kind: 'url', label: '下载链接', required: true, help: 'iOS应用填写 App Store 链接' },
    real_app_version: { kind: 'text', label: '版本号', maxLength: LIMITS.VERSION_MAX_LENGTH, required: true },
    category: { kind: 'select', label: '应用类型', options: numberOptions(LIMITS.CATEGORIES), required: true },
    app_privacy_url: { kind: 'url', label: '隐私政策链接', required: true },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: '平台' }, { summary: '包名', width: 220 }, { summary: '版本' }, { summary: '应用类型' }, 'modifiedAt'],
  form: { kind: 'fields' },
  schema: valuesSchema<Values>('application'),
});
