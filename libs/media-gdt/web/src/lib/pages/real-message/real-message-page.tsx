// 认证结果 (gdt-app/promote/gdtV3/real-message, hidden; shell spec §2.3): where each 腾讯广告 account stands
// with the media and with the desk. It shows only what the desk holds: the media's status of the account and
// the authorisation the desk works through. The qualification and real-name review details are not synced
// from the media, and the page says so rather than invent them.
import dayjs from 'dayjs';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { WIDGET_PAGINATION } from '@toufang/domain';
import { Banner, Button, DataTable, Input, PageFrame, SandboxTag, TablePagination, Typography, readStoredPageSize, type DataTableColumn } from '@toufang/ui';
import { gdtAccountsQuery, type GdtAccount } from '../../queries/gdt-accounts';
import { REAL_MESSAGE_TEXTS as T } from '../../terms';
import './real-message-page.css';

/** Remembered page size (table_ keys survive a local-storage clear, shell spec §4). */
const PAGE_SIZE_KEY = 'table_gdt_real_message_page_size';
/** The query parameter that opens one account's result (its id on the media), e.g. from the account list. */
export const ACCOUNT_PARAM = 'accountId';
const TIME_FORMAT = 'YYYY-MM-DD HH:mm';
/** Column widths, px: what the longest usual content needs. */
const WIDTHS = { name: 240, id: 140, status: 110, auth: 110, time: 160, error: 240 } as const;

const time = (value: string | null) => (value ? dayjs(value).format(TIME_FORMAT) : T.NONE);

const COLUMNS: DataTableColumn<GdtAccount>[] = [
  {
    key: 'accountName',
    title: T.ACCOUNT,
    width: WIDTHS.name,
    render: (_v, row) => (
      <span className="tf-gdt-real-message__name">
        <span>{row.accountName}</span>
        {row.sandbox && <SandboxTag />}
      </span>
    ),
  },
  { key: 'accountId', title: T.ACCOUNT_ID, width: WIDTHS.id },
  { key: 'statusText', title: T.ACCOUNT_STATUS, width: WIDTHS.status },
  { key: 'authStatusText', title: T.AUTH_STATUS, width: WIDTHS.auth, render: (_v, row) => row.authStatusText ?? T.NO_AUTH },
  { key: 'authExpiresAt', title: T.AUTH_EXPIRES, width: WIDTHS.time, render: (_v, row) => time(row.authExpiresAt) },
  { key: 'lastSyncedAt', title: T.SYNCED, width: WIDTHS.time, render: (_v, row) => time(row.lastSyncedAt) },
  { key: 'lastSyncError', title: T.SYNC_ERROR, width: WIDTHS.error, render: (_v, row) => row.lastSyncError ?? T.NONE },
];

export default function RealMessagePage() {
  const [params] = useSearchParams();
  const [draft, setDraft] = useState(() => params.get(ACCOUNT_PARAM) ?? '');
  const [keyword, setKeyword] = useState(draft.trim());
  const [page, setPage] = useState<{ current: number; size: number }>(() => ({ current: WIDGET_PAGINATION.PAGE, size: readStoredPageSize(PAGE_SIZE_KEY) ?? WIDGET_PAGINATION.SIZE }));
  const list = useQuery({
    ...gdtAccountsQuery({ current: page.current, size: page.size, ...(keyword ? { keyword } : {}) }),
    placeholderData: keepPreviousData,
  });

  const search = () => {
    setKeyword(draft.trim());
    setPage((before) => ({ ...before, current: WIDGET_PAGINATION.PAGE }));
  };

  return (
    <PageFrame title={T.TITLE}>
      <Banner type="info" description={T.NOTICE} closeIcon={null} className="tf-gdt-real-message__notice" />
      <div className="tf-gdt-real-message__search">
        <Input aria-label={T.SEARCH} placeholder={T.SEARCH} value={draft} onChange={setDraft} onEnterPress={search} showClear />
        <Button onClick={search}>{T.SEARCH_BUTTON}</Button>
      </div>
      {list.error ? (
        <Typography.Text type="danger" role="alert">
          {list.error.message}
        </Typography.Text>
      ) : (
        <>
          <DataTable aria-label={T.TABLE} columns={COLUMNS} rows={list.data?.records ?? []} rowKey="id" loading={list.isFetching} emptyText={T.EMPTY} />
          <TablePagination
            total={list.data?.total ?? 0}
            current={page.current}
            size={page.size}
            storageKey={PAGE_SIZE_KEY}
            onChange={({ current, size }) => setPage({ current, size })}
          />
        </>
      )}
    </PageFrame>
  );
}
