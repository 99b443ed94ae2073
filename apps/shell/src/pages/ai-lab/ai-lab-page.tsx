// AI实验室 (ailab-app/lab, AI_LAB_BUTTON; docs/design/live-home.md §5.5): the shell's own page, since ailab-app
// has no library. One card per AI function of the desk the user may open, each linking to its pages; nothing is
// fetched (the composed route table and the session already say what the user may open).
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useSessionStore } from '@toufang/api';
import { useSubApp } from '@toufang/api/sub-app';
import { Card, EmptyPlaceholder, PageFrame, Space, Typography } from '@toufang/ui';
import { guardUserOf } from '../../app/session/guard-user';
import { aiLabCards } from './ai-lab-rules';
import { AI_LAB_TEXTS as T } from './texts';
import './ai-lab-page.css';

/** The route table's title of this page. */
const TITLE = 'AI实验室';

export default function AiLabPage() {
  const { user, routes } = useSubApp();
  const permissions = useSessionStore((s) => s.permissions);
  const cards = useMemo(() => aiLabCards(routes, guardUserOf(user, permissions)), [routes, user, permissions]);
  return (
    <PageFrame title={TITLE}>
      {cards.length === 0 ? (
        <EmptyPlaceholder text={T.EMPTY}>
          <Typography.Text type="tertiary">{T.EMPTY_HINT}</Typography.Text>
        </EmptyPlaceholder>
      ) : (
        <>
          <Typography.Paragraph type="tertiary">{T.INTRO}</Typography.Paragraph>
          <ul className="tf-ai-lab__cards" aria-label={TITLE}>
            {cards.map((card) => (
              <li key={card.key} aria-label={card.title}>
                <Card className="tf-ai-lab__card" title={<Typography.Title heading={5}>{card.title}</Typography.Title>}>
                  <Typography.Paragraph>{card.description}</Typography.Paragraph>
                  <Space wrap spacing={16}>
                    {card.links.map((link) => (
                      <Link key={link.name} to={link.to}>
                        {link.label}
                      </Link>
                    ))}
                  </Space>
                </Card>
              </li>
            ))}
          </ul>
        </>
      )}
    </PageFrame>
  );
}
