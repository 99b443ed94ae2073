// Which variants a media creates and what each declares (docs/design/creation.md §2): the server reads the same
// `<CODE>_CREATION` lists as the editor, so a template's per-account ids, the daily create cap and the 防出错
// goal values are judged by the figures the person saw.
import type { CreationVariantSpec, MediaCode } from '@toufang/domain';
import { BAIDU_CREATION } from '@toufang/media-baidu-limits';
import { BILIBILI_CREATION } from '@toufang/media-bilibili-limits';
import { GDT_CREATION } from '@toufang/media-gdt-limits';
import { KUAISHOU_CREATION } from '@toufang/media-kuaishou-limits';
import { QIANCHUAN_CREATION } from '@toufang/media-qianchuan-limits';
import { TOUTIAO_CREATION } from '@toufang/media-toutiao-limits';

/** Every media's variant specs, as its limits project declares them. */
const SPECS: Readonly<Record<MediaCode, readonly CreationVariantSpec[]>> = {
  toutiao: TOUTIAO_CREATION,
  gdt: GDT_CREATION,
  kuaishou: KUAISHOU_CREATION,
  baidu: BAIDU_CREATION,
  qianchuan: QIANCHUAN_CREATION,
  bilibili: BILIBILI_CREATION,
};

export function variantSpecOf(media: MediaCode, variant: string): CreationVariantSpec | undefined {
  return SPECS[media]?.find((s) => s.variant === variant);
}

/** The variants a template of the media may name. */
export function variantsOf(media: MediaCode): readonly string[] {
  return (SPECS[media] ?? []).map((s) => s.variant);
}

/** The goal values a 防出错 rule of a goal field may allow: the options of the fields mapped to it, any variant. */
export function goalValuesOf(media: MediaCode, field: 'goal' | 'deepGoal'): Set<string> | null {
  const values = new Set<string>();
  for (const spec of SPECS[media] ?? []) for (const level of spec.levels) for (const f of level.fields) if (f.errorPrevention === field) for (const o of f.options ?? []) values.add(o.value);
  return values.size > 0 ? values : null;
}
