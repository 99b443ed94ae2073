// AI助手's rule calls (openapi/paths/tools-ai-rules.yaml, tag tools-ai-rules): the list, one rule, save (with its
// version), toggle, remove, copy, dry run and run now. The 执行记录's calls are in ai-rule-record.ts.
import { defineMutation, defineQuery, type Schemas } from '@toufang/api';

export type AiRule = Schemas['AiRule'];
export type AiRuleBodyView = Schemas['AiRuleBody'];
export type AiRuleListQuery = Schemas['AiRuleListQuery'];
export type AiRuleSaveRequest = Schemas['AiRuleSaveRequest'];
export type AiRuleDryRun = Schemas['AiRuleDryRun'];
export type AiRuleRunSummary = Schemas['AiRuleRunSummary'];

/** POST /api/tools/ai-rule/list → one page of the rules the caller sees, each with its last run and today's actions. */
export const aiRulesQuery = (query: AiRuleListQuery) => defineQuery('post', '/api/tools/ai-rule/list', { body: query });

/** POST /api/tools/ai-rule/get → one rule (404 outside the caller's scope or removed). */
export const aiRuleQuery = (id: number) => defineQuery('post', '/api/tools/ai-rule/get', { body: { id } });

export const saveAiRuleMutation = defineMutation('/api/tools/ai-rule/save');
export const toggleAiRuleMutation = defineMutation('/api/tools/ai-rule/toggle');
export const removeAiRuleMutation = defineMutation('/api/tools/ai-rule/remove');
export const copyAiRuleMutation = defineMutation('/api/tools/ai-rule/copy');
/** Silent: the editor shows the refusal beside the result, so the runtime's toast would say it twice. */
export const dryRunAiRuleMutation = defineMutation('/api/tools/ai-rule/dry-run', { silent: true });
/** Silent: the list says a refusal (每分钟最多立即执行一次…) itself, in the server's words, beside the rule's name. */
export const runAiRuleNowMutation = defineMutation('/api/tools/ai-rule/run-now', { silent: true });

/** Every query of the rules, asked again after a change. */
export const isAiRuleQuery = (query: { queryKey: readonly unknown[] }) => typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/tools/ai-rule/');

export type AiRuleLimits = Schemas['AiRuleLimits'];
export type AiRuleMailUser = Schemas['AiRuleMailUser'];
export type AiRuleNameFields = Schemas['NameRuleFields'];

/** POST /api/tools/ai-rule/limits → what the save check takes of a media (levels with budget and bid, figures). */
export const aiRuleLimitsQuery = (media: string) => defineQuery('post', '/api/tools/ai-rule/limits', { body: { media } });

/** POST /api/tools/ai-rule/name-fields → the enabled delivery naming rules for a media and level, with their fields. */
export const aiRuleNameFieldsQuery = (media: string, level: string) => defineQuery('post', '/api/tools/ai-rule/name-fields', { body: { media, level } });

/** POST /api/tools/ai-rule/mail-users → the desk users the caller may name in an EMAIL action, with their addresses. */
export const aiRuleMailUsersQuery = () => defineQuery('post', '/api/tools/ai-rule/mail-users', { body: {} });
