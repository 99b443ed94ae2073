import { defineQuery, type Schemas } from '@toufang/api';

export type ReportView = Schemas['ReportViewAnswer'];
export type ReportViewAccount = Schemas['ReportViewAccount'];
export type ReportViewFigures = Schemas['ReportViewFigures'];

/**
 * POST /api/report-view/gdt → the caller's gdt accounts (a gadget session: its auth code's) with their figures
 * over the range, the 合计 and the daily trend.
 */
export const reportViewQuery = (range: { from: string; to: string }) => defineQuery('post', '/api/report-view/gdt', { body: range });
