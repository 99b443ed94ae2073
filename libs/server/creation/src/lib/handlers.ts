// Batch creation's operations (tag creation, docs/design/creation.md §4): templates, drafts, the preview's facts
// and the 防出错 rules and check, on the modules beside this one. Access is the contract's x-access.
import type { CreationRow, CreationTemplateBody } from '@toufang/domain';
import { type HandlersFor, type RouteDeps, sessionOf } from '@toufang/server-http';
import { checkErrorPrevention } from './check';
import { getDraft, removeDraft, saveDraft } from './drafts';
import { previewFacts } from './facts';
import { getRule, listRules, removeRule, saveRule, toggleRule } from './rules';
import { goalOptionsOf } from './specs';
import { copyTemplate, getTemplate, listTemplates, removeTemplate, saveTemplate } from './templates';

export type CreationOperation =
  | 'listCreationTemplates'
  | 'getCreationTemplate'
  | 'saveCreationTemplate'
  | 'copyCreationTemplate'
  | 'removeCreationTemplate'
  | 'getCreationDraft'
  | 'saveCreationDraft'
  | 'removeCreationDraft'
  | 'getCreationPreviewFacts'
  | 'listErrorPreventionRules'
  | 'getErrorPreventionRule'
  | 'saveErrorPreventionRule'
  | 'removeErrorPreventionRule'
  | 'toggleErrorPreventionRule'
  | 'listErrorPreventionGoalOptions'
  | 'checkErrorPrevention';

export function creationHandlers(deps: RouteDeps): HandlersFor<CreationOperation> {
  const { db } = deps;
  const now = () => new Date(deps.clock.now());
  return {
    listCreationTemplates: async (ctx) => listTemplates(db, sessionOf(ctx), ctx.body),
    getCreationTemplate: async (ctx) => getTemplate(db, sessionOf(ctx), ctx.body.id),
    saveCreationTemplate: async (ctx) => saveTemplate(db, sessionOf(ctx), ctx.body, now()),
    copyCreationTemplate: async (ctx) => copyTemplate(db, sessionOf(ctx), ctx.body.id, ctx.body.name, now()),
    async removeCreationTemplate(ctx) {
      await removeTemplate(db, sessionOf(ctx), ctx.body.id, now());
      return null;
    },

    getCreationDraft: async (ctx) => getDraft(db, sessionOf(ctx), ctx.body.key),
    saveCreationDraft: async (ctx) => saveDraft(db, sessionOf(ctx), ctx.body, now()),
    async removeCreationDraft(ctx) {
      await removeDraft(db, sessionOf(ctx), ctx.body.key);
      return null;
    },

    // The media's day: objects are stamped with the media's clock (the sandbox's may run faster in a demo).
    getCreationPreviewFacts: async (ctx) => previewFacts(db, deps.media, sessionOf(ctx), ctx.body.body as CreationTemplateBody, deps.sandboxClock.now()),

    listErrorPreventionRules: async (ctx) => listRules(db, sessionOf(ctx), ctx.body),
    getErrorPreventionRule: async (ctx) => getRule(db, sessionOf(ctx), ctx.body.id),
    saveErrorPreventionRule: async (ctx) => saveRule(db, sessionOf(ctx), ctx.body, now()),
    toggleErrorPreventionRule: async (ctx) => toggleRule(db, sessionOf(ctx), ctx.body.id, ctx.body.enabled, now()),
    async removeErrorPreventionRule(ctx) {
      await removeRule(db, sessionOf(ctx), ctx.body.id, now());
      return null;
    },
    // From the media's creation rules alone: the same for every company, nothing read.
    listErrorPreventionGoalOptions: async (ctx) => ({ goal: goalOptionsOf(ctx.body.media, 'goal'), deepGoal: goalOptionsOf(ctx.body.media, 'deepGoal') }),
    async checkErrorPrevention(ctx) {
      const { media, body, rows } = ctx.body;
      const rules = await checkErrorPrevention({ db, session: sessionOf(ctx) }, media, body as CreationTemplateBody, rows as CreationRow[]);
      return { rules: rules.map((r) => ({ ...r, ruleId: Number(r.ruleId) })) };
    },
  };
}
