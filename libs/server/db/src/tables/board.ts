// 看板's table (migrations/052_board.sql, docs/design/live-home.md §4.6): each person's board and its save count.
import type { Json, Timestamp } from './columns';

export interface BoardLayoutsTable {
  user_id: number;
  /** A BoardLayout of @toufang/domain, checked by checkBoardLayout before it is written. */
  layout: Json<Record<string, unknown>>;
  version: number;
  updated_at: Timestamp;
}

export interface BoardTables {
  board_layouts: BoardLayoutsTable;
}
