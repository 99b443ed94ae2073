// The 防出错 rules' calls (openapi/paths/creation.yaml, error-prevention/rule/*) and the lists the editor's scope
// picks from (the media's accounts and account groups, tag lookup and media-account).
import { defineMutation, defineQuery, type Schemas } from '@toufang/api';
import type { MediaCode } from '@toufang/domain';

export type ErrorPreventionRule = Schemas['ErrorPreventionRuleItem'];
export type ErrorPreventionRuleQuery = Schemas['ErrorPreventionRuleListQuery'];
export type ErrorPreventionRuleSave = Schemas['ErrorPreventionRuleSaveRequest'];
export type ErrorPreventionFieldKey = Schemas['ErrorPreventionField'];
export type ScopeAccount = Schemas['MediaAccountRecord'];
export type ScopeGroup = Schemas['AccountGroup'];

/** POST /api/creation/error-prevention/rule/list → one page of the company's rules, newest change first. */
export const errorPreventionRulesQuery = (query: ErrorPreventionRuleQuery) => defineQuery('post', '/api/creation/error-prevention/rule/list', { body: query });

/** POST /api/creation/error-prevention/rule/get → one rule (404 when removed or another company's). */
export const errorPreventionRuleQuery = (id: number) => defineQuery('post', '/api/creation/error-prevention/rule/get', { body: { id } });

/**
 * POST /api/creation/error-prevention/goal-options → the media's 目标转化 and 深度转化 values (from its creation
 * rules on the server: this library may not import a media's limits project). The same for the whole session.
 */
export const goalOptionsQuery = (media: MediaCode) => ({ ...defineQuery('post', '/api/creation/error-prevention/goal-options', { body: { media } }), staleTime: Infinity });
export type GoalOption = Schemas['ErrorPreventionGoalOption'];

export const saveErrorPreventionRuleMutation = defineMutation('/api/creation/error-prevention/rule/save');
export const removeErrorPreventionRuleMutation = defineMutation('/api/creation/error-prevention/rule/remove');
export const toggleErrorPreventionRuleMutation = defineMutation('/api/creation/error-prevention/rule/toggle');

/** Every query of the rules, asked again after a change. */
export const isErrorPreventionQuery = (query: { queryKey: readonly unknown[] }) =>
  typeof query.queryKey[0] === 'string' && query.queryKey[0].startsWith('/api/creation/error-prevention/rule/');

/** The most accounts the scope's picker lists per search (the page call's largest size). */
export const SCOPE_ACCOUNTS_SIZE = 200;

/** POST /api/user/media_account/page → the media's accounts matching a search, with the desk's ids the rule keeps. */
export const scopeAccountsQuery = (media: MediaCode, keyword: string) =>
  defineQuery('post', '/api/user/media_account/page', { body: { mediaCode: media, ...(keyword ? { keyword } : {}), current: 1, size: SCOPE_ACCOUNTS_SIZE } });

/** POST /api/user/group_user/select → the company's account groups with their accounts of the media. */
export const scopeGroupsQuery = (media: MediaCode) => defineQuery('post', '/api/user/group_user/select', { body: { mediaCode: media } });
