// 巨量引擎's 创意组件, 图文素材, 穿山甲媒体包 and 联盟流量包 in the sandbox (docs/design/properties.md §3.1):
// components and image-and-text materials are reviewed; the union's flow packages (media and ad slots from its
// catalogues) are not, one made and one deleted a call.
import {
  TOUTIAO_COMPONENT_TYPES,
  TOUTIAO_FLOW_PACKAGE_TYPES,
  TOUTIAO_GRAPHIC_IMAGES,
  TOUTIAO_GRAPHIC_MODES,
  TOUTIAO_PANGOLIN_MEDIA,
  TOUTIAO_PROPERTY_LIMITS,
  TOUTIAO_PROPERTY_SAMPLES,
  TOUTIAO_UNION_RITS,
  termLabel,
  type SummaryOf,
} from '@toufang/media-toutiao-limits';
import { refusal } from '@toufang/server-media';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { firstRefusal, oneOf, seedFrom, someOf, termsText, text, textOf, url, type ValueCheck } from './checks';

const REVIEW = { minutes: { min: 5, span: 25 } };
const COMPONENT = TOUTIAO_PROPERTY_LIMITS['creative-component'];
const GRAPHIC = TOUTIAO_PROPERTY_LIMITS['graphic-material'];
const MEDIA_PACK = TOUTIAO_PROPERTY_LIMITS['pangolin-media-pack'];
const TRAFFIC = TOUTIAO_PROPERTY_LIMITS['union-traffic-package'];
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
/** The first words of a long list, with how many more. */
const shortList = (words: string, count: number) => (count > 5 ? `${words.split('、').slice(0, 5).join('、')}等${count}个` : words);

export const CREATIVE_COMPONENT: SandboxPropertyType = {
  limits: COMPONENT,
  ids: { prefix: '25', digits: 16 },
  review: REVIEW,
  lifecycle: null,
  check: (values) =>
    firstRefusal(
      [
        oneOf('component_type', '组件类型', TOUTIAO_COMPONENT_TYPES),
        text('title', '组件标题', COMPONENT.TITLE_MAX_LENGTH, { required: true }),
        text('button_text', '按钮文案', COMPONENT.BUTTON_MAX_LENGTH, { required: true }),
        url('link_url', '跳转链接'),
      ],
      values,
    ),
  summary: (values): SummaryOf<'creative-component'> => ({
    组件类型: termLabel(TOUTIAO_COMPONENT_TYPES, values.component_type),
    组件标题: textOf(values, 'title'),
    按钮文案: textOf(values, 'button_text'),
  }),
  seed: seedFrom(TOUTIAO_PROPERTY_SAMPLES['creative-component'], 4),
};

const images: ValueCheck = (values) => {
  const ids = listOf(values.image_ids);
  if (ids.length === 0) return refusal('property_invalid', { detail: '请选择图片' });
  if (ids.length > GRAPHIC.IMAGES_MAX || ids.some((id) => typeof id !== 'string' || id === '')) return refusal('property_invalid', { detail: `图片最多选择${GRAPHIC.IMAGES_MAX}个` });
  const mode = textOf(values, 'image_mode') as keyof typeof TOUTIAO_GRAPHIC_IMAGES;
  const need = TOUTIAO_GRAPHIC_IMAGES[mode];
  return ids.length === need ? null : refusal('property_invalid', { detail: `${termLabel(TOUTIAO_GRAPHIC_MODES, mode)}须选择${need}张图片` });
};

export const GRAPHIC_MATERIAL: SandboxPropertyType = {
  limits: GRAPHIC,
  ids: { prefix: '26', digits: 16 },
  review: REVIEW,
  lifecycle: null,
  check: (values) =>
    firstRefusal([text('title', '标题', GRAPHIC.TITLE_MAX_LENGTH, { required: true, min: GRAPHIC.TITLE_MIN_LENGTH }), oneOf('image_mode', '图片样式', TOUTIAO_GRAPHIC_MODES), images], values),
  summary: (values): SummaryOf<'graphic-material'> => ({
    标题: textOf(values, 'title'),
    图片样式: termLabel(TOUTIAO_GRAPHIC_MODES, values.image_mode),
    图片数: `${listOf(values.image_ids).length}张`,
  }),
  seed: seedFrom(TOUTIAO_PROPERTY_SAMPLES['graphic-material'], 3),
};

export const PANGOLIN_MEDIA_PACK: SandboxPropertyType = {
  limits: MEDIA_PACK,
  ids: { prefix: '27', digits: 16 },
  review: null,
  lifecycle: null,
  check: (values) => firstRefusal([someOf('media_ids', '穿山甲媒体', TOUTIAO_PANGOLIN_MEDIA, MEDIA_PACK.MEDIA_MAX)], values),
  summary: (values): SummaryOf<'pangolin-media-pack'> => {
    const ids = listOf(values.media_ids);
    return { 媒体数: `${ids.length}个`, 穿山甲媒体: shortList(termsText(TOUTIAO_PANGOLIN_MEDIA, ids), ids.length) };
  },
  seed: seedFrom(TOUTIAO_PROPERTY_SAMPLES['pangolin-media-pack'], 3),
};

export const UNION_TRAFFIC_PACKAGE: SandboxPropertyType = {
  limits: TRAFFIC,
  ids: { prefix: '28', digits: 16 },
  review: null,
  lifecycle: null,
  check: (values) => firstRefusal([oneOf('flow_package_type', '流量包类型', TOUTIAO_FLOW_PACKAGE_TYPES), someOf('rit', '广告位', TOUTIAO_UNION_RITS, TRAFFIC.RIT_MAX)], values),
  summary: (values): SummaryOf<'union-traffic-package'> => {
    const rits = listOf(values.rit);
    return { 流量包类型: termLabel(TOUTIAO_FLOW_PACKAGE_TYPES, values.flow_package_type), 广告位数: `${rits.length}个`, 广告位: shortList(termsText(TOUTIAO_UNION_RITS, rits), rits.length) };
  },
  seed: seedFrom(TOUTIAO_PROPERTY_SAMPLES['union-traffic-package'], 4),
};
