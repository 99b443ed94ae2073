// 消息 (issue 24 "messages"): the person's five latest unread messages, as the header's bell lists them.
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { messageListsQuery } from '@toufang/api';
import { List, Typography } from '@toufang/ui';
import { HOME_TEXTS } from '../texts';
import { CardFrame } from './card-frame';

const SHOWN = 5;

export function MessagesCard() {
  const { data, isPending, error, refetch } = useQuery(messageListsQuery());
  const messages = (data?.unread ?? []).slice(0, SHOWN);
  return (
    <CardFrame
      title={HOME_TEXTS.messages}
      isPending={isPending}
      error={error}
      onRetry={() => void refetch()}
      empty={messages.length === 0}
      extra={<Link to="/tools-app/tool/account-tool/message-center">{HOME_TEXTS.more}</Link>}
    >
      <List
        aria-label={HOME_TEXTS.messages}
        dataSource={messages}
        renderItem={(m) => (
          <List.Item
            main={
              <div>
                <Typography.Text>{m.title}</Typography.Text>
                <div>
                  <Typography.Text type="tertiary" size="small">
                    {m.create_time}
                  </Typography.Text>
                </div>
              </div>
            }
          />
        )}
      />
    </CardFrame>
  );
}
