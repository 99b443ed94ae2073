import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { Schemas } from '@toufang/api';
import { Button, Empty, Spin } from '@toufang/ui';
import { MESSAGE_TEXTS, MESSAGE_TIME_FORMAT, MESSAGE_TYPE_LABELS } from '@toufang/domain';

type Summary = Schemas['MessageSummary'];

export interface MessageListProps<T extends Summary> {
  /** The list's name for screen readers, e.g. 未读. */
  label: string;
  items: readonly T[] | undefined;
  isPending: boolean;
  /** The failure to show instead of the list (the server's message when it sent one). */
  error: Error | null;
  onRetry(): void;
  selectedId: number | null;
  onOpen(message: T): void;
  /** Something to show after the type and time, e.g. a 未读 tag. */
  extra?(message: T): ReactNode;
}

/** One of the message centre's lists: each message a button (title, type, time); the open one is aria-current. */
export function MessageList<T extends Summary>({ label, items, isPending, error, onRetry, selectedId, onOpen, extra }: MessageListProps<T>) {
  if (isPending) {
    return (
      <div className="tf-message-center__state" aria-busy="true">
        <Spin />
      </div>
    );
  }
  if (error) {
    return (
      <div className="tf-message-center__state" role="alert">
        <p>{error.message || MESSAGE_TEXTS.LOAD_FAILED}</p>
        <Button onClick={onRetry}>{MESSAGE_TEXTS.RETRY}</Button>
      </div>
    );
  }
  if (!items || items.length === 0) {
    return <Empty className="tf-message-center__state" description={MESSAGE_TEXTS.EMPTY} />;
  }
  return (
    <ul className="tf-message-list" aria-label={label}>
      {items.map((message) => (
        <li key={message.msg_id}>
          <button
            type="button"
            className="tf-message-list__item"
            aria-current={message.msg_id === selectedId ? 'true' : undefined}
            onClick={() => onOpen(message)}
          >
            <span className="tf-message-list__title">{message.title}</span>
            <span className="tf-message-list__meta">
              <span>{MESSAGE_TYPE_LABELS[message.type]}</span>
              <time dateTime={message.create_time}>{dayjs(message.create_time).format(MESSAGE_TIME_FORMAT)}</time>
              {extra?.(message)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
