// 腾讯广告's 定向包 in the sandbox (docs/design/properties.md §3.2): reviewed packs whose regions it checks against
// its tree at depth 3, whose packs must be the account's own and never both included and excluded, whose name
// (≤ 50 characters) stays within 150 bytes; the list says 北京、上海等5个地域. Seeded from the samples with one of the account's packs.
import { checkRegionCodes } from '@toufang/domain';
import { GDT_PROPERTY_LIMITS, GDT_SUMMARY, GDT_TARGET_SAMPLES, GDT_TARGET_TEXTS as T, gdtNamesText, gdtTargetProblems, wordOf } from '@toufang/media-gdt-limits';
import { propertyRefusal, refusal, type PropertyValues } from '@toufang/server-media';
import { regionNames as sandboxRegionNames, type SandboxPropertyType } from '@toufang/server-sandbox';

const LIMITS = GDT_PROPERTY_LIMITS.target;
const S = GDT_SUMMARY.target;

/** Region names by code at the media's depth (kept by the sandbox). */
const regionNames = () => sandboxRegionNames(LIMITS.REGION.DEPTH);

const listOf = (value: unknown): readonly unknown[] => (Array.isArray(value) ? value : []);

function summary(values: PropertyValues): Record<string, string> {
  const include = listOf(values.custom_audience).length;
  const exclude = listOf(values.excluded_custom_audience).length;
  return {
    [S.REGIONS]: gdtNamesText(listOf(values.regions).map((code) => regionNames().get(Number(code)) ?? String(code)), '地域'),
    [S.AGE]: gdtNamesText(listOf(values.age).map((age) => wordOf(T.AGE_WORDS, age)), '年龄段'),
    [S.GENDER]: values.gender === undefined ? T.UNLIMITED : wordOf(T.GENDER_WORDS, values.gender),
    [S.USER_OS]: gdtNamesText(listOf(values.user_os).map((os) => wordOf(T.USER_OS_WORDS, os)), '系统'),
    [S.AUDIENCES]: include + exclude === 0 ? T.UNLIMITED : T.AUDIENCE_COUNTS(include, exclude),
  };
}

export const GDT_TARGET: SandboxPropertyType = {
  limits: LIMITS,
  ids: { prefix: '3', digits: 9 },
  review: { minutes: { min: 5, span: 25 } },
  lifecycle: null,
  check(values, ctx) {
    const [first] = gdtTargetProblems(values);
    if (first) return refusal('property_invalid', { detail: first.text });
    const region = checkRegionCodes(listOf(values.regions).map(Number), ctx.regions, LIMITS.REGION);
    if (region) return propertyRefusal(ctx.media, region);
    const foreign = [...listOf(values.custom_audience), ...listOf(values.excluded_custom_audience)].find((id) => !ctx.audiences.has(String(id)));
    return foreign === undefined ? null : refusal('property_invalid', { detail: T.AUDIENCE_NOT_OWN(String(foreign)) });
  },
  summary,
  seed: {
    perAccount: GDT_TARGET_SAMPLES.length,
    make: (_random, account, i) => {
      const sample = GDT_TARGET_SAMPLES[i % GDT_TARGET_SAMPLES.length];
      // The seed's second pack of an account is 可用 (seed-properties.ts spreads the lifecycle in turn).
      const pack = account.audiences[1] ?? account.audiences[0];
      return { name: sample.name, values: { ...sample.values, ...(pack ? { custom_audience: [pack] } : {}) } };
    },
  },
};

