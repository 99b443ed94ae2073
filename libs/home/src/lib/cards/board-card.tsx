// One component per kind of 看板 card (docs/design/live-home.md §5.2); a kind this desk does not know has none, so its
// slot shows the layout module's 组件没有传入 (widgets spec §8).
import type { ReactNode } from 'react';
import { isBoardCardKind, type BoardCard } from '@toufang/domain';
import { BoardRangeCard } from './board-range-cards';
import { CompareCard } from './compare-card';
import { LiveRoomsCard } from './live-rooms-card';
import { LowBalanceCard } from './low-balance-card';
import { MessagesCard } from './messages-card';
import { RecentRuleActionsCard } from './recent-rule-actions-card';
import { RecentTasksCard } from './recent-tasks-card';

/** The card's component, or undefined for a kind without one. */
export function boardCardComponent(card: BoardCard | undefined): ReactNode | undefined {
  if (!card || !isBoardCardKind(card.kind)) return undefined;
  const settings = card.settings ?? {};
  switch (card.kind) {
    case 'compare':
      return <CompareCard media={settings.media} />;
    case 'trend':
    case 'mediaShare':
    case 'topAccounts':
    case 'topPlans':
      return <BoardRangeCard kind={card.kind} settings={settings} />;
    case 'lowBalance':
      return <LowBalanceCard media={settings.media} />;
    case 'recentTasks':
      return <RecentTasksCard media={settings.media} />;
    case 'recentRuleActions':
      return <RecentRuleActionsCard />;
    case 'messages':
      return <MessagesCard />;
    case 'liveRooms':
      return <LiveRoomsCard />;
  }
}
