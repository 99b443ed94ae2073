import { useMemo, useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import { MEDIA_CODES, MEDIA_DISPLAY_NAMES, isMediaCode } from '@toufang/domain';
import { ListEmpty, useListState } from '@toufang/list-kit';
import {
  Button,
  DataTable,
  DateRangePicker,
  DeskModal,
  FilterArea,
  PageFrame,
  RefusalText,
  Space,
  TablePagination,
  Tabs,
  Tag,
  Toast,
  Typography,
  type DataTableColumn,
  type FilterFieldConfig,
} from '@toufang/ui';
import { aiRuleActionsQuery, aiRuleRunsQuery, undoAiRuleActionsMutation, type AiRuleAction } from '../../queries/ai-rule-record';
import { aiRulesQuery, type AiRuleRunSummary } from '../../queries/ai-rules';
import { AI_RULE_PAGE_TEXTS as T } from '../../texts';
import { actionTypeLabel, changeText, levelLabel, reasonText } from '../ai-rules/ai-rule-words';
import { AccountFilter } from './account-filter';
import { figureText, OUTCOMES, RUN_STATES, toActionQuery, toRunQuery, viewOf, type RecordFilters, type RecordView } from './ai-rule-record-rules';

const PAGE_SIZE_KEY = 'table_ai_rule_record_page_size';
const SIZE_OPTIONS = [10, 20, 50, 100] as const;

const OUTCOME_COLORS: Readonly<Record<string, 'green' | 'red' | 'orange' | 'grey' | 'blue'>> = {
  applied: 'green',
  refused: 'red',
  failed: 'red',
  skipped: 'orange',
  superseded: 'grey',
  planned: 'blue',
};

const Lines = ({ lines }: { lines: readonly string[] }) => (
  <div>
    {lines.map((line, i) => (
      <div key={`${i}:${line}`}>{line}</div>
    ))}
  </div>
);

const errorText = (error: unknown) => (isApiError(error) ? error.message : String(error));

function UndoCell({ action, onUndo }: { action: AiRuleAction; onUndo: (a: AiRuleAction) => void }) {
  const { undo } = action;
  if (undo.undone) return <Typography.Text type="tertiary">{T.UNDONE(undo.undoneBy, undo.undoneTime)}</Typography.Text>;
  if (!undo.undoable) return <Typography.Text type="tertiary">{T.NONE}</Typography.Text>;
  return (
    <div>
      <Button theme="borderless" size="small" aria-label={`${T.UNDO} ${action.objectName}`} onClick={() => onUndo(action)}>
        {T.UNDO}
      </Button>
      {undo.until ? (
        <Typography.Text type="tertiary" size="small">
          <div>{T.UNDO_UNTIL(undo.until)}</div>
        </Typography.Text>
      ) : null}
    </div>
  );
}

/**
 * AI助手 › 执行记录 (shell spec §2.3 tools section; issue 23; docs/design/tools.md §8): every action of the rules the
 * caller sees (the figures that triggered it, before → after, the media's answer or the skip's reason in Chinese,
 * 撤销 of an applied one, asked first, with the server's refusal shown as it says it), and the runs they came from;
 * filters by rule, media, account, result and date.
 */
export default function AiRuleRecordPage() {
  const queryClient = useQueryClient();
  const list = useListState<RecordFilters>({ pageSizeKey: PAGE_SIZE_KEY, sizeOptions: SIZE_OPTIONS, defaultSize: 20 });
  const view = viewOf(list.filters);
  const page = { current: list.page, size: list.size };
  const actions = useQuery({ ...aiRuleActionsQuery(toActionQuery(list.filters, page)), enabled: view === 'actions', placeholderData: keepPreviousData });
  const runs = useQuery({ ...aiRuleRunsQuery(toRunQuery(list.filters, page)), enabled: view === 'runs', placeholderData: keepPreviousData });
  const rules = useQuery(aiRulesQuery({ current: 1, size: 100 }));
  const undo = useMutation(undoAiRuleActionsMutation);
  const [undoing, setUndoing] = useState<AiRuleAction | null>(null);
  // The delivery path may refuse before any call (state refused, the media's limit in its message) with a 200.
  const [undoRefused, setUndoRefused] = useState<string | null>(null);

  const draftMedia = list.draft['media'];
  const fields = useMemo<FilterFieldConfig[]>(
    () => [
      { key: 'ruleId', label: T.RULE, type: 'list', options: (rules.data?.records ?? []).map((r) => ({ value: String(r.id), label: r.body.name })) },
      { key: 'media', label: T.MEDIA, type: 'list', options: MEDIA_CODES.map((code) => ({ value: code, label: MEDIA_DISPLAY_NAMES[code] })) },
      ...(view === 'actions'
        ? [
            { key: 'accountId', label: T.ACCOUNT, type: 'custom', render: ({ value, onChange, labelId }) => <AccountFilter media={draftMedia} value={value} onChange={onChange} labelId={labelId} /> } satisfies FilterFieldConfig,
            { key: 'outcome', label: T.RESULT, type: 'list', options: OUTCOMES.map((o) => ({ value: o, label: T.OUTCOME[o] ?? o })) } satisfies FilterFieldConfig,
          ]
        : [{ key: 'state', label: T.RUN_STATE_TITLE, type: 'list', options: RUN_STATES.map((s) => ({ value: s, label: T.RUN_STATE[s] ?? s })) } satisfies FilterFieldConfig]),
      {
        key: 'dates',
        label: T.TIME,
        type: 'custom',
        render: ({ value, onChange, label }) => <DateRangePicker aria-label={label} value={(value as [string, string] | null) ?? undefined} onChange={onChange} />,
      },
    ],
    [rules.data, view, draftMedia],
  );

  const showView = (next: RecordView, extra: Partial<RecordFilters> = {}) => {
    const { runId: _run, ...rest } = list.filters;
    list.apply({ ...rest, ...extra, view: next === 'runs' ? 'runs' : undefined });
  };
  const runId = view === 'actions' ? list.filters.runId : undefined;

  const actionColumns: DataTableColumn<AiRuleAction>[] = [
    { key: 'time', title: T.TIME, width: 160 },
    { key: 'rule', title: T.RULE, width: 150, ellipsis: false, render: (_v, a) => a.ruleName },
    {
      key: 'object',
      title: T.OBJECT,
      width: 200,
      ellipsis: false,
      render: (_v, a) => (
        <div>
          <div>{a.objectName}</div>
          <Typography.Text type="tertiary" size="small">
            <div>{`${levelLabel(a.media, a.level)} ${a.objectId}`}</div>
            <div>{`${isMediaCode(a.media) ? MEDIA_DISPLAY_NAMES[a.media] : a.media} · ${a.accountName}`}</div>
          </Typography.Text>
        </div>
      ),
    },
    { key: 'type', title: T.ACTION_TYPE, width: 90, render: (_v, a) => actionTypeLabel(a.type) },
    { key: 'trigger', title: T.TRIGGER, width: 200, ellipsis: false, render: (_v, a) => <Lines lines={a.conditions.map(figureText)} /> },
    { key: 'change', title: T.CHANGE, width: 170, ellipsis: false, render: (_v, a) => changeText(a.type, a.before, a.after) },
    {
      key: 'outcome',
      title: T.ANSWER,
      width: 220,
      ellipsis: false,
      render: (_v, a) => {
        const why = reasonText(a.reasonCode, a.reason);
        return (
          <div>
            <Tag size="small" color={OUTCOME_COLORS[a.outcome] ?? 'grey'}>
              {T.OUTCOME[a.outcome] ?? a.outcome}
            </Tag>
            {why ? (
              <Typography.Text size="small" type={a.outcome === 'refused' || a.outcome === 'failed' ? 'danger' : 'tertiary'}>
                <div>{why}</div>
              </Typography.Text>
            ) : null}
          </div>
        );
      },
    },
    { key: 'undo', title: T.UNDO, width: 160, fixed: 'right', ellipsis: false, render: (_v, a) => <UndoCell action={a} onUndo={(x) => (undo.reset(), setUndoRefused(null), setUndoing(x))} /> },
  ];

  const runColumns: DataTableColumn<AiRuleRunSummary>[] = [
    { key: 'startTime', title: T.RUN_TIME, width: 160 },
    { key: 'ruleName', title: T.RULE, width: 180, ellipsis: false },
    { key: 'media', title: T.MEDIA, width: 90, render: (_v, r) => (r.media && isMediaCode(r.media) ? MEDIA_DISPLAY_NAMES[r.media] : T.NONE) },
    { key: 'kind', title: T.RUN_KIND_TITLE, width: 90, render: (_v, r) => T.RUN_KIND[r.kind] ?? r.kind },
    { key: 'slot', title: T.SLOT, width: 140 },
    { key: 'state', title: T.RUN_STATE_TITLE, width: 90, render: (_v, r) => T.RUN_STATE[r.state] ?? r.state },
    { key: 'figures', title: T.RUN_FIGURES, width: 100, render: (_v, r) => T.RUN_FIGURES_TEXT(r.evaluated, r.matched) },
    {
      key: 'result',
      title: T.RUN_RESULT,
      width: 220,
      ellipsis: false,
      render: (_v, r) => (r.error ? <Typography.Text type="danger">{r.error}</Typography.Text> : T.RUN_COUNTS(r.acted, r.skipped, r.failed)),
    },
    {
      key: 'open',
      title: T.ACTIONS,
      width: 100,
      fixed: 'right',
      render: (_v, r) => (
        <Button theme="borderless" size="small" aria-label={`${T.SHOW_ACTIONS} ${r.ruleName} ${r.startTime}`} onClick={() => showView('actions', { runId: String(r.id) })}>
          {T.SHOW_ACTIONS}
        </Button>
      ),
    },
  ];

  return (
    <PageFrame title={T.RECORD_TITLE}>
      <Tabs activeKey={view} onChange={(key) => showView(key as RecordView)}>
        <Tabs.TabPane itemKey="actions" tab={T.ACTIONS_TAB} />
        <Tabs.TabPane itemKey="runs" tab={T.RUNS_TAB} />
      </Tabs>
      <FilterArea key={view} fields={fields} querying={view === 'actions' ? actions.isFetching : runs.isFetching} {...list.filterProps(view === 'actions' ? actions.refetch : runs.refetch)} />
      {runId ? (
        <Space>
          <Tag color="blue">{T.RUN_FILTER(Number(runId))}</Tag>
          <Button theme="borderless" size="small" onClick={() => showView('actions')}>
            {T.CLEAR_RUN}
          </Button>
        </Space>
      ) : null}
      {view === 'actions' ? (
        <>
          {/* Keyed by the tab: the table keeps its rows a render longer than its columns otherwise. */}
          <DataTable<AiRuleAction>
            key="actions"
            aria-label={T.ACTION_LIST}
            columns={actionColumns}
            rows={actions.data?.records ?? []}
            rowKey="id"
            loading={actions.isPending || (actions.isFetching && actions.isPlaceholderData)}
            emptyText={<ListEmpty list={actions} failed={T.RECORD_LOAD_FAILED} empty={T.RECORD_EMPTY} emptyFiltered={T.RECORD_EMPTY_FILTERED} filtered={list.filtered} />}
          />
          <TablePagination {...list.paginationProps(actions.data?.total ?? 0)} />
        </>
      ) : (
        <>
          <DataTable<AiRuleRunSummary>
            key="runs"
            aria-label={T.RUN_LIST}
            columns={runColumns}
            rows={runs.data?.records ?? []}
            rowKey="id"
            loading={runs.isPending || (runs.isFetching && runs.isPlaceholderData)}
            emptyText={<ListEmpty list={runs} failed={T.RECORD_LOAD_FAILED} empty={T.RECORD_EMPTY} emptyFiltered={T.RECORD_EMPTY_FILTERED} filtered={list.filtered} />}
          />
          <TablePagination {...list.paginationProps(runs.data?.total ?? 0)} />
        </>
      )}
      {undoing ? (
        <DeskModal
          visible
          width={480}
          title={T.UNDO_TITLE}
          okText={T.UNDO}
          confirmLoading={undo.isPending}
          onCancel={() => (undo.reset(), setUndoing(null))}
          onOk={() => (
            setUndoRefused(null),
            undo.mutate(
              { actionIds: [undoing.id] },
              {
                onSuccess: (start) => {
                  if (start?.state === 'refused') return setUndoRefused(start.message ?? T.UNDO_REFUSED);
                  Toast.success(T.UNDO_STARTED);
                  setUndoing(null);
                  void queryClient.invalidateQueries({ predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/api/tools/ai-rule/') });
                },
              },
            )
          )}
        >
          <Typography.Paragraph>{T.UNDO_CONFIRM(undoing.objectName, changeText(undoing.type, undoing.before, undoing.after))}</Typography.Paragraph>
          <RefusalText message={undo.error ? errorText(undo.error) : undoRefused} />
        </DeskModal>
      ) : null}
    </PageFrame>
  );
}
