import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSubApp } from '@toufang/api/sub-app';
import { MEDIA_CODES, MEDIA_DISPLAY_NAMES, isMediaCode } from '@toufang/domain';
import { ListTable, useListState } from '@toufang/list-kit';
import { Button, PageFrame, Space, Tag, Toast, Typography, type DataTableColumn, type FilterFieldConfig } from '@toufang/ui';
import { WriteButton } from '../../write-button/write-button';
import { RemoveDialog } from '../../remove-dialog/remove-dialog';
import { isMonitorQuery, monitorAccountsQuery, removeMonitorAccountMutation, type MonitorAccount, type MonitorListQuery } from '../../queries/monitoring';
import { MONITOR_KIND_LABELS, MONITOR_STOPPED_LABELS, MONITORING_TEXTS as T } from '../../texts';
import { ADD_PATH, editPath, mayWriteMonitors, thresholdLines, todayLines } from '../monitoring-account-edit/monitoring-account-rules';

const AlertHistoryDrawer = lazy(() => import('./alert-history-drawer').then((m) => ({ default: m.AlertHistoryDrawer })));

const PAGE_SIZE_KEY = 'table_monitoring_account_page_size';
/** The list call takes at most 100 a page (each row reads its figures now). */
const SIZE_OPTIONS = [10, 20, 50, 100] as const;
const STATES = ['alerting', 'normal', 'disabled'] as const;
const STATE_LABELS = { alerting: T.STATE_ALERTING, normal: T.STATE_NORMAL, disabled: T.STATE_DISABLED } as const;

const FIELDS: FilterFieldConfig[] = [
  { key: 'media', label: T.MEDIA, type: 'list', options: MEDIA_CODES.map((code) => ({ value: code, label: MEDIA_DISPLAY_NAMES[code] })) },
  { key: 'state', label: T.STATE, type: 'list', options: STATES.map((value) => ({ value, label: STATE_LABELS[value] })) },
  { key: 'keyword', label: T.ACCOUNT, type: 'input', placeholder: T.KEYWORD },
];

type Filters = { media?: unknown; state?: unknown; keyword?: unknown };

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : value && typeof value === 'object' && 'value' in value ? text((value as { value: unknown }).value) : '';

/** The list call of the filters (pure: its spec reads it). */
export function toMonitorQuery(filters: Filters, page: { current: number; size: number }): MonitorListQuery {
  const keyword = text(filters.keyword);
  const state = (STATES as readonly unknown[]).includes(filters.state) ? (filters.state as MonitorListQuery['state']) : undefined;
  return {
    ...(isMediaCode(filters.media) ? { media: filters.media } : {}),
    ...(state ? { state } : {}),
    ...(keyword ? { keyword } : {}),
    current: page.current,
    size: Math.min(page.size, 100),
  };
}

const Lines = ({ lines }: { lines: readonly string[] }) => (
  <div className="tf-monitor-lines">
    {lines.map((line) => (
      <div key={line}>{line}</div>
    ))}
  </div>
);

function TodayState({ monitor }: { monitor: MonitorAccount }) {
  const { today } = monitor;
  if (!monitor.enabled) return <Tag color="grey">{T.STATE_DISABLED}</Tag>;
  return (
    <div>
      <Space wrap spacing={4}>
        {today.breaches.length === 0 ? <Tag color="green">{T.STATE_NORMAL}</Tag> : null}
        {today.breaches.map((kind) => (
          <Tag key={kind} color="red">
            {kind === 'stopped' && today.stopped ? MONITOR_STOPPED_LABELS[today.stopped] : MONITOR_KIND_LABELS[kind]}
          </Tag>
        ))}
      </Space>
      <Typography.Text type="tertiary" size="small">
        <Lines lines={[...todayLines(today), ...(today.show === null ? [T.NO_FIGURES] : []), ...(today.alerted.length ? [T.ALERTED_TODAY] : [])]} />
      </Typography.Text>
    </div>
  );
}

/**
 * 监测工具 › 监测账户 (shell spec §2.3 tools section; issue 23; docs/design/tools.md §8): the watched accounts of the
 * caller's scope with their lines, recipients, today's state and last alert; 告警记录 opens the history. ADMIN and
 * MANAGER add, edit and remove (decision D7); the other internal roles read, and are told why they cannot write.
 */
export default function MonitoringAccountPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSubApp();
  const writes = mayWriteMonitors(user);
  const list = useListState<Filters>({ pageSizeKey: PAGE_SIZE_KEY, sizeOptions: SIZE_OPTIONS, defaultSize: 20 });
  const monitors = useQuery({ ...monitorAccountsQuery(toMonitorQuery(list.filters, { current: list.page, size: list.size })), placeholderData: keepPreviousData });
  const remove = useMutation(removeMonitorAccountMutation);
  const [removing, setRemoving] = useState<MonitorAccount | null>(null);
  const [history, setHistory] = useState<MonitorAccount | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ predicate: isMonitorQuery });

  const columns: DataTableColumn<MonitorAccount>[] = [
    {
      key: 'account',
      title: T.ACCOUNT,
      width: 220,
      ellipsis: false,
      render: (_v, m) => (
        <div>
          <div>
            {m.accountName} {m.sandbox ? <Tag size="small">{T.SANDBOX}</Tag> : null}
          </div>
          <Typography.Text type="tertiary" size="small">
            {m.advertiserId}
          </Typography.Text>
        </div>
      ),
    },
    { key: 'media', title: T.MEDIA, width: 100, render: (_v, m) => MEDIA_DISPLAY_NAMES[m.media] },
    { key: 'thresholds', title: T.THRESHOLDS, width: 180, ellipsis: false, render: (_v, m) => <Lines lines={thresholdLines(m.thresholds).length ? thresholdLines(m.thresholds) : [T.NO_LINE]} /> },
    {
      key: 'recipients',
      title: T.RECIPIENTS,
      width: 180,
      ellipsis: false,
      render: (_v, m) => (
        <Lines
          lines={[
            m.recipients.users.length ? m.recipients.users.map((u) => u.name).join('、') : T.DEFAULT_RECIPIENTS,
            ...(m.recipients.emails.length ? [T.EMAILS(m.recipients.emails.length)] : []),
          ]}
        />
      ),
    },
    { key: 'today', title: T.TODAY, width: 220, ellipsis: false, render: (_v, m) => <TodayState monitor={m} /> },
    {
      key: 'lastAlert',
      title: T.LAST_ALERT,
      width: 170,
      ellipsis: false,
      render: (_v, m) => (m.lastAlert ? <Lines lines={[MONITOR_KIND_LABELS[m.lastAlert.kind], m.lastAlert.raiseTime]} /> : T.NONE),
    },
    {
      key: 'actions',
      title: T.ACTIONS,
      width: 220, // 编辑, 告警记录 and 移除 side by side
      fixed: 'right',
      ellipsis: false,
      render: (_v, m) => (
        <Space>
          {writes ? (
            <Button theme="borderless" size="small" aria-label={`${T.EDIT} ${m.accountName}`} onClick={() => void navigate(editPath(m.accountId))}>
              {T.EDIT}
            </Button>
          ) : null}
          <Button theme="borderless" size="small" aria-label={`${T.HISTORY} ${m.accountName}`} onClick={() => setHistory(m)}>
            {T.HISTORY}
          </Button>
          {writes ? (
            <Button theme="borderless" type="danger" size="small" aria-label={`${T.REMOVE} ${m.accountName}`} onClick={() => setRemoving(m)}>
              {T.REMOVE}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <PageFrame
      title={T.TITLE}
      extra={
        <WriteButton writes={writes} readOnly={T.READ_ONLY} onClick={() => void navigate(ADD_PATH)}>
          {T.ADD}
        </WriteButton>
      }
    >
      <Typography.Paragraph type="tertiary" size="small">
        {T.RULE_HINT}
      </Typography.Paragraph>
      <ListTable<MonitorAccount>
        label={T.LIST}
        fields={FIELDS}
        list={list}
        query={monitors}
        columns={columns}
        rowKey="accountId"
        texts={{ failed: T.LOAD_FAILED, empty: T.EMPTY, emptyFiltered: T.EMPTY_FILTERED }}
      />
      {removing ? (
        <RemoveDialog
          title={T.REMOVE_TITLE}
          okText={T.REMOVE}
          pending={remove.isPending}
          error={remove.error}
          onCancel={() => (remove.reset(), setRemoving(null))}
          onOk={() => remove.mutate({ accountId: removing.accountId }, { onSuccess: () => (Toast.success(T.REMOVED), setRemoving(null), refresh()) })}
        >
          {T.REMOVE_CONFIRM(removing.accountName)}
        </RemoveDialog>
      ) : null}
      {history ? (
        <Suspense fallback={null}>
          <AlertHistoryDrawer accountId={history.accountId} accountName={history.accountName} onClose={() => setHistory(null)} />
        </Suspense>
      ) : null}
    </PageFrame>
  );
}
