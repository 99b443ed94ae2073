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

/**
 * A board slot has a fixed height (widgets spec §9: 477 in 2 rows) and a width down to 218 px: the card is a column
 * whose body takes what the title leaves and scrolls a wide table or a long list inside it, both ways, instead of
 * the card cutting it off. The scrolling part takes the keyboard's focus, so it scrolls without a mouse too.
 */
const CARD_STYLE = { height: '100%', display: 'flex', flexDirection: 'column' } as const;
const BODY_STYLE = { flex: '1 1 auto', minHeight: 0, display: 'flex', flexDirection: 'column' } as const;
const SCROLL_STYLE = { flex: '1 1 auto', minHeight: 0, minWidth: 0, overflow: 'auto' } as const;

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
      <Card title={title} headerExtraContent={extra} style={CARD_STYLE} bodyStyle={BODY_STYLE}>
        <div className="tf-home-card__scroll" style={SCROLL_STYLE} tabIndex={0} role="group" aria-label={HOME_TEXTS.cardContent(title)}>
          {body}
        </div>
      </Card>
    </section>
  );
}
