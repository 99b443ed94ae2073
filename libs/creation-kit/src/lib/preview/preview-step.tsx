// 预览: the rows the template expands into (expandTemplate, names made unique against the accounts' existing
// ones), checked with the server's facts (checkRows: lengths, duplicates, quota, daily creates, 低效, identical
// ads, ranges, forbidden pairs, the task cap). Errors block; warnings need 我已知晓; rows can be removed or
// their name, bid and budget edited, and the bid dialog sets the bids of every row at once. Expansion and checks
// run in tasks of their own, apart from the renders (issue 22: no main-thread task over 50 ms).
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { checkRows, expandTemplate, type CombinationProblem, type CreationRow, type CreationTemplateBody, type CreationVariantSpec, type PreviewFacts, type RowCheck } from '@toufang/domain';
import { Banner, BidModifyDialog, Button, Checkbox, Spin, Toast, Typography } from '@toufang/ui';
import { creationPreviewFactsQuery } from '../queries/preview-facts';
import { CREATION_KIT_TEXTS as T } from '../texts';
import { applyBids, levelFields, maySubmit, removeRow, renameRow, setRowSetting, summarizeChecks } from './preview-rules';
import { PreviewTable } from './preview-table';

/** What a row's checks depend on. */
interface CheckInputs {
  rows: CreationRow[];
  body: CreationTemplateBody;
  spec: CreationVariantSpec;
  facts: PreviewFacts;
}

const NO_FACTS: PreviewFacts = { existingNames: {}, quotaLeft: {}, createsLeftToday: {}, lowEfficiencyMaterials: {} };

/** Runs `work` in a task of its own (a 0 ms timer); a throw goes to `failed`. Answers the cancel. */
function inTask(work: () => void, failed: (error: unknown) => void): () => void {
  const timer = setTimeout(() => {
    try {
      work();
    } catch (error) {
      failed(error);
    }
  }, 0);
  return () => clearTimeout(timer);
}

export interface PreviewStepProps {
  spec: CreationVariantSpec;
  body: CreationTemplateBody;
  now: () => number;
  /** Rows edited before (the step was left and came back): kept instead of a fresh expansion. */
  rows: CreationRow[] | null;
  onRows: (rows: CreationRow[]) => void;
  onBack: () => void;
  onSubmit: (rows: CreationRow[], acceptWarnings: boolean) => void;
  submitting: boolean;
  /** The submit button's text (提交, or 保存模板 when the rule only saves the template). */
  submitLabel: string;
}

export function PreviewStep({ spec, body, now, rows, onRows, onBack, onSubmit, submitting, submitLabel }: PreviewStepProps) {
  const facts = useQuery({ ...creationPreviewFactsQuery(body), retry: false });
  const settled = !facts.isPending;
  const known: PreviewFacts = (facts.data as PreviewFacts | undefined) ?? NO_FACTS;
  const [problems, setProblems] = useState<CombinationProblem[] | null>(null);
  const [checked, setChecked] = useState<{ rows: CreationRow[]; checks: RowCheck[] } | null>(null);
  // What the checks were computed from (read by the checks' effect, which need not run again for the same).
  const checkedOf = useRef<CheckInputs | null>(null);
  const keepChecks = useCallback((inputs: CheckInputs, checks: RowCheck[]) => {
    checkedOf.current = inputs;
    setChecked({ rows: inputs.rows, checks });
  }, []);
  // A failure of the computing is the page's, as a throw in the render would be.
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const fail = useCallback((error: unknown) => setFailure({ error }), []);
  // The rows are expanded once the facts are in, and checked in the same task; from then on they are the person's
  // to edit. A transition lets React draw the table in slices that yield to the page, and the rows come already
  // checked, so they are drawn once.
  useEffect(() => {
    if (!settled || rows !== null) return;
    return inTask(() => {
      const expansion = expandTemplate(body, spec, { now: now(), existingNames: known.existingNames });
      if (!expansion.ok) return setProblems(expansion.problems);
      const checks = checkRows(expansion.rows, body, spec, known);
      startTransition(() => {
        keepChecks({ rows: expansion.rows, body, spec, facts: known }, checks);
        onRows(expansion.rows);
      });
    }, fail);
  }, [settled, rows, body, spec, now, known, onRows, keepChecks, fail]);
  // The checks of edited rows follow them in a task of their own (检查中… until then); 提交 waits for the checks
  // of the rows shown.
  useEffect(() => {
    if (!rows || !settled) return;
    const inputs: CheckInputs = { rows, body, spec, facts: known };
    const before = checkedOf.current;
    if (before && (Object.keys(inputs) as (keyof CheckInputs)[]).every((k) => before[k] === inputs[k])) return;
    return inTask(() => keepChecks(inputs, checkRows(rows, body, spec, known)), fail);
  }, [rows, settled, body, spec, known, keepChecks, fail]);
  const checking = rows !== null && checked?.rows !== rows;
  const checks = useMemo(() => checked?.checks ?? [], [checked]);
  const summary = useMemo(() => summarizeChecks(checks), [checks]);
  const [accepted, setAccepted] = useState(false);
  const [bidOpen, setBidOpen] = useState(false);

  const onRename = useCallback((key: string, name: string) => rows && onRows(renameRow(rows, key, name)), [rows, onRows]);
  const onSetting = useCallback(
    (key: string, field: string, value: unknown) => {
      if (!rows) return;
      // The number input reports the value it already shows once it is drawn: that changes nothing, and new rows
      // would have all 1,000 checked again.
      if (Object.is(rows.find((r) => r.key === key)?.settings[field], value)) return;
      onRows(setRowSetting(rows, key, field, value));
    },
    [rows, onRows],
  );
  const onRemove = useCallback(
    (key: string) => {
      if (!rows) return;
      const next = removeRow(rows, key);
      onRows(next.rows);
      if (next.removed > 1) Toast.info(T.PREVIEW.REMOVED_CHILDREN(next.removed - 1));
    },
    [rows, onRows],
  );

  if (failure) throw failure.error;
  if (!settled || (rows === null && !problems)) return <Spin tip={T.LOADING} />;
  if (problems && rows === null) {
    return (
      <div className="tf-creation__preview">
        {problems.map((p) => (
          <Banner key={p.code} type="danger" description={p.message} closeIcon={null} />
        ))}
        <Button onClick={onBack}>{T.PREVIEW.BACK_TO_EDIT}</Button>
      </div>
    );
  }
  const list = rows ?? [];
  const bidField = spec.levels.map((l) => levelFields(spec, l.level).bid).find(Boolean);
  const ok = !checking && maySubmit(summary, accepted);
  return (
    <div className="tf-creation__preview">
      {facts.isError ? <Banner type="warning" description={facts.error?.message || T.PREVIEW.FACTS_FAILED} closeIcon={null} /> : null}
      <div className="tf-creation__preview-bar">
        <Typography.Text strong>{T.PREVIEW.ROWS(list.length)}</Typography.Text>
        <Typography.Text type={summary.errors ? 'danger' : 'tertiary'}>{T.PREVIEW.ERRORS(summary.errors)}</Typography.Text>
        <Typography.Text type={summary.warnings ? 'warning' : 'tertiary'}>{T.PREVIEW.WARNINGS(summary.warnings)}</Typography.Text>
        {bidField ? <Button onClick={() => setBidOpen(true)}>{T.LEVEL.BID_DIALOG}</Button> : null}
      </div>
      {list.length === 0 ? (
        <Typography.Text type="tertiary">{T.PREVIEW.EMPTY}</Typography.Text>
      ) : (
        <PreviewTable spec={spec} body={body} rows={list} checksByRow={summary.byRow} checking={checking} onRename={onRename} onSetting={onSetting} onRemove={onRemove} />
      )}
      <div className="tf-creation__preview-foot">
        {summary.errors > 0 ? (
          <Typography.Text type="danger" role="alert">
            {T.PREVIEW.BLOCKED(summary.errors)}
          </Typography.Text>
        ) : null}
        {summary.warnings > 0 ? (
          <Checkbox checked={accepted} onChange={(e) => setAccepted(Boolean(e.target.checked))}>
            {T.PREVIEW.ACCEPT_WARNINGS(summary.warnings)}
          </Checkbox>
        ) : null}
        <Button onClick={onBack}>{T.PREVIEW.BACK_TO_EDIT}</Button>
        <Button theme="solid" type="primary" disabled={!ok || list.length === 0} loading={submitting} onClick={() => onSubmit(list, accepted)}>
          {submitLabel}
        </Button>
      </div>
      {bidField ? (
        <BidModifyDialog
          visible={bidOpen}
          title={T.LEVEL.BID_DIALOG}
          min={bidField.min}
          max={bidField.max}
          onCancel={() => setBidOpen(false)}
          onConfirm={(result) => {
            onRows(applyBids(list, spec, result));
            setBidOpen(false);
          }}
        />
      ) : null}
    </div>
  );
}
