// 图文素材 on 巨量千川 (docs/design/properties.md §3.5, as toutiao's): a title and its images in one of four styles
// (小图, 大图, 组图, 图集 of up to 9). The images are the desk's image materials by id: the kit's material field
// shows its note until a 素材库 picker exists, and the desk pushes them to the account before the call.
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { definePropertyType } from '@toufang/property-kit';
import { QIANCHUAN_GRAPHIC_TEXTS as T, QIANCHUAN_PROPERTY_LIMITS, QIANCHUAN_SUMMARY } from '@toufang/media-qianchuan-limits';
import { optionsOf } from './options';

type Values = Schemas['QianchuanGraphicMaterialValues'];
const LIMITS = QIANCHUAN_PROPERTY_LIMITS['graphic-material'];
const S = QIANCHUAN_SUMMARY['graphic-material'];
const lengthOf = (text: string) => [...text].length;

export const GRAPHIC_MATERIAL = definePropertyType<'qianchuan', 'graphic-material', Values>('qianchuan', 'graphic-material', {
  limits: LIMITS,
  fields: {
    title: { kind: 'text', label: T.TITLE, maxLength: LIMITS.TITLE_MAX_LENGTH, required: true },
    image_mode: { kind: 'select', label: T.IMAGE_MODE, options: optionsOf(LIMITS.IMAGE_MODES, T.IMAGE_MODES), required: true },
    image_ids: { kind: 'material', label: T.IMAGES, max: LIMITS.IMAGES_MAX, required: true, help: T.HELP_IMAGES },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: S.TITLE, width: 260 }, { summary: S.IMAGE_MODE }, { summary: S.IMAGES }, 'modifiedAt'],
  form: { kind: 'fields' },
  schema: z
    .object({
      title: z.string({ error: T.TITLE_REQUIRED }).check(
        z.refine((v) => v.trim() !== '', T.TITLE_REQUIRED),
        z.refine((v) => v.trim() === '' || (lengthOf(v) >= LIMITS.TITLE_MIN_LENGTH && lengthOf(v) <= LIMITS.TITLE_MAX_LENGTH), T.TITLE_LENGTH(LIMITS.TITLE_MIN_LENGTH, LIMITS.TITLE_MAX_LENGTH)),
      ),
      image_mode: z.enum(LIMITS.IMAGE_MODES, { error: T.CHOOSE_IMAGE_MODE }),
      image_ids: z
        .array(z.string().check(z.minLength(1, T.CHOOSE_IMAGES), z.maxLength(LIMITS.MATERIAL_ID_MAX_LENGTH)), { error: T.CHOOSE_IMAGES })
        .check(z.minLength(1, T.CHOOSE_IMAGES), z.maxLength(LIMITS.IMAGES_MAX, T.IMAGES_TOO_MANY(LIMITS.IMAGES_MAX))),
    })
    .check(
      z.superRefine((v, ctx) => {
        const [min, max] = LIMITS.IMAGE_COUNTS[v.image_mode];
        if (v.image_ids.length < min || v.image_ids.length > max) {
          ctx.addIssue({ code: 'custom', message: T.IMAGE_COUNT(T.IMAGE_MODES[v.image_mode], min, max), path: ['image_ids'], input: v.image_ids });
        }
      }),
    ),
});
