// 看板 of a fresh desk (issue 24, docs/design/live-home.md §6): the manager's board saved with six cards, so the page
// opens on a person's own arrangement (its 恢复默认 then means something). The demo operator has SHOW_BOARD_BUTTON off
// (demo-users.ts), so the manager holds it. One insert, inside the seed's transaction.
import type { BoardLayout } from '@toufang/domain';
import type { Queryable } from '@toufang/server-db';

/** Two wide columns of the day and its trend, one of money and news (checkBoardLayout passes it; board.spec.ts). */
export const SEEDED_BOARD: BoardLayout = {
  slots: [
    ['compare', 'trend'],
    ['topAccounts', 'mediaShare'],
    ['lowBalance', 'recentRuleActions'],
  ],
  widthType: 'customScale',
  scales: [2, 2, 1],
  cards: {
    compare: { kind: 'compare', settings: {} },
    trend: { kind: 'trend', settings: { range: 'last7' } },
    topAccounts: { kind: 'topAccounts', settings: { range: 'yesterday' } },
    mediaShare: { kind: 'mediaShare', settings: { range: 'last30' } },
    lowBalance: { kind: 'lowBalance', settings: {} },
    recentRuleActions: { kind: 'recentRuleActions', settings: {} },
  },
};

export async function seedBoards(tx: Queryable, now: Date): Promise<void> {
  await tx.query(`INSERT INTO board_layouts (user_id, layout, version, updated_at) SELECT id, $1::text::jsonb, 1, $2 FROM users WHERE username = 'manager'`, [
    JSON.stringify(SEEDED_BOARD),
    now,
  ]);
}
