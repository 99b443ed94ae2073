// 腾讯广告's 素材标签 in the sandbox: no review, copied to one account a push, group and note bounded.
import { GDT_MATERIAL_TAG_SAMPLES, GDT_MATERIAL_TAG_TEXTS as T, GDT_PROPERTY_LIMITS, GDT_SUMMARY } from '@toufang/media-gdt-limits';
import { refusal, type Refusal } from '@toufang/server-media';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { text } from './values';

const LIMITS = GDT_PROPERTY_LIMITS['material-tag'];
const S = GDT_SUMMARY['material-tag'];

const tooLong = (value: string | undefined, label: string, max: number): Refusal | null =>
  value !== undefined && [...value].length > max ? refusal('property_invalid', { detail: T.TOO_LONG(label, max) }) : null;

export const GDT_MATERIAL_TAG: SandboxPropertyType = {
  limits: LIMITS,
  ids: { prefix: '9', digits: 7 },
  review: null,
  lifecycle: null,
  check: (values) =>
    tooLong(text(values, 'tag_group'), T.GROUP, LIMITS.GROUP_MAX_LENGTH) ?? tooLong(text(values, 'description'), T.DESCRIPTION, LIMITS.DESCRIPTION_MAX_LENGTH),
  summary: (values) => ({ [S.GROUP]: text(values, 'tag_group') ?? '—', [S.DESCRIPTION]: text(values, 'description') ?? '—' }),
  seed: { perAccount: GDT_MATERIAL_TAG_SAMPLES.length, make: (_random, _account, i) => GDT_MATERIAL_TAG_SAMPLES[i % GDT_MATERIAL_TAG_SAMPLES.length] },
};
