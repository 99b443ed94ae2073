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

/**
 * Every media's variant specs, as its limits project declares them. A media added later offers no batch creation
 * until its limits project states its rules and it joins this table (the media generator writes no line here).
 */
const SPECS: Readonly<Partial<Record<MediaCode, readonly CreationVariantSpec[]>>> = {
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


export interface GoalOption {
  value: string;
  label: string;
}

/**
 * The options of a goal field (目标转化, 深度转化) for the 防出错 editor: the options of every field a variant of the
 * media maps to it, in the spec's order, each value once (its first label). Empty when the media declares none.
 */
export function goalOptionsOf(media: MediaCode, field: 'goal' | 'deepGoal'): GoalOption[] {
  const seen = new Map<string, GoalOption>();
  for (const spec of SPECS[media] ?? []) {
    for (const level of spec.levels) {
      for (const f of level.fields) {
        if (f.errorPrevention !== field) continue;
        for (const o of f.options ?? []) if (!seen.has(o.value)) seen.set(o.value, { value: o.value, label: o.label });
      }
    }
  }
  return [...seen.values()];
}

/** The values a 防出错 rule of a goal field may allow: goalOptionsOf's, or null when the media declares none. */
export function goalValuesOf(media: MediaCode, field: 'goal' | 'deepGoal'): Set<string> | null {
  const values = new Set(goalOptionsOf(media, field).map((o) => o.value));
  return values.size > 0 ? values : null;
}
