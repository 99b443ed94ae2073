// The pure rules of 执行记录: the filters as the runs' and the actions' calls, and an action's figures in words.
import { isMediaCode } from '@toufang/domain';
import type { AiRuleActionQuery, AiRuleRunQuery } from '../../queries/ai-rule-record';
import { AI_RULE_PAGE_TEXTS as T } from '../../texts';
import { metricLabel, metricUnit } from '../ai-rules/ai-rule-words';

export const OUTCOMES = ['applied', 'refused', 'skipped', 'superseded', 'failed', 'planned'] as const;
export const RUN_STATES = ['done', 'running', 'failed', 'skipped'] as const;

/** The record's filters; `view` is the tab (执行明细 by default), `runId` comes from a run's 查看明细. */
export type RecordFilters = {
  view?: unknown;
  ruleId?: unknown;
  runId?: unknown;
  media?: unknown;
  accountId?: unknown;
  outcome?: unknown;
  state?: unknown;
  dates?: unknown;
};

export type RecordView = 'actions' | 'runs';
export const viewOf = (filters: RecordFilters): RecordView => (filters.view === 'runs' ? 'runs' : 'actions');

const id = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
function dates(value: unknown): { from: string; to: string } | null {
  if (!Array.isArray(value) || value.length !== 2) return null;
  const [from, to] = value.map((v) => (typeof v === 'string' ? v.slice(0, 10) : ''));
  return DATE.test(from) && DATE.test(to) ? { from, to } : null;
}

function common(filters: RecordFilters, page: { current: number; size: number }) {
  const ruleId = id(filters.ruleId);
  const range = dates(filters.dates);
  return {
    ...(ruleId ? { ruleId } : {}),
    ...(isMediaCode(filters.media) ? { media: filters.media } : {}),
    ...(range ?? {}),
    current: page.current,
    size: Math.min(page.size, 100),
  };
}

export function toActionQuery(filters: RecordFilters, page: { current: number; size: number }): AiRuleActionQuery {
  const runId = id(filters.runId);
  const accountId = id(filters.accountId);
  const outcome = (OUTCOMES as readonly unknown[]).includes(filters.outcome) ? (filters.outcome as AiRuleActionQuery['outcome']) : undefined;
  return { ...common(filters, page), ...(runId ? { runId } : {}), ...(accountId ? { accountId } : {}), ...(outcome ? { outcome } : {}) };
}

export function toRunQuery(filters: RecordFilters, page: { current: number; size: number }): AiRuleRunQuery {
  const state = (RUN_STATES as readonly unknown[]).includes(filters.state) ? (filters.state as AiRuleRunQuery['state']) : undefined;
  return { ...common(filters, page), ...(state ? { state } : {}) };
}

/** A condition's figure as it triggered: 总消耗 612.50元（满足）. */
export function figureText(c: { metric: string; value: number | null; holds: boolean }): string {
  const unit = metricUnit(c.metric);
  const value = c.value === null ? T.NO_VALUE : unit === '个' ? `${Math.round(c.value)}个` : `${c.value.toFixed(2)}${unit}`;
  return `${metricLabel(c.metric)} ${value}（${c.holds ? T.HOLDS : T.NOT_HOLDS}）`;
}
