// 品牌管理 (docs/design/properties.md §3.4): a brand's name (the object's name, at most 12 characters) and its logo
// (`userPortrait`, the image's URL, checkBaiduBrand), reviewed and copied to other accounts.
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { PROPERTY_URL_MAX_LENGTH } from '@toufang/domain';
import { BAIDU_PROPERTY_LIMITS, BAIDU_SUMMARY_KEYS, checkBaiduBrand } from '@toufang/media-baidu-limits';
import { definePropertyType } from '@toufang/property-kit';
import { textUpTo, valuesCheck } from './rules';
import { BAIDU_PROPERTY_TEXTS as T } from './texts';

type Values = Schemas['BaiduBrandManagementValues'];
const K = BAIDU_SUMMARY_KEYS['brand-management'];

export const BRAND_MANAGEMENT = definePropertyType<'baidu', 'brand-management', Values>('baidu', 'brand-management', {
  limits: BAIDU_PROPERTY_LIMITS['brand-management'],
  fields: {
    userPortrait: { kind: 'url', label: K.LOGO, required: true, help: T.BRAND.LOGO_HELP },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: K.LOGO, width: 320 }, 'modifiedAt'],
  form: { kind: 'fields' },
  schema: z.object({ userPortrait: textUpTo(PROPERTY_URL_MAX_LENGTH, K.LOGO) }).check(valuesCheck(checkBaiduBrand)),
});
