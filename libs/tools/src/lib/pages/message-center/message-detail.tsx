import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { messageContentQuery, systemMessageQuery } from '@toufang/api';
import { Button, Spin, Typography } from '@toufang/ui';
import { MESSAGE_TEXTS, MESSAGE_TYPE_LABELS, type MessageState } from '@toufang/domain';
import { MessageActions } from './message-action';
import { sanitizeMessageHtml } from './sanitize-message';

/** Which call opens a message: the centre's content call, or the system list's own. */
export type OpenedVia = 'centre' | 'system';

export interface MessageDetailProps {
  msgId: number;
  via: OpenedVia;
  /** The message's list as the centre knows it now (it changes as the user moves it). */
  state: MessageState | null;
  onRemove(msgId: number): void;
  onRestore(msgId: number): void;
  busy: boolean;
}

const FULL_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The open message: title, type, time, its link and action, its sanitised content and the move its list allows. */
export function MessageDetail({ msgId, via, state, onRemove, onRestore, busy }: MessageDetailProps) {
  const centre = useQuery({ ...messageContentQuery(msgId), enabled: via === 'centre' });
  const system = useQuery({ ...systemMessageQuery(msgId), enabled: via === 'system' });
  const { data, isPending, error, refetch } = via === 'centre' ? centre : system;
  const html = useMemo(() => (data ? sanitizeMessageHtml(data.content) : ''), [data]);

  if (isPending) {
    return (
      <div className="tf-message-center__state" aria-busy="true">
        <Spin />
      </div>
    );
  }
  if (error || !data) {
    return (
      <div className="tf-message-center__state" role="alert">
        <p>{error?.message || MESSAGE_TEXTS.LOAD_FAILED}</p>
        <Button onClick={() => void refetch()}>{MESSAGE_TEXTS.RETRY}</Button>
      </div>
    );
  }
  const current = state ?? data.state;
  return (
    <article className="tf-message-detail" aria-labelledby="tf-message-detail-title">
      <header className="tf-message-detail__header">
        <Typography.Title heading={5} id="tf-message-detail-title" className="tf-message-detail__title">
          {data.title}
        </Typography.Title>
        <div className="tf-message-detail__meta">
          <span>{MESSAGE_TYPE_LABELS[data.type]}</span>
          <time dateTime={data.create_time}>{dayjs(data.create_time).format(FULL_TIME_FORMAT)}</time>
          {current === 'readed' && (
            <Button type="danger" size="small" loading={busy} onClick={() => onRemove(msgId)}>
              {MESSAGE_TEXTS.REMOVE}
            </Button>
          )}
          {current === 'trash' && (
            <Button size="small" loading={busy} onClick={() => onRestore(msgId)}>
              {MESSAGE_TEXTS.RESTORE}
            </Button>
          )}
        </div>
      </header>
      <MessageActions link={data.link} action={data.action} />
      {/* Sanitised above: the server's HTML never reaches the page with scripts or handlers. */}
      <div className="tf-message-detail__content" data-testid="message-content" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
