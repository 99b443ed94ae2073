// The editor's state without the DOM: a template body for a variant, and the changes the sections make to it
// (docs/design/creation.md §1, §5). Every change returns a new body, so the draft, the count and the preview
// follow from the body alone.
import {
  SUBMISSION,
  defaultNameRule,
  type CreationDimension,
  type CreationTemplateBody,
  type CreationVariantSpec,
  type DeliveryLevel,
  type DimensionMode,
  type LevelSettings,
  type NameRule,
  type SubmissionRule,
  type TemplateAccount,
  type TemplateMaterialGroup,
  type TemplateTargeting,
  type TemplateTitleGroup,
} from '@toufang/domain';
import { buildSubmissionPayload, defaultSubmissionFormData, formatSubmitTime, isAfterNow, type SubmissionRuleFormData } from '@toufang/ui';

/** A level's settings as the spec's defaults give them (a field without a default starts empty). */
export function defaultSettings(spec: CreationVariantSpec, level: DeliveryLevel): LevelSettings {
  const out: LevelSettings = {};
  const levelSpec = spec.levels.find((l) => l.level === level);
  for (const field of levelSpec?.fields ?? []) {
    if (field.perAccount) continue;
    if (field.default !== undefined) out[field.key] = field.default;
    else if (field.kind === 'multiSelect') out[field.key] = [];
    else if (field.kind === 'switch') out[field.key] = false;
    else out[field.key] = null;
  }
  return out;
}

/** The submission rule as the body keeps it, from the rule form's data (widgets spec §3). */
export function ruleOfForm(data: SubmissionRuleFormData): SubmissionRule {
  const payload = buildSubmissionPayload(data);
  return { submitType: data.submitType, ...payload };
}

/** Minutes a passed time is moved ahead of now, and the step it is rounded up to (project design). */
const UPCOMING_LEAD_MIN = 5;
const UPCOMING_STEP_MIN = 10;

/**
 * A template's set time that has passed (the template is opened a day after it was saved) moves to the next whole
 * ten minutes at least five minutes ahead: the rule refuses a time not after now (widgets spec §5), and the person
 * should not meet that refusal for a time they did not pick today.
 */
export function upcomingTime(time: string, now: Date | number): string {
  if (isAfterNow(time, now)) return time;
  const lead = new Date(typeof now === 'number' ? now : now.getTime());
  lead.setSeconds(0, 0);
  lead.setMinutes(lead.getMinutes() + UPCOMING_LEAD_MIN);
  const rest = lead.getMinutes() % UPCOMING_STEP_MIN;
  if (rest !== 0) lead.setMinutes(lead.getMinutes() + UPCOMING_STEP_MIN - rest);
  return formatSubmitTime(lead);
}

/** The rule form's data back from a body's rule (a template or a draft being opened); a passed time moves ahead. */
export function formOfRule(rule: SubmissionRule, now: Date | number): SubmissionRuleFormData {
  const base = defaultSubmissionFormData(now);
  const time = upcomingTime(rule.adsDelaySubmitTime ?? base.adsDelaySubmitTime, now);
  const data: SubmissionRuleFormData = { ...base, submitType: rule.submitType, adsSubmitRule: rule.adsSubmitRule };
  if (rule.adsSubmitRule === 'DELAY') data.adsDelaySubmitTime = time;
  if (rule.adsSubmitRule === 'BATCH') {
    data.adsBatchStartTime = time;
    data.adsSubmitInterval1 = rule.adsSubmitInterval ?? base.adsSubmitInterval1;
    data.adsSubmitDimension = rule.adsSubmitDimension ?? base.adsSubmitDimension;
    data.adsMoreAccount = rule.adsMoreAccount ?? base.adsMoreAccount;
    data.adsSubmitNum1 = rule.adsSubmitNum ?? base.adsSubmitNum1;
  }
  if (rule.adsSubmitRule === 'REPEAT') {
    data.adsRepeatSubmitTime = time;
    data.adsSubmitInterval2 = rule.adsSubmitInterval ?? base.adsSubmitInterval2;
    data.adsSubmitNum2 = rule.adsSubmitNum ?? SUBMISSION.REPEAT_MIN;
  }
  return data;
}

/** A new template of the variant: no accounts or groups yet, every mode crossed, the spec's defaults. */
export function newBody(spec: CreationVariantSpec, now: Date | number): CreationTemplateBody {
  const settings: CreationTemplateBody['settings'] = {};
  const naming: CreationTemplateBody['naming'] = {};
  for (const level of spec.levels) {
    settings[level.level] = defaultSettings(spec, level.level);
    naming[level.level] = defaultNameRule(level.label);
  }
  return {
    media: spec.media,
    variant: spec.variant,
    accounts: [],
    settings,
    targeting: { mode: 'cross', packs: [] },
    materials: { mode: 'cross', groups: [] },
    titles: { mode: 'cross', groups: [] },
    naming,
    submission: ruleOfForm(defaultSubmissionFormData(now)),
  };
}

/** The fields the spec asks per account (their ids live on each account, not in the level's settings). */
export function perAccountFields(spec: CreationVariantSpec) {
  return spec.levels.flatMap((level) => level.fields.filter((f) => f.perAccount).map((field) => ({ level: level.level, field })));
}

/** The chosen accounts; one already chosen keeps the ids typed for it. */
export function setAccounts(body: CreationTemplateBody, picked: readonly Omit<TemplateAccount, 'ids'>[]): CreationTemplateBody {
  const accounts = picked.map((a) => ({ ...a, ids: body.accounts.find((b) => b.mediaAccountId === a.mediaAccountId)?.ids ?? {} }));
  return { ...body, accounts };
}

export function setAccountId(body: CreationTemplateBody, mediaAccountId: number, key: string, value: string): CreationTemplateBody {
  return {
    ...body,
    accounts: body.accounts.map((a) => (a.mediaAccountId === mediaAccountId ? { ...a, ids: { ...a.ids, [key]: value } } : a)),
  };
}

export function setLevelField(body: CreationTemplateBody, level: DeliveryLevel, key: string, value: unknown): CreationTemplateBody {
  return { ...body, settings: { ...body.settings, [level]: { ...body.settings[level], [key]: value } } };
}

export function setMode(body: CreationTemplateBody, dimension: CreationDimension, mode: DimensionMode): CreationTemplateBody {
  return { ...body, [dimension]: { ...body[dimension], mode } };
}

export function setPacks(body: CreationTemplateBody, packs: TemplateTargeting[]): CreationTemplateBody {
  return { ...body, targeting: { ...body.targeting, packs } };
}

export function setMaterialGroups(body: CreationTemplateBody, groups: TemplateMaterialGroup[]): CreationTemplateBody {
  return { ...body, materials: { ...body.materials, groups } };
}

export function setTitleGroups(body: CreationTemplateBody, groups: TemplateTitleGroup[]): CreationTemplateBody {
  return { ...body, titles: { ...body.titles, groups } };
}

export function setNameRule(body: CreationTemplateBody, level: DeliveryLevel, rule: NameRule): CreationTemplateBody {
  return { ...body, naming: { ...body.naming, [level]: rule } };
}

export function setSubmission(body: CreationTemplateBody, rule: SubmissionRule): CreationTemplateBody {
  return { ...body, submission: rule };
}

/** A key no other group of the body holds (groups are keyed so a pair or a removal keeps its place). */
export function nextGroupKey(prefix: string, taken: readonly { key: string }[]): string {
  let n = taken.length + 1;
  while (taken.some((g) => g.key === `${prefix}${n}`)) n += 1;
  return `${prefix}${n}`;
}

/**
 * A body read from the server or local storage, made whole against the spec: a level the spec has and the body
 * lacks gets its defaults and name rule; the variant's own media and variant win. Nothing typed is dropped.
 */
export function completeBody(raw: Partial<CreationTemplateBody> | null | undefined, spec: CreationVariantSpec, now: Date | number): CreationTemplateBody {
  const fresh = newBody(spec, now);
  if (!raw || typeof raw !== 'object') return fresh;
  const settings = { ...fresh.settings };
  const naming = { ...fresh.naming };
  for (const level of spec.levels) {
    settings[level.level] = { ...fresh.settings[level.level], ...(raw.settings?.[level.level] ?? {}) };
    if (raw.naming?.[level.level]?.parts) naming[level.level] = raw.naming[level.level] as NameRule;
  }
  return {
    ...fresh,
    accounts: Array.isArray(raw.accounts) ? raw.accounts : [],
    settings,
    targeting: raw.targeting ?? fresh.targeting,
    materials: raw.materials ?? fresh.materials,
    titles: raw.titles ?? fresh.titles,
    naming,
    submission: raw.submission ?? fresh.submission,
    media: spec.media,
    variant: spec.variant,
  };
}
