import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSubApp } from '@toufang/api/sub-app';
import { MEDIA_DISPLAY_NAMES } from '@toufang/domain';
import { ListTable, useListState } from '@toufang/list-kit';
import { Button, PageFrame, SandboxTag, Space, Tag, Toast, Typography, type DataTableColumn, type FilterFieldConfig } from '@toufang/ui';
import { WriteButton } from '../../write-button/write-button';
import { promotionActivitiesQuery, type PromotionActivity, type PromotionActivityListQuery } from '../../queries/promotion-activities';
import { PROMOTION_ACTIVITY_TEXTS as T } from '../../texts';
import { ADD_PATH, editPath, mayWriteActivities } from '../promotion-activity-edit/promotion-activity-rules';

const ActivityDaysModal = lazy(() => import('./activity-days-modal').then((m) => ({ default: m.ActivityDaysModal })));

const PAGE_SIZE_KEY = 'table_promotion_activity_page_size';
const SIZE_OPTIONS = [10, 20, 50, 100] as const;
/** The media with monitoring activities (the contract's PromotionActivityMedia). */
const ACTIVITY_MEDIA = ['toutiao', 'gdt', 'bilibili'] as const;
const STATES = ['watched', 'unwatched'] as const;

const FIELDS: FilterFieldConfig[] = [
  { key: 'media', label: T.MEDIA, type: 'list', options: ACTIVITY_MEDIA.map((code) => ({ value: code, label: MEDIA_DISPLAY_NAMES[code] })) },
  { key: 'state', label: T.STATE, type: 'list', options: [{ value: 'watched', label: T.WATCHED }, { value: 'unwatched', label: T.UNWATCHED }] },
  { key: 'keyword', label: T.NAME, type: 'input', placeholder: T.KEYWORD },
];

type Filters = { media?: unknown; state?: unknown; keyword?: unknown };

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : value && typeof value === 'object' && 'value' in value ? text((value as { value: unknown }).value) : '';

/** The list call of the filters (pure: its spec reads it). */
export function toActivityQuery(filters: Filters, page: { current: number; size: number }): PromotionActivityListQuery {
  const keyword = text(filters.keyword);
  const media = (ACTIVITY_MEDIA as readonly unknown[]).includes(filters.media) ? (filters.media as PromotionActivityListQuery['media']) : undefined;
  const state = (STATES as readonly unknown[]).includes(filters.state) ? filters.state : undefined;
  return {
    ...(media ? { media } : {}),
    ...(state ? { watched: state === 'watched' } : {}),
    ...(keyword ? { keyword } : {}),
    current: page.current,
    size: Math.min(page.size, 100),
  };
}

function copy(url: string) {
  // The clipboard is refused outside a secure context or without the page's focus: say so rather than fail quietly.
  navigator.clipboard.writeText(url).then(
    () => Toast.success(T.COPIED),
    () => Toast.error(T.COPY_FAILED),
  );
}

function Url({ url, label }: { url: string | null; label: string }) {
  if (!url) return <>{T.NONE}</>;
  return (
    <Space spacing={4} align="start">
      <Typography.Text size="small" style={{ wordBreak: 'break-all' }}>
        {url}
      </Typography.Text>
      <Button theme="borderless" size="small" aria-label={`${T.COPY}${label}`} onClick={() => copy(url)}>
        {T.COPY}
      </Button>
    </Space>
  );
}

/**
 * 监测工具 › 推广活动 (shell spec §2.3 tools section; issue 23; docs/design/tools.md §8): the monitoring activities of the
 * caller's accounts, their click and impression monitoring URLs (copyable), yesterday's and the 7 days' clicks and
 * conversions, and whether the daily sync watches them; 每日数据 opens an activity's days. ADMIN, MANAGER and OPERATE
 * add and edit; the other internal roles read, and are told why they cannot write.
 */
export default function PromotionActivityPage() {
  const navigate = useNavigate();
  const { user } = useSubApp();
  const writes = mayWriteActivities(user);
  const list = useListState<Filters>({ pageSizeKey: PAGE_SIZE_KEY, sizeOptions: SIZE_OPTIONS, defaultSize: 20 });
  const activities = useQuery({ ...promotionActivitiesQuery(toActivityQuery(list.filters, { current: list.page, size: list.size })), placeholderData: keepPreviousData });
  const [days, setDays] = useState<PromotionActivity | null>(null);

  const columns: DataTableColumn<PromotionActivity>[] = [
    {
      key: 'name',
      title: T.NAME,
      width: 200,
      ellipsis: false,
      render: (_v, a) => (
        <div>
          <div>{a.name}</div>
          <Typography.Text type="tertiary" size="small">
            {`${T.PROPERTY}：${a.propertyName}（${a.propertyId}）`}
          </Typography.Text>
        </div>
      ),
    },
    { key: 'media', title: T.MEDIA, width: 100, render: (_v, a) => MEDIA_DISPLAY_NAMES[a.media] },
    {
      key: 'account',
      title: T.ACCOUNT,
      width: 200,
      ellipsis: false,
      render: (_v, a) => (
        <div>
          <div>
            {a.accountName} {a.sandbox ? <SandboxTag /> : null}
          </div>
          <Typography.Text type="tertiary" size="small">
            {a.advertiserId}
          </Typography.Text>
        </div>
      ),
    },
    { key: 'clickUrl', title: T.CLICK_URL, width: 280, ellipsis: false, render: (_v, a) => <Url url={a.clickUrl} label={`${a.name}${T.CLICK_URL}`} /> },
    { key: 'impressionUrl', title: T.IMPRESSION_URL, width: 280, ellipsis: false, render: (_v, a) => <Url url={a.impressionUrl} label={`${a.name}${T.IMPRESSION_URL}`} /> },
    { key: 'yesterday', title: T.YESTERDAY, width: 130, align: 'right', render: (_v, a) => T.FIGURES(a.yesterday.clicks, a.yesterday.conversions) },
    { key: 'last7Days', title: T.LAST_7_DAYS, width: 130, align: 'right', render: (_v, a) => T.FIGURES(a.last7Days.clicks, a.last7Days.conversions) },
    {
      key: 'watched',
      title: T.STATE,
      width: 160,
      ellipsis: false,
      render: (_v, a) => (
        <div>
          <Tag color={a.watched ? 'green' : 'grey'}>{a.watched ? T.WATCHED : T.UNWATCHED}</Tag>
          <div>
            <Typography.Text type="tertiary" size="small">
              {a.syncedAt ? T.SYNCED_AT(a.syncedAt) : T.NEVER_SYNCED}
            </Typography.Text>
          </div>
        </div>
      ),
    },
    {
      key: 'actions',
      title: T.ACTIONS,
      width: 150,
      fixed: 'right',
      ellipsis: false,
      render: (_v, a) => (
        <Space>
          {writes ? (
            <Button theme="borderless" size="small" aria-label={`${T.EDIT} ${a.name}`} onClick={() => void navigate(editPath(a.id))}>
              {T.EDIT}
            </Button>
          ) : null}
          <Button theme="borderless" size="small" aria-label={`${T.DAYS} ${a.name}`} onClick={() => setDays(a)}>
            {T.DAYS}
          </Button>
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
        {T.HINT}
      </Typography.Paragraph>
      <ListTable<PromotionActivity>
        label={T.LIST}
        fields={FIELDS}
        list={list}
        query={activities}
        columns={columns}
        rowKey="id"
        texts={{ failed: T.LOAD_FAILED, empty: T.EMPTY, emptyFiltered: T.EMPTY_FILTERED }}
      />
      {days ? (
        <Suspense fallback={null}>
          <ActivityDaysModal activity={days} onClose={() => setDays(null)} />
        </Suspense>
      ) : null}
    </PageFrame>
  );
}
