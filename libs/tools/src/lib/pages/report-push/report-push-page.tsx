import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import { ListTable, useListState } from '@toufang/list-kit';
import { Button, PageFrame, Space, Switch, Tag, Toast, Typography, type DataTableColumn, type FilterFieldConfig } from '@toufang/ui';
import { RemoveDialog } from '../../remove-dialog/remove-dialog';
import { isPushQuery, pushRulesQuery, removePushRuleMutation, testSendPushRuleMutation, togglePushRuleMutation, type PushRule } from '../../queries/report-push';
import { REPORT_PUSH_TEXTS as T } from '../../texts';
import { ADD_PATH, editPath, sendTimesText } from '../report-push-edit/report-push-rules';

const DeliveriesDrawer = lazy(() => import('./deliveries-drawer').then((m) => ({ default: m.DeliveriesDrawer })));
const InboxDrawer = lazy(() => import('./inbox-drawer').then((m) => ({ default: m.InboxDrawer })));

const PAGE_SIZE_KEY = 'table_report_push_page_size';
const SIZE_OPTIONS = [10, 20, 50, 100] as const;
const FIELDS: FilterFieldConfig[] = [{ key: 'keyword', label: T.NAME, type: 'input', placeholder: T.KEYWORD }];

type Filters = { keyword?: unknown };
const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : value && typeof value === 'object' && 'value' in value ? text((value as { value: unknown }).value) : '';

const errorText = (error: unknown) => (isApiError(error) ? error.message : String(error));

/** A rule's channels, the local receivers' marked 本机 (nothing there reaches a real chat or mailbox). */
function Channels({ rule }: { rule: PushRule }) {
  return (
    <Space wrap spacing={4}>
      {rule.channels.map((c) => (
        <Tag key={c.id} color={c.local ? 'grey' : 'blue'}>
          {T.CHANNEL_LABELS[c.kind]}
          {c.local ? `（${T.LOCAL}）` : ''}
        </Tag>
      ))}
    </Space>
  );
}

function LastDelivery({ rule }: { rule: PushRule }) {
  const last = rule.lastDelivery;
  if (!last) return <>{T.NONE}</>;
  return (
    <div>
      <Space spacing={4}>
        <Tag color={last.state === 'sent' ? 'green' : last.state === 'failed' ? 'red' : 'grey'}>{T.STATE_LABELS[last.state]}</Tag>
        {last.test ? <Tag>{T.TEST_TAG}</Tag> : null}
      </Space>
      <Typography.Text type="tertiary" size="small">
        <div>{`${T.CHANNEL_LABELS[last.channel]} ${last.sentTime ?? last.createTime}`}</div>
        {last.state === 'failed' && last.message ? <div>{last.message}</div> : null}
      </Typography.Text>
    </div>
  );
}

/**
 * 定时报表推送 › 推送规则 (shell spec §2.3 tools section; issue 23; docs/design/tools.md §8): the push rules of the
 * caller's scope with their scope, real send times (约09:07发送), channels and last delivery; 测试发送 queues one
 * delivery per channel now; 推送记录 shows a rule's deliveries with every attempt; 本机接收端 shows what the local
 * receivers got, when the server has them.
 */
export default function ReportPushPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useListState<Filters>({ pageSizeKey: PAGE_SIZE_KEY, sizeOptions: SIZE_OPTIONS, defaultSize: 20 });
  const rules = useQuery({ ...pushRulesQuery(list.page, Math.min(list.size, 100), text(list.filters.keyword) || undefined), placeholderData: keepPreviousData });
  const toggle = useMutation(togglePushRuleMutation);
  const testSend = useMutation(testSendPushRuleMutation);
  const remove = useMutation(removePushRuleMutation);
  const [removing, setRemoving] = useState<PushRule | null>(null);
  const [deliveries, setDeliveries] = useState<PushRule | null>(null);
  const [inbox, setInbox] = useState(false);
  const refresh = () => void queryClient.invalidateQueries({ predicate: isPushQuery });

  const columns: DataTableColumn<PushRule>[] = [
    { key: 'name', title: T.NAME, width: 180 },
    {
      key: 'scope',
      title: T.SCOPE,
      width: 200,
      ellipsis: false,
      render: (_v, r) => (
        <div>
          <div>{r.scope.kind === 'accounts' ? T.SCOPE_ACCOUNTS(r.scope.ids.length) : T.SCOPE_PROJECTS(r.scope.ids.length)}</div>
          <Typography.Text type="tertiary" size="small">
            {r.scopeNames.slice(0, 3).join('、')}
            {r.scopeNames.length > 3 ? '…' : ''}
          </Typography.Text>
        </div>
      ),
    },
    { key: 'send', title: T.SEND_TIMES, width: 200, ellipsis: false, render: (_v, r) => sendTimesText(r) },
    { key: 'channels', title: T.CHANNELS, width: 200, ellipsis: false, render: (_v, r) => <Channels rule={r} /> },
    { key: 'last', title: T.LAST_DELIVERY, width: 200, ellipsis: false, render: (_v, r) => <LastDelivery rule={r} /> },
    {
      key: 'enabled',
      title: T.ENABLED,
      width: 80,
      render: (_v, r) => (
        <Switch
          aria-label={`${T.ENABLED} ${r.name}`}
          size="small"
          checked={r.enabled}
          onChange={(on: boolean) => toggle.mutate({ id: r.id, enabled: on }, { onSuccess: () => (Toast.success(T.TOGGLED(on)), refresh()), onError: (e) => Toast.error(errorText(e)) })}
        />
      ),
    },
    {
      key: 'actions',
      title: T.ACTIONS,
      width: 260,
      fixed: 'right',
      ellipsis: false,
      render: (_v, r) => (
        <Space>
          <Button theme="borderless" size="small" aria-label={`${T.EDIT} ${r.name}`} onClick={() => void navigate(editPath(r.id))}>
            {T.EDIT}
          </Button>
          <Button
            theme="borderless"
            size="small"
            aria-label={`${T.TEST_SEND} ${r.name}`}
            loading={testSend.isPending && testSend.variables?.id === r.id}
            onClick={() =>
              testSend.mutate({ id: r.id }, { onSuccess: (sent) => (Toast.success(T.TEST_SENT(sent?.deliveries.length ?? 0)), refresh()), onError: (e) => Toast.error(errorText(e)) })
            }
          >
            {T.TEST_SEND}
          </Button>
          <Button theme="borderless" size="small" aria-label={`${T.DELIVERIES} ${r.name}`} onClick={() => setDeliveries(r)}>
            {T.DELIVERIES}
          </Button>
          <Button theme="borderless" type="danger" size="small" aria-label={`${T.REMOVE} ${r.name}`} onClick={() => setRemoving(r)}>
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
        <Space>
          {rules.data?.receivers ? <Button onClick={() => setInbox(true)}>{T.RECEIVERS}</Button> : null}
          <Button theme="solid" type="primary" onClick={() => void navigate(ADD_PATH)}>
            {T.ADD}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="tertiary" size="small">
        {T.SEND_HINT}
        {rules.data?.receivers ? `；${T.LOCAL_HINT}` : ''}
      </Typography.Paragraph>
      <ListTable<PushRule>
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
          {T.REMOVE_CONFIRM(removing.name)}
        </RemoveDialog>
      ) : null}
      <Suspense fallback={null}>
        {deliveries ? <DeliveriesDrawer rule={deliveries} onClose={() => setDeliveries(null)} /> : null}
        {inbox ? <InboxDrawer onClose={() => setInbox(false)} /> : null}
      </Suspense>
    </PageFrame>
  );
}
