// Which variants a media creates and what each declares (docs/design/creation.md §2): the server reads the same
// `<CODE>_CREATION` lists as the editor, so a template's per-account ids, the daily create cap and the 防出错
// goal values are judged by the figures the person saw.
import type { CreationVariantSpec, MediaCode } from '@toufang/domain';

/** Every media's variant specs, as its limits project declares them. */
const SPECS: Partial<Record<MediaCode, readonly CreationVariantSpec[]>> = {};

/**
 * The variants of each media's creation routes (the route tables' ad-speed-create pages): a template names one
 * of them. Used while a media declares no spec yet.
 */
export const CREATION_VARIANTS: Readonly<Record<MediaCode, readonly string[]>> = {
  toutiao: ['', 'project', 'search'],
  gdt: ['', 'wechat'],
  kuaishou: ['', 'search'],
  baidu: ['basic-settings'],
  qianchuan: ['live', 'product'],
  bilibili: [''],
};

export function variantSpecOf(media: MediaCode, variant: string): CreationVariantSpec | undefined {
  return SPECS[media]?.find((s) => s.variant === variant);
}

export function variantsOf(media: MediaCode): readonly string[] {
  const declared = SPECS[media]?.map((s) => s.variant) ?? [];
  return [...new Set([...CREATION_VARIANTS[media], ...declared])];
}

export function specsOf(media: MediaCode): readonly CreationVariantSpec[] {
  return SPECS[media] ?? [];
}

/** The goal values a 防出错 rule of a goal field may allow: the options of the fields mapped to it, any variant. */
export function goalValuesOf(media: MediaCode, field: 'goal' | 'deepGoal'): Set<string> | null {
  const specs = specsOf(media);
  if (specs.length === 0) return null;
  const values = new Set<string>();
  for (const spec of specs) for (const level of spec.levels) for (const f of level.fields) if (f.errorPrevention === field) for (const o of f.options ?? []) values.add(o.value);
  return values.size > 0 ? values : null;
}
