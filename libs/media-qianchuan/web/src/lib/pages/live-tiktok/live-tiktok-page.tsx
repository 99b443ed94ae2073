// 我的抖音号 (shell spec §2.3 authorization/tiktok; issue 24; design §5.1 live-tiktok, §4.2 live/aweme/*): the 抖音号
// in the caller's scope with the 千川账户 each is bound to, 授权期至 and its state (有效 / 即将到期 / 已过期 / 已解绑);
// 授权抖音号 (accounts → the consent page → back here), 续期 and 解绑 per binding (解绑 confirmed with the live plans
// it stops), 刷新. The filters live in the URL (list kit); the list is not paged (a company has a few dozen 抖音号).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@toufang/api';
import { formatChinaTime } from '@toufang/domain';
import { ListEmpty, useListState } from '@toufang/list-kit';
import { Banner, Button, DataTable, FilterArea, PageFrame, SandboxTag, Space, Spin, Tag, Toast, Typography, type DataTableColumn, type FilterFieldConfig, useReturnFocus } from '@toufang/ui';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { completeAwemeAuthorizationMutation } from '../../queries/live-aweme-authorize-complete';
import { LIVE_AWEME_KEY, liveAwemeListQuery, type LiveAccountOption, type LiveAweme, type LiveAwemeBinding } from '../../queries/live-aweme-list';
import { refreshAwemesMutation } from '../../queries/live-aweme-refresh';
import { renewAwemeMutation } from '../../queries/live-aweme-renew';
import { LIVE_TIKTOK_TEXTS as T, LIVE_WORDS as W } from '../../texts';
import { consentAnswer, daysUntil, toAwemeQuery, type TiktokFilters } from './live-tiktok-rules';

// The dialogs load when first opened (the authorise dialog brings the form kit).
const AuthorizeDialog = lazy(() => import('./authorize-dialog').then((m) => ({ default: m.AuthorizeDialog })));
const UnbindDialog = lazy(() => import('./unbind-dialog').then((m) => ({ default: m.UnbindDialog })));

const STATE_COLORS = { active: 'green', expiring: 'orange', expired: 'red', unbound: 'grey' } as const;
const PAGE_SIZE_KEY = 'table_qianchuan_live_tiktok_page_size';
const day = (iso: string | null) => (iso ? formatChinaTime(iso).slice(0, 10) : W.NONE);

function fields(accounts: readonly LiveAccountOption[]): FilterFieldConfig[] {
  return [
    { key: 'keyword', label: T.KEYWORD, type: 'input', placeholder: T.KEYWORD_PLACEHOLDER },
    { key: 'state', label: T.STATE, type: 'list', options: (Object.keys(T.STATES) as (keyof typeof T.STATES)[]).map((s) => ({ value: s, label: T.STATES[s] })) },
    { key: 'accountId', label: T.ACCOUNTS, type: 'list', options: accounts.map((a) => ({ value: a.accountId, label: a.accountName, subtitle: a.accountId })) },
  ];
}

function StateTag({ state }: { state: LiveAweme['state'] }) {
  return (
    <Tag size="small" color={STATE_COLORS[state]}>
      {T.STATES[state]}
    </Tag>
  );
}

/** The way back from the consent page: the code exchanged once, the answer shown, the address cleaned. */
function useConsentReturn(onGranted: () => void) {
  const [params, setParams] = useSearchParams();
  const answer = consentAnswer(params);
  const complete = useMutation(completeAwemeAuthorizationMutation);
  const exchanged = useRef(false);
  useEffect(() => {
    if (!answer || exchanged.current) return;
    exchanged.current = true;
    // The code is single-use: a reload must not offer it again.
    setParams({}, { replace: true });
    if ('denied' in answer) {
      Toast.warning(T.DENIED);
      return;
    }
    complete.mutate(answer, {
      onSuccess: (aweme) => {
        if (!aweme) return;
        Toast.success(T.GRANTED(aweme.name, aweme.bindings.filter((b) => b.state !== 'unbound').length));
        onGranted();
      },
    });
    // Read once from the address the consent page sent the user back to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return complete;
}

export default function LiveTiktokPage() {
  const list = useListState<TiktokFilters>({ pageSizeKey: PAGE_SIZE_KEY });
  const awemes = useQuery(liveAwemeListQuery(toAwemeQuery(list.filters)));
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: LIVE_AWEME_KEY });
  const complete = useConsentReturn(reload);
  const refresh = useMutation(refreshAwemesMutation);
  const renew = useMutation(renewAwemeMutation);
  const [authorizing, setAuthorizing] = useState(false);
  const [unbinding, setUnbinding] = useState<{ aweme: LiveAweme; binding: LiveAwemeBinding } | null>(null);
  // Keyboard users keep their place: focus goes back to the button that opened a dialog.
  const focus = useReturnFocus();
  const openUnbind = (next: { aweme: LiveAweme; binding: LiveAwemeBinding }) => {
    focus.remember();
    setUnbinding(next);
  };
  const closeDialogs = () => {
    setAuthorizing(false);
    setUnbinding(null);
    focus.restore();
  };
  const accounts = awemes.data?.accounts;
  const shownFields = useMemo(() => fields(accounts ?? []), [accounts]);

  const renewing = (aweme: LiveAweme, b: LiveAwemeBinding) => renew.isPending && renew.variables?.awemeId === aweme.awemeId && renew.variables.accountId === b.accountId;
  const columns: DataTableColumn<LiveAweme>[] = [
    {
      key: 'name',
      title: T.NAME,
      width: 200,
      render: (_v, row) => (
        <Space vertical align="start" spacing={2}>
          <Space spacing={4}>
            <span>{row.name}</span>
            {row.sandbox ? <SandboxTag /> : null}
          </Space>
          <Typography.Text size="small" type="tertiary">
            {row.awemeId}
          </Typography.Text>
        </Space>
      ),
    },
    { key: 'authType', title: T.AUTH_TYPE, width: 90, render: (_v, row) => T.AUTH_TYPES[row.authType] ?? row.authType },
    {
      key: 'accounts',
      title: T.ACCOUNTS,
      width: 460,
      ellipsis: false,
      render: (_v, row) =>
        row.bindings.length === 0 ? (
          W.NONE
        ) : (
          <Space vertical align="start" spacing={4}>
            {row.bindings.map((b) => (
              <Space key={b.accountId} spacing={4}>
                <span>{b.accountName}</span>
                <Typography.Text size="small" type="tertiary">
                  {b.accountId}
                </Typography.Text>
                {b.state !== row.state ? <StateTag state={b.state} /> : null}
                {b.state === 'unbound' ? null : (
                  <>
                    {/* One binding's date is the 授权期至 column's; several each show their own. */}
                    {row.bindings.length > 1 ? (
                      <Typography.Text size="small" type="tertiary">
                        {T.AUTHORIZED_UNTIL}
                        {` ${day(b.authorizedUntil)}`}
                      </Typography.Text>
                    ) : null}
                    <Button
                      size="small"
                      theme="borderless"
                      aria-label={T.RENEW_ROW(`${row.name}（${b.accountName}）`)}
                      loading={renewing(row, b)}
                      onClick={() =>
                        renew.mutate(
                          { accountId: b.accountId, awemeId: row.awemeId },
                          {
                            onSuccess: (after) => {
                              const until = after?.bindings.find((x) => x.accountId === b.accountId)?.authorizedUntil ?? null;
                              Toast.success(T.RENEWED(row.name, day(until)));
                              reload();
                            },
                          },
                        )
                      }
                    >
                      {T.RENEW}
                    </Button>
                    <Button size="small" theme="borderless" type="danger" aria-label={T.UNBIND_ROW(row.name, b.accountName)} onClick={() => openUnbind({ aweme: row, binding: b })}>
                      {T.UNBIND}
                    </Button>
                  </>
                )}
              </Space>
            ))}
          </Space>
        ),
    },
    {
      key: 'authorizedUntil',
      title: T.AUTHORIZED_UNTIL,
      width: 130,
      render: (_v, row) => (
        <Space vertical align="start" spacing={2}>
          <span>{day(row.authorizedUntil)}</span>
          {row.state === 'expiring' && row.authorizedUntil ? (
            <Typography.Text size="small" type="warning">
              {T.EXPIRES_IN(daysUntil(row.authorizedUntil))}
            </Typography.Text>
          ) : null}
        </Space>
      ),
    },
    { key: 'state', title: T.STATE, width: 90, render: (_v, row) => <StateTag state={row.state} /> },
    { key: 'syncedAt', title: T.SYNCED_AT, width: 150, render: (_v, row) => formatChinaTime(row.syncedAt).slice(0, 16) },
  ];

  return (
    <PageFrame
      title={T.TITLE}
      extra={
        <Space>
          <Button
            loading={refresh.isPending}
            onClick={() =>
              refresh.mutate(
                {},
                {
                  onSuccess: (after) => {
                    if (after) Toast.success(T.REFRESHED(after.rows.length));
                    reload();
                  },
                },
              )
            }
          >
            {W.REFRESH}
          </Button>
          <Button
            theme="solid"
            onClick={() => {
              focus.remember();
              setAuthorizing(true);
            }}
          >
            {T.AUTHORIZE}
          </Button>
        </Space>
      }
    >
      <Typography.Paragraph type="tertiary" size="small">
        {T.HINT}
      </Typography.Paragraph>
      {complete.isPending ? <Spin tip={T.EXCHANGING} /> : null}
      {complete.isError ? <Banner type="danger" closeIcon={null} description={isApiError(complete.error) ? complete.error.message : String(complete.error)} /> : null}
      <FilterArea fields={shownFields} querying={awemes.isFetching} {...list.filterProps(awemes.refetch)} />
      <DataTable<LiveAweme>
        aria-label={T.LIST}
        columns={columns}
        rows={awemes.data?.rows ?? []}
        rowKey="awemeId"
        loading={awemes.isPending}
        emptyText={<ListEmpty list={awemes} failed={T.LOAD_FAILED} empty={T.EMPTY} emptyFiltered={T.EMPTY_FILTERED} filtered={list.filtered} />}
      />
      <Suspense fallback={null}>
        {authorizing ? <AuthorizeDialog accounts={accounts} onClose={closeDialogs} /> : null}
        {unbinding ? (
          <UnbindDialog
            aweme={unbinding.aweme}
            binding={unbinding.binding}
            onClose={closeDialogs}
            onUnbound={() => {
              closeDialogs();
              reload();
            }}
          />
        ) : null}
      </Suspense>
    </PageFrame>
  );
}
