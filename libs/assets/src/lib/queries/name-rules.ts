import { defineMutation, defineQuery, type InitOf } from '@toufang/api';

const LIST = '/api/name-rule/list';
const GET = '/api/name-rule/get';
const PREVIEW = '/api/name-rule/preview';

/** POST /api/name-rule/list: the company's naming rules. */
export const nameRuleListQuery = () => defineQuery('post', LIST, { body: {} });

/** POST /api/name-rule/get: one rule with its active body and every version. */
export const nameRuleQuery = (id: number) => defineQuery('post', GET, { body: { id } });

/** POST /api/name-rule/preview: a body not yet saved, parsed over the names the caller sees. */
export const nameRulePreviewQuery = (init: InitOf<'post', typeof PREVIEW>) => defineQuery('post', PREVIEW, init);

/** The key prefixes to invalidate after a change. */
export const NAME_RULES_KEYS = [[LIST], [GET]] as const;

/** POST /api/name-rule/save: a new rule, or a new version of one. Silent: the editor shows the refusal. */
export const nameRuleSaveMutation = defineMutation('/api/name-rule/save', { silent: true });
/** POST /api/name-rule/enable. */
export const nameRuleEnableMutation = defineMutation('/api/name-rule/enable');
/** POST /api/name-rule/remove. */
export const nameRuleRemoveMutation = defineMutation('/api/name-rule/remove');
