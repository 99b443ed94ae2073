-- 看板 (issue 24, docs/design/live-home.md §4.1, §4.6): each person's board, the layout module's config and the card in
-- each slot (BoardLayout of @toufang/domain, checked by checkBoardLayout before it is written). version counts the
-- saves: a save names the version it read, so a second page's save never silently overwrites the first's.
CREATE TABLE board_layouts (
  user_id    integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  layout     jsonb NOT NULL,
  version    integer NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
