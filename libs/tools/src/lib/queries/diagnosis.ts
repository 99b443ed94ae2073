// 广告诊断's calls (openapi/paths/tools-diagnosis.yaml, tag tools-diagnosis).
import { defineMutation, defineQuery, type Schemas } from '@toufang/api';

export type DiagnosisResult = Schemas['DiagnosisResult'];
export type DiagnosisFinding = Schemas['DiagnosisFinding'];
export type DiagnosisRunRequest = Schemas['DiagnosisRunRequest'];
export type DiagnosisAccount = Schemas['DiagnosisAccount'];

/** POST /api/tools/diagnosis/accounts → the accounts the caller may diagnose matching a keyword. */
export const diagnosisAccountsQuery = (keyword: string) => defineQuery('post', '/api/tools/diagnosis/accounts', { body: keyword ? { keyword } : {} });

/** POST /api/tools/diagnosis/run → the findings of an account at one level, or of one object. */
export const diagnosisQuery = (request: DiagnosisRunRequest) => defineQuery('post', '/api/tools/diagnosis/run', { body: request });

/** POST /api/tools/diagnosis/apply → one finding's fix as a delivery edit (or the media's refusal). */
export const applyDiagnosisFixMutation = defineMutation('/api/tools/diagnosis/apply');
