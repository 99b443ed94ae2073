// The frame every card of 首页 and 看板 shares: its title, and the loading, failed and empty states of its call, so a
// card never shows a half state (widgets spec §8: 暂无数据).
import type { ReactNode } from 'react';
import { Button, Card, EmptyPlaceholder, Spin, Typography } from '@toufang/ui';
import { HOME_TEXTS } from '../texts';

export interface CardFrameProps {
  title: string;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  /** Nothing to show once loaded. */
  empty?: boolean;
  emptyText?: string;
  extra?: ReactNode;
  children?: ReactNode;
}

export function CardFrame({ title, isPending, error, onRetry, empty, emptyText, extra, children }: CardFrameProps) {
  let body: ReactNode;
  if (isPending) body = <Spin />;
  else if (error) {
    const message = error instanceof Error ? error.message : HOME_TEXTS.failed;
    body = (
      <div role="alert" className="tf-home-card__failed">
        <Typography.Text type="danger">{`${HOME_TEXTS.failed}：${message}`}</Typography.Text>
        <Button size="small" onClick={onRetry}>
          {HOME_TEXTS.retry}
        </Button>
      </div>
    );
  } else if (empty) body = <EmptyPlaceholder compact text={emptyText} />;
  else body = children;
  return (
    <section className="tf-home-card" aria-label={title}>
      <Card title={title} headerExtraContent={extra} style={{ height: '100%' }} bodyStyle={{ overflow: 'auto' }}>
        {body}
      </Card>
    </section>
  );
}
