// 落地页 (docs/design/properties.md §3.1): the account's 橙子建站 sites as a list (kind, publish status, page
// address, thumbnail, description). 新建 keeps the form for a site with an address of its own; the toolbar's
// 用H5搭建 opens the visual builder (创建H5落地页, pages/create-h5-page), and a page made there opens in it.
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { TOUTIAO_PROPERTY_LIMITS, TOUTIAO_SITE_FUNCTION_TYPES, TOUTIAO_SITE_STATUSES } from '@toufang/media-toutiao-limits';
import { TOUTIAO_PROPERTY_WORDS as W } from '../terms';
import { oneOf, optionalText, optionalUrl, optionsOf, url } from './rules';

const F = W.FIELDS;
const LIMITS = TOUTIAO_PROPERTY_LIMITS['landing-page'];

export const LANDING_PAGE = definePropertyType<'toutiao', 'landing-page', Schemas['ToutiaoLandingPageValues']>('toutiao', 'landing-page', {
  limits: LIMITS,
  fields: {
    function_type: { kind: 'select', label: F.FUNCTION_TYPE, options: optionsOf(TOUTIAO_SITE_FUNCTION_TYPES), required: true, help: W.HELP.LANDING_PAGE },
    status: { kind: 'select', label: F.SITE_STATUS, options: optionsOf(TOUTIAO_SITE_STATUSES), required: true },
    page_url: { kind: 'url', label: F.PAGE_URL, required: true },
    thumbnail: { kind: 'url', label: F.THUMBNAIL },
    description: { kind: 'textarea', label: W.FIELDS.DESCRIPTION, maxLength: LIMITS.DESCRIPTION_MAX_LENGTH },
    bricks: { kind: 'own', label: W.FIELDS.BRICKS },
  },
  columns: ['name', 'account', 'mediaId', { summary: '建站类别' }, { summary: '站点状态' }, { summary: '页面链接', width: 280, link: true }, { summary: '页面组件', width: 100 }, { summary: '线索数', width: 90 }, 'modifiedAt'],
  form: { kind: 'fields' },
  // The builder's route (createH5PageToutiao) from the list's (toutiao-app/property/landing-page).
  ownPage: { label: W.H5_BUILD, path: '../../ad/create-h5-page', edits: (row) => row.summary['页面组件'] !== undefined },
  schema: z.object({
    function_type: oneOf(TOUTIAO_SITE_FUNCTION_TYPES, F.FUNCTION_TYPE),
    status: oneOf(TOUTIAO_SITE_STATUSES, F.SITE_STATUS),
    page_url: url(F.PAGE_URL),
    thumbnail: optionalUrl(),
    description: optionalText(W.FIELDS.DESCRIPTION, LIMITS.DESCRIPTION_MAX_LENGTH),
  }),
});
