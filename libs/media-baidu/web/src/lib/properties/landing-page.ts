// 落地页 (docs/design/properties.md §3.4): the account's 基木鱼 pages, registered by their published URL, reviewed
// by the media and copied to other accounts; the URL refused as the media refuses it (checkBaiduLandingPage).
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { PROPERTY_URL_MAX_LENGTH } from '@toufang/domain';
import { BAIDU_PAGE_TYPE_WORDS, BAIDU_PAGE_TYPES, BAIDU_PROPERTY_LIMITS, BAIDU_SUMMARY_KEYS, checkBaiduLandingPage } from '@toufang/media-baidu-limits';
import { definePropertyType } from '@toufang/property-kit';
import { codeOf, optionsOf, textUpTo, valuesCheck } from './rules';
import { BAIDU_PROPERTY_TEXTS as T } from './texts';

type Values = Schemas['BaiduLandingPageValues'];
const LIMITS = BAIDU_PROPERTY_LIMITS['landing-page'];
const K = BAIDU_SUMMARY_KEYS['landing-page'];

export const LANDING_PAGE = definePropertyType<'baidu', 'landing-page', Values>('baidu', 'landing-page', {
  limits: LIMITS,
  fields: {
    pageType: { kind: 'select', label: K.PAGE_TYPE, options: optionsOf(BAIDU_PAGE_TYPES, BAIDU_PAGE_TYPE_WORDS), required: true },
    onlineUrl: { kind: 'url', label: K.ONLINE_URL, required: true, help: T.LANDING_PAGE.URL_HELP },
    remark: { kind: 'textarea', label: K.REMARK, maxLength: LIMITS.REMARK_MAX_LENGTH },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: K.PAGE_TYPE }, { summary: K.ONLINE_URL, width: 320 }, 'modifiedAt'],
  form: { kind: 'fields' },
  schema: z
    .object({
      pageType: codeOf(BAIDU_PAGE_TYPES, K.PAGE_TYPE),
      onlineUrl: textUpTo(PROPERTY_URL_MAX_LENGTH, K.ONLINE_URL),
      remark: z.optional(textUpTo(LIMITS.REMARK_MAX_LENGTH, K.REMARK)),
    })
    .check(valuesCheck(checkBaiduLandingPage)),
});
