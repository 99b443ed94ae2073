// 创意组件 and 图文素材 (docs/design/properties.md §3.1): components shown with a creative (选择磁贴, 优惠券磁贴,
// 游戏礼包码, 推广卡片 …: a title, a button, a link) and image-and-text materials (a title with one image, or three
// for 组图, picked from the material library).
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { TOUTIAO_COMPONENT_TYPES, TOUTIAO_GRAPHIC_IMAGES, TOUTIAO_GRAPHIC_MODES, TOUTIAO_PROPERTY_LIMITS, termLabel } from '@toufang/media-toutiao-limits';
import { TOUTIAO_PROPERTY_WORDS as W } from '../terms';
import { oneOf, optionalUrl, optionsOf, text } from './rules';

const F = W.FIELDS;
const COMPONENT = TOUTIAO_PROPERTY_LIMITS['creative-component'];
const GRAPHIC = TOUTIAO_PROPERTY_LIMITS['graphic-material'];

export const CREATIVE_COMPONENT = definePropertyType<'toutiao', 'creative-component', Schemas['ToutiaoCreativeComponentValues']>('toutiao', 'creative-component', {
  limits: COMPONENT,
  fields: {
    component_type: { kind: 'select', label: F.COMPONENT_TYPE, options: optionsOf(TOUTIAO_COMPONENT_TYPES), required: true },
    title: { kind: 'text', label: F.COMPONENT_TITLE, maxLength: COMPONENT.TITLE_MAX_LENGTH, required: true },
    button_text: { kind: 'text', label: F.BUTTON_TEXT, maxLength: COMPONENT.BUTTON_MAX_LENGTH, required: true },
    link_url: { kind: 'url', label: F.JUMP_URL },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: '组件类型' }, { summary: '组件标题' }, { summary: '按钮文案' }, 'modifiedAt'],
  form: { kind: 'fields' },
  schema: z.object({
    component_type: oneOf(TOUTIAO_COMPONENT_TYPES, F.COMPONENT_TYPE),
    title: text(F.COMPONENT_TITLE, COMPONENT.TITLE_MAX_LENGTH),
    button_text: text(F.BUTTON_TEXT, COMPONENT.BUTTON_MAX_LENGTH),
    link_url: optionalUrl(),
  }),
});

export const GRAPHIC_MATERIAL = definePropertyType<'toutiao', 'graphic-material', Schemas['ToutiaoGraphicMaterialValues']>('toutiao', 'graphic-material', {
  limits: GRAPHIC,
  fields: {
    title: { kind: 'text', label: F.TITLE, maxLength: GRAPHIC.TITLE_MAX_LENGTH, required: true },
    image_mode: { kind: 'select', label: F.IMAGE_MODE, options: optionsOf(TOUTIAO_GRAPHIC_MODES), required: true },
    image_ids: { kind: 'material', label: F.IMAGES, max: GRAPHIC.IMAGES_MAX, required: true, help: W.HELP.IMAGES },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: '标题', width: 260 }, { summary: '图片样式' }, { summary: '图片数' }, 'modifiedAt'],
  form: { kind: 'fields' },
  schema: z
    .object({
      title: text(F.TITLE, GRAPHIC.TITLE_MAX_LENGTH, GRAPHIC.TITLE_MIN_LENGTH),
      image_mode: oneOf(TOUTIAO_GRAPHIC_MODES, F.IMAGE_MODE),
      image_ids: z.array(z.string(), { error: W.CHOOSE(F.IMAGES) }).check(z.minLength(1, W.CHOOSE(F.IMAGES)), z.maxLength(GRAPHIC.IMAGES_MAX, W.TOO_MANY(F.IMAGES, GRAPHIC.IMAGES_MAX))),
    })
    .check(
      z.superRefine((v, ctx) => {
        const need = TOUTIAO_GRAPHIC_IMAGES[v.image_mode];
        if (need !== undefined && v.image_ids.length !== need) {
          ctx.addIssue({ code: 'custom', message: W.IMAGE_COUNT(termLabel(TOUTIAO_GRAPHIC_MODES, v.image_mode), need), path: ['image_ids'], input: v.image_ids });
        }
      }),
    ),
});
