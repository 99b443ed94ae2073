// The alert rule editor's values and the domain's rule (libs/domain live-alerts.ts): the form keeps each condition's
// switch apart from its figure, so a figure typed and switched off is not lost; checkAlertRule decides what is valid,
// and its field names are mapped onto the form's.
import { checkAlertRule, defaultLiveAlertRule, type LiveAlertRule } from '@toufang/domain';

export type AlertFormValues = {
  name: string;
  scopeKind: 'accounts' | 'awemes';
  accountIds: number[];
  awemeIds: string[];
  viewersOn: boolean;
  viewersDropPct: number | null;
  gmvOn: boolean;
  gmvRateDropPct: number | null;
  windowMinutes: number | null;
  roiOn: boolean;
  roiBelow: number | null;
  minCostYuan: number | null;
  cooldownMinutes: number | null;
};

/** The editor's values of a saved rule, or of a new one (the domain's defaults). */
export function formValuesOf(rule: LiveAlertRule | null): AlertFormValues {
  const r = rule ?? defaultLiveAlertRule({ kind: 'accounts', accountIds: [] });
  return {
    name: r.name,
    scopeKind: r.scope.kind,
    accountIds: r.scope.kind === 'accounts' ? [...r.scope.accountIds] : [],
    awemeIds: r.scope.kind === 'awemes' ? [...r.scope.awemeIds] : [],
    viewersOn: r.viewersDropPct !== null,
    viewersDropPct: r.viewersDropPct,
    gmvOn: r.gmvRateDropPct !== null,
    gmvRateDropPct: r.gmvRateDropPct,
    windowMinutes: r.windowMinutes,
    roiOn: r.roiBelow !== null,
    roiBelow: r.roiBelow,
    minCostYuan: r.minCostYuan,
    cooldownMinutes: r.cooldownMinutes,
  };
}

// A switched-on condition without a figure is NaN, so the domain's check names it (null would read as "off").
const figure = (on: boolean, value: number | null): number | null => (on ? (value ?? Number.NaN) : null);
const required = (value: number | null): number => value ?? Number.NaN;

/** The rule the values describe (unchecked). */
export function ruleOf(values: AlertFormValues): LiveAlertRule {
  return {
    name: values.name.trim(),
    viewersDropPct: figure(values.viewersOn, values.viewersDropPct),
    gmvRateDropPct: figure(values.gmvOn, values.gmvRateDropPct),
    windowMinutes: required(values.windowMinutes),
    roiBelow: figure(values.roiOn, values.roiBelow),
    minCostYuan: required(values.minCostYuan),
    cooldownMinutes: required(values.cooldownMinutes),
    scope: values.scopeKind === 'awemes' ? { kind: 'awemes', awemeIds: values.awemeIds } : { kind: 'accounts', accountIds: values.accountIds },
  };
}

/** The form's field a problem of checkAlertRule belongs to; `conditions` is the form's own (no field). */
const FIELD_OF: Record<string, (keyof AlertFormValues & string) | null> = {
  'scope.accountIds': 'accountIds',
  'scope.awemeIds': 'awemeIds',
  scope: 'scopeKind',
  conditions: null,
};

/** The domain's problems of the values, each on the form's field (null: under the form). */
export function alertFormProblems(values: AlertFormValues): { field: string | null; message: string }[] {
  return checkAlertRule(ruleOf(values)).map((p) => ({ field: p.field in FIELD_OF ? FIELD_OF[p.field] : p.field, message: p.message }));
}
