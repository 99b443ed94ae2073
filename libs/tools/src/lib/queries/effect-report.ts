import { defineMutation, defineQuery, type Schemas } from '@toufang/api';

export type EffectReportBodyWire = Schemas['EffectReportBody'];
export type EffectReportAnswer = Schemas['EffectReportAnswer'];
export type EffectReportRow = Schemas['EffectReportRow'];
export type EffectReportSaved = Schemas['EffectReportSaved'];
export type EffectReportOptions = Schemas['EffectReportOptions'];

/** POST /api/tools/effect-report/query → the pivot of the body and its totals. */
export const effectReportQuery = (body: EffectReportBodyWire) => defineQuery('post', '/api/tools/effect-report/query', { body });

/** POST /api/tools/effect-report/options → the accounts, projects and naming rules the pickers choose from. */
export const effectReportOptionsQuery = () => ({ ...defineQuery('post', '/api/tools/effect-report/options', {}), staleTime: 60_000 });

/** POST /api/tools/effect-report/saved/list → the caller's saved reports. */
export const savedEffectReportsQuery = () => defineQuery('post', '/api/tools/effect-report/saved/list', {});

export const saveEffectReportMutation = defineMutation('/api/tools/effect-report/saved/save');
export const removeEffectReportMutation = defineMutation('/api/tools/effect-report/saved/remove');
export const exportEffectReportMutation = defineMutation('/api/tools/effect-report/export');

/** The saved list, asked again after a save or a removal. */
export const isSavedEffectReportsQuery = (query: { queryKey: readonly unknown[] }) => query.queryKey[0] === '/api/tools/effect-report/saved/list';
