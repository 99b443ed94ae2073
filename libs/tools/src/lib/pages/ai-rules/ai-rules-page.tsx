import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import { MEDIA_CODES, MEDIA_DISPLAY_NAMES, isMediaCode } from '@toufang/domain';
import { ListTable, useListState } from '@toufang/list-kit';
import { Button, PageFrame, Space, Switch, Tag, Toast, Typography, type DataTableColumn, type FilterFieldConfig } from '@toufang/ui';
import { RemoveDialog } from '../../remove-dialog/remove-dialog';
import { aiRulesQuery, copyAiRuleMutation, isAiRuleQuery, removeAiRuleMutation, runAiRuleNowMutation, toggleAiRuleMutation, type AiRule } from '../../queries/ai-rules';
import { AI_RULE_PAGE_TEXTS as T } from '../../texts';
import { actionText, asBody, conditionLines, editorPath, levelLabel, recordPath, scheduleLines, scopeLines, toRuleQuery } from './ai-rule-words';

const PAGE_SIZE_KEY = 'table_ai_rules_page_size';
const SIZE_OPTIONS = [10, 20, 50, 100] as const;

const FIELDS: FilterFieldConfig[] = [
  { key: 'media', label: T.MEDIA, type: 'list', options: MEDIA_CODES.map((code) => ({ value: code, label: MEDIA_DISPLAY_NAMES[code] })) },
  {
    key: 'enabled',
    label: T.ENABLED_FILTER,
    type: 'list',
    options: [
      { value: 'on', label: T.ENABLED_ON },
      { value: 'off', label: T.ENABLED_OFF },
    ],
  },
  { key: 'keyword', label: T.NAME, type: 'input', placeholder: T.KEYWORD },
];

type Filters = { media?: unknown; enabled?: unknown; keyword?: unknown };

const Lines = ({ lines }: { lines: readonly string[] }) => (
  <div>
    {lines.map((line, i) => (
      <div key={`${i}:${line}`}>{line}</div>
    ))}
  </div>
);

const RUN_COLORS: Readonly<Record<string, 'green' | 'red' | 'blue' | 'grey'>> = { done: 'green', failed: 'red', running: 'blue', skipped: 'grey' };

function LastRun({ rule }: { rule: AiRule }) {
  const run = rule.lastRun;
  if (!run) return <Typography.Text type="tertiary">{T.NEVER_RUN}</Typography.Text>;
  return (
    <div>
      <div>{run.startTime}</div>
      <Space spacing={4}>
        <Tag size="small" color={RUN_COLORS[run.state] ?? 'grey'}>
          {T.RUN_STATE[run.state] ?? run.state}
        </Tag>
        <Typography.Text type="tertiary" size="small">
          {T.RUN_KIND[run.kind] ?? run.kind}
        </Typography.Text>
      </Space>
      <Typography.Text type="tertiary" size="small">
        <div>{run.error ?? T.RUN_COUNTS(run.acted, run.skipped, run.failed)}</div>
      </Typography.Text>
    </div>
  );
}

const errorText = (error: unknown) => (isApiError(error) ? error.message : String(error));

/**
 * AI助手 › 规则管理 (shell spec §2.3 tools section; issue 23; docs/design/tools.md §8): the rules the caller sees
 * (an optimiser their own, ADMIN and MANAGER the company's) with their scope, conditions, schedule, switch, last
 * run and today's actions; 编辑, 复制, 删除 (asked first), 立即执行 (once a minute: the server's refusal is shown),
 * 执行记录 of the rule; 新建规则 opens the full-screen editor.
 */
export default function AiRulesPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useListState<Filters>({ pageSizeKey: PAGE_SIZE_KEY, sizeOptions: SIZE_OPTIONS, defaultSize: 20 });
  const rules = useQuery({ ...aiRulesQuery(toRuleQuery(list.filters, { current: list.page, size: list.size })), placeholderData: keepPreviousData });
  const toggle = useMutation(toggleAiRuleMutation);
  const copy = useMutation(copyAiRuleMutation);
  const remove = useMutation(removeAiRuleMutation);
  const runNow = useMutation(runAiRuleNowMutation);
  const [busy, setBusy] = useState<number | null>(null);
  const [removing, setRemoving] = useState<AiRule | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ predicate: isAiRuleQuery });

  const columns: DataTableColumn<AiRule>[] = [
    {
      key: 'name',
      title: T.NAME,
      width: 200,
      ellipsis: false,
      render: (_v, r) => (
        <div>
          <div>{r.body.name}</div>
          <Typography.Text type="tertiary" size="small">
            {`${T.OWNER}：${r.owner.name || T.NONE}`}
          </Typography.Text>
        </div>
      ),
    },
    { key: 'media', title: T.MEDIA, width: 90, render: (_v, r) => (isMediaCode(r.body.media) ? MEDIA_DISPLAY_NAMES[r.body.media] : r.body.media) },
    { key: 'level', title: T.LEVEL, width: 90, render: (_v, r) => levelLabel(r.body.media, r.body.level) },
    { key: 'scope', title: T.SCOPE, width: 180, ellipsis: false, render: (_v, r) => <Lines lines={scopeLines(asBody(r.body))} /> },
    {
      key: 'conditions',
      title: T.CONDITIONS,
      width: 240,
      ellipsis: false,
      render: (_v, r) => {
        const body = asBody(r.body);
        return <Lines lines={[...conditionLines(body), ...body.actions.map((a) => `→ ${actionText(a)}`)]} />;
      },
    },
    {
      key: 'schedule',
      title: T.SCHEDULE,
      width: 180,
      ellipsis: false,
      render: (_v, r) => <Lines lines={[...scheduleLines(asBody(r.body).schedule), ...(r.nextDueTime ? [T.NEXT_DUE(r.nextDueTime)] : [])]} />,
    },
    {
      key: 'enabled',
      title: T.ENABLED,
      width: 70,
      ellipsis: false,
      render: (_v, r) => (
        <Switch
          size="small"
          checked={r.enabled}
          loading={busy === r.id && toggle.isPending}
          disabled={busy === r.id}
          aria-label={`${T.ENABLED} ${r.body.name}`}
          onChange={(on: boolean) => {
            setBusy(r.id);
            toggle.mutate({ id: r.id, enabled: on }, { onSuccess: () => (Toast.success(T.TOGGLED(on)), refresh()), onSettled: () => setBusy(null) });
          }}
        />
      ),
    },
    { key: 'lastRun', title: T.LAST_RUN, width: 180, ellipsis: false, render: (_v, r) => <LastRun rule={r} /> },
    { key: 'todayActions', title: T.TODAY_ACTIONS, width: 80, render: (_v, r) => T.TODAY_COUNT(r.todayActions) },
    {
      key: 'actions',
      title: T.ACTIONS,
      width: 260,
      fixed: 'right',
      ellipsis: false,
      render: (_v, r) => (
        <Space wrap spacing={2}>
          <Button theme="borderless" size="small" aria-label={`${T.EDIT} ${r.body.name}`} onClick={() => void navigate(editorPath(r.id))}>
            {T.EDIT}
          </Button>
          <Button
            theme="borderless"
            size="small"
            aria-label={`${T.COPY} ${r.body.name}`}
            loading={busy === r.id && copy.isPending}
            onClick={() => {
              setBusy(r.id);
              copy.mutate({ id: r.id }, { onSuccess: (copied) => (Toast.success(T.COPIED(copied?.body.name ?? '')), refresh()), onSettled: () => setBusy(null) });
            }}
          >
            {T.COPY}
          </Button>
          <Button
            theme="borderless"
            size="small"
            aria-label={`${T.RUN_NOW} ${r.body.name}`}
            loading={busy === r.id && runNow.isPending}
            onClick={() => {
              setBusy(r.id);
              runNow.mutate(
                { id: r.id },
                { onSuccess: () => (Toast.success(T.RUN_STARTED), refresh()), onError: (error) => Toast.error(`${r.body.name}：${errorText(error)}`), onSettled: () => setBusy(null) },
              );
            }}
          >
            {T.RUN_NOW}
          </Button>
          <Link to={recordPath(r.id)} aria-label={`${T.RECORD} ${r.body.name}`}>
            {T.RECORD}
          </Link>
          <Button theme="borderless" type="danger" size="small" aria-label={`${T.REMOVE} ${r.body.name}`} onClick={() => setRemoving(r)}>
            {T.REMOVE}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <PageFrame
      title={T.TITLE}
      extra={
        <Button theme="solid" type="primary" onClick={() => void navigate(editorPath())}>
          {T.CREATE}
        </Button>
      }
    >
      <ListTable<AiRule>
        label={T.LIST}
        fields={FIELDS}
        list={list}
        query={rules}
        columns={columns}
        rowKey="id"
        texts={{ failed: T.LOAD_FAILED, empty: T.EMPTY, emptyFiltered: T.EMPTY_FILTERED }}
      />
      {removing ? (
        <RemoveDialog
          title={T.REMOVE_TITLE}
          okText={T.REMOVE}
          pending={remove.isPending}
          error={remove.error}
          onCancel={() => (remove.reset(), setRemoving(null))}
          onOk={() => remove.mutate({ id: removing.id }, { onSuccess: () => (Toast.success(T.REMOVED), setRemoving(null), refresh()) })}
        >
          {T.REMOVE_CONFIRM(removing.body.name)}
        </RemoveDialog>
      ) : null}
    </PageFrame>
  );
}
