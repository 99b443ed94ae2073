// AI助手's 执行记录 calls (openapi/paths/tools-ai-rules.yaml, tag tools-ai-rules): runs, actions and the undo of
// applied actions.
import { defineMutation, defineQuery, type Schemas } from '@toufang/api';

export type AiRuleRunQuery = Schemas['AiRuleRunQuery'];
export type AiRuleActionQuery = Schemas['AiRuleActionQuery'];
export type AiRuleAction = Schemas['AiRuleActionView'];
export type AiRuleActionOutcome = Schemas['AiRuleActionOutcome'];
export type AiRuleRunState = Schemas['AiRuleRunState'];

/** POST /api/tools/ai-rule/runs → one page of runs, newest first. */
export const aiRuleRunsQuery = (query: AiRuleRunQuery) => defineQuery('post', '/api/tools/ai-rule/runs', { body: query });

/** POST /api/tools/ai-rule/actions → one page of actions, newest first, with whether each can still be undone. */
export const aiRuleActionsQuery = (query: AiRuleActionQuery) => defineQuery('post', '/api/tools/ai-rule/actions', { body: query });

/** Silent: the confirmation shows the refusal (对象已被修改，无法撤销) in the server's words. */
export const undoAiRuleActionsMutation = defineMutation('/api/tools/ai-rule/action/undo', { silent: true });
