// 巨量引擎's 落地页, 小程序, 快应用, 原生锚点 and 调起链接 in the sandbox (docs/design/properties.md §3.1): sites as
// list entries (not reviewed), mini programs and quick apps (reviewed as its console reviews a new one), anchors
// (reviewed) and deep links (not reviewed), each refused in the words its form shows.
import {
  isQuickAppHome,
  TOUTIAO_ANCHOR_TYPES,
  TOUTIAO_APP_ANCHOR_TYPES,
  TOUTIAO_APPLET_ID,
  TOUTIAO_APPLET_PAGE,
  TOUTIAO_DEEP_LINK,
  TOUTIAO_OPEN_URL_PLATFORMS,
  TOUTIAO_PACKAGE_NAME,
  TOUTIAO_PROPERTY_LIMITS,
  TOUTIAO_PROPERTY_SAMPLES,
  TOUTIAO_SITE_FUNCTION_TYPES,
  TOUTIAO_SITE_STATUSES,
  termLabel,
  toutiaoSandboxSiteUrl,
  toutiaoSiteLead,
  toutiaoSiteProblems,
  type SummaryOf,
  type ToutiaoSiteBrickValues,
} from '@toufang/media-toutiao-limits';
import { refusal } from '@toufang/server-media';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { firstRefusal, onlyIf, oneOf, seedFrom, shaped, text, textOf, url, type ValueCheck } from './checks';
import { renderLeadAnswer, renderSite } from './site-render';

/** A review of 5 to 30 minutes (chosen, as its other reviewed assets). */
const REVIEW = { minutes: { min: 5, span: 25 } };
const PAGE = TOUTIAO_PROPERTY_LIMITS['landing-page'];
const APPLET = TOUTIAO_PROPERTY_LIMITS.applet;
const ANCHOR = TOUTIAO_PROPERTY_LIMITS['native-anchor'];
const invalid = (detail: string) => refusal('property_invalid', { detail });

/** A site built in 创建H5落地页: it holds its bricks, and the media gives it its own address. */
const isH5 = (values: Readonly<Record<string, unknown>>) => values.bricks !== undefined;
const bricksOf = (values: Readonly<Record<string, unknown>>) => (Array.isArray(values.bricks) ? (values.bricks as ToutiaoSiteBrickValues[]) : []);
const siteBricks: ValueCheck = (values) => {
  const [problem] = toutiaoSiteProblems(values.bricks);
  return problem ? invalid(problem.text) : null;
};

export const LANDING_PAGE: SandboxPropertyType = {
  limits: PAGE,
  ids: { prefix: '70', digits: 19 },
  review: null,
  lifecycle: null,
  check: (values) =>
    firstRefusal(
      [
        oneOf('function_type', '建站类别', TOUTIAO_SITE_FUNCTION_TYPES),
        oneOf('status', '站点状态', TOUTIAO_SITE_STATUSES),
        // An H5 site's address is the media's own (keep below), whatever the request says.
        onlyIf((v) => !isH5(v), url('page_url', '页面链接', true)),
        onlyIf(isH5, siteBricks),
        url('thumbnail', '缩略图链接'),
        text('description', '描述', PAGE.DESCRIPTION_MAX_LENGTH),
      ],
      values,
    ),
  keep: (values, id) => (isH5(values) ? { ...values, page_url: toutiaoSandboxSiteUrl(id) } : values),
  // Served while published (ENABLE); a draft (EDIT) has no page yet, as on 橙子建站.
  page: (name, values, id) => (isH5(values) && values.status === 'ENABLE' ? renderSite(name, bricksOf(values), id) : null),
  // A lead answers the form it came from (its place among the bricks, sent with it by the page).
  lead: {
    take: (values, sent) => toutiaoSiteLead(typeof sent.form === 'string' && /^[0-9]{1,2}$/.test(sent.form) ? bricksOf(values)[Number(sent.form)] : undefined, sent),
    page: renderLeadAnswer,
  },
  summary: (values, counts): SummaryOf<'landing-page'> => ({
    建站类别: termLabel(TOUTIAO_SITE_FUNCTION_TYPES, values.function_type),
    站点状态: termLabel(TOUTIAO_SITE_STATUSES, values.status),
    页面链接: textOf(values, 'page_url'),
    // Only an H5 site has bricks; the list opens such a row in the builder (its own page) by this key.
    ...(isH5(values) ? { 页面组件: `${bricksOf(values).length}个`, 线索数: String(counts?.leads ?? 0) } : {}),
  }),
  seed: seedFrom(TOUTIAO_PROPERTY_SAMPLES['landing-page'], 4),
};

export const APPLET_PROPERTY: SandboxPropertyType = {
  limits: APPLET,
  ids: { prefix: '22', digits: 16 },
  review: REVIEW,
  lifecycle: null,
  check: (values) =>
    firstRefusal(
      [
        shaped('app_id', '小程序AppID', TOUTIAO_APPLET_ID),
        text('start_page', '启动页面', APPLET.PATH_MAX_LENGTH, { required: true }),
        shaped('start_page', '启动页面', TOUTIAO_APPLET_PAGE),
        text('start_param', '启动参数', APPLET.PATH_MAX_LENGTH),
      ],
      values,
    ),
  summary: (values): SummaryOf<'applet'> => ({ 小程序AppID: textOf(values, 'app_id'), 启动页面: textOf(values, 'start_page') }),
  seed: seedFrom(TOUTIAO_PROPERTY_SAMPLES.applet, 3),
};

const quickAppHome: ValueCheck = (values) =>
  isQuickAppHome(textOf(values, 'homepage_url'), textOf(values, 'package_name')) ? null : invalid('快应用主页链接须以 hap://app/快应用包名 开头');

export const QUICK_APP: SandboxPropertyType = {
  limits: TOUTIAO_PROPERTY_LIMITS['quick-app'],
  ids: { prefix: '23', digits: 16 },
  review: REVIEW,
  lifecycle: null,
  check: (values) =>
    firstRefusal([text('package_name', '快应用包名', 100, { required: true }), shaped('package_name', '快应用包名', TOUTIAO_PACKAGE_NAME), text('homepage_url', '快应用主页链接', 1024, { required: true }), quickAppHome], values),
  summary: (values): SummaryOf<'quick-app'> => ({ 快应用包名: textOf(values, 'package_name'), 主页链接: textOf(values, 'homepage_url') }),
  seed: seedFrom(TOUTIAO_PROPERTY_SAMPLES['quick-app'], 3),
};

const appAnchor = (values: Readonly<Record<string, unknown>>) => TOUTIAO_APP_ANCHOR_TYPES.includes(textOf(values, 'anchor_type'));
const anchorPackage: ValueCheck = (values) =>
  textOf(values, 'android_package_name') || textOf(values, 'ios_package_name') ? null : invalid('应用下载类锚点须填写安卓或iOS应用包名');

export const NATIVE_ANCHOR: SandboxPropertyType = {
  limits: ANCHOR,
  ids: { prefix: '71', digits: 19 },
  review: REVIEW,
  lifecycle: null,
  check: (values) =>
    firstRefusal(
      [
        oneOf('anchor_type', '锚点类型', TOUTIAO_ANCHOR_TYPES),
        text('anchor_title', '锚点标题', ANCHOR.TITLE_MAX_LENGTH, { required: true }),
        text('tool_title', '工具名称', ANCHOR.TOOL_TITLE_MAX_LENGTH),
        shaped('android_package_name', '安卓应用包名', TOUTIAO_PACKAGE_NAME, false),
        shaped('ios_package_name', 'iOS应用包名', TOUTIAO_PACKAGE_NAME, false),
        onlyIf(appAnchor, anchorPackage),
        onlyIf((v) => !appAnchor(v), url('external_url', '跳转链接', true)),
        url('external_url', '跳转链接'),
      ],
      values,
    ),
  summary: (values): SummaryOf<'native-anchor'> => ({
    锚点类型: termLabel(TOUTIAO_ANCHOR_TYPES, values.anchor_type),
    锚点标题: textOf(values, 'anchor_title'),
    ...(appAnchor(values)
      ? { 应用包名: textOf(values, 'android_package_name') || textOf(values, 'ios_package_name') }
      : { 跳转链接: textOf(values, 'external_url') }),
  }),
  seed: seedFrom(TOUTIAO_PROPERTY_SAMPLES['native-anchor'], 3),
};

export const OPEN_URL: SandboxPropertyType = {
  limits: TOUTIAO_PROPERTY_LIMITS['open-url'],
  ids: { prefix: '24', digits: 16 },
  review: null,
  lifecycle: null,
  check: (values) =>
    firstRefusal(
      [
        oneOf('platform', '适用系统', TOUTIAO_OPEN_URL_PLATFORMS),
        text('open_url', '调起链接', 1024, { required: true }),
        (v) => (TOUTIAO_DEEP_LINK.test(textOf(v, 'open_url')) ? null : invalid('调起链接须为应用协议链接（如 myapp://home），不能是 http(s) 链接')),
        url('fallback_url', '兜底链接', true),
      ],
      values,
    ),
  summary: (values): SummaryOf<'open-url'> => ({
    适用系统: termLabel(TOUTIAO_OPEN_URL_PLATFORMS, values.platform),
    调起链接: textOf(values, 'open_url'),
    兜底链接: textOf(values, 'fallback_url'),
  }),
  seed: seedFrom(TOUTIAO_PROPERTY_SAMPLES['open-url'], 3),
};
