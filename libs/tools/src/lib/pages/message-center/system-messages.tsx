import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useListState } from '@toufang/list-kit';
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
/** The list kit's key for this list; the pager here does not remember a size, so it only names the list. */
const PAGE_SIZE_KEY = 'table_system_message_page_size';

/** The system messages, newest first, a page at a time (shell spec §3, §7, §9: page 1, size 10, 10/20/30/40). */
export function SystemMessages({ selectedId, onOpen }: SystemMessagesProps) {
  // The page and size live in the URL (the list kit), beside the open list's tab.
  const view = useListState({ pageSizeKey: PAGE_SIZE_KEY, defaultSize: PAGINATION.SIZE, sizeOptions: PAGINATION.SIZE_OPTIONS });
  const page = { current: view.page, size: view.size };
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
          onChange={(current, size) => view.setPage(size === page.size ? { current, size } : { current: PAGINATION.PAGE, size })}
        />
      )}
    </div>
  );
}
