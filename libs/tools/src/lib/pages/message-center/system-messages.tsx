import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { systemMessagesQuery, type Schemas } from '@toufang/api';
import { Pagination, Tag } from '@toufang/ui';
import { MESSAGE_STATE_LABELS, MESSAGE_TEXTS, PAGINATION } from '@toufang/domain';
import { MessageList } from './message-list';

type SystemRecord = Schemas['MessagePage']['records'][number];

export interface SystemMessagesProps {
  selectedId: number | null;
  onOpen(message: SystemRecord): void;
}

const SIZE_OPTIONS = [...PAGINATION.SIZE_OPTIONS];

/** The system messages, newest first, a page at a time (shell spec §3, §7, §9: page 1, size 10, 10/20/30/40). */
export function SystemMessages({ selectedId, onOpen }: SystemMessagesProps) {
  const [page, setPage] = useState<{ current: number; size: number }>({ current: PAGINATION.PAGE, size: PAGINATION.SIZE });
  // The previous page stays on screen while the next one loads, so the pager does not jump.
  const { data, isPending, error, refetch } = useQuery({ ...systemMessagesQuery(page), placeholderData: keepPreviousData });

  return (
    <div className="tf-message-center__system">
      <MessageList
        label={MESSAGE_TEXTS.SYSTEM_MESSAGES}
        items={data?.records}
        isPending={isPending}
        error={error}
        onRetry={() => void refetch()}
        selectedId={selectedId}
        onOpen={onOpen}
        extra={(message) =>
          message.state === 'unread' ? (
            <Tag size="small" color="red">
              {MESSAGE_STATE_LABELS.unread}
            </Tag>
          ) : null
        }
      />
      {data && data.total > 0 && (
        <Pagination
          className="tf-message-center__pager"
          total={data.total}
          currentPage={page.current}
          pageSize={page.size}
          pageSizeOpts={SIZE_OPTIONS}
          showSizeChanger
          onChange={(current, size) => setPage((before) => (size === before.size ? { current, size } : { current: PAGINATION.PAGE, size }))}
        />
      )}
    </div>
  );
}
