// 看板 (issue 24 "arrangeable cards over the same figures using the layout module widgets … saved per person";
// docs/design/live-home.md §5.2): the person's board on LayoutModuleView, one component per card kind; 编辑布局 opens
// LayoutModuleConfig in a drawer with the cards the person may have, 保存 sends it with the version read (another
// page's save since is refused in the server's words), 恢复默认 puts the default board back in the editor.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@toufang/api';
import { useSubApp } from '@toufang/api/sub-app';
import { BOARD_CARD_KIND_KEYS, BOARD_CARD_KINDS, boardCardAvailable, DEFAULT_BOARD, type BoardLayout } from '@toufang/domain';
import { Button, DeskDrawer, LayoutModuleConfig, LayoutModuleView, PageFrame, Space, Spin, Toast, Typography, type LayoutConfig } from '@toufang/ui';
import { boardCardComponent } from '../../cards/board-card';
import { CardFrame } from '../../cards/card-frame';
import { CardSettings } from './card-settings';
import { boardQuery, saveBoardMutation, type Board } from '../../queries/home';
import { BOARD_TEXTS } from '../../texts';
import '../home/home.css';

/** The layout's cards after an edit: each slot keeps its card (and settings), a new slot gets the card of its id. */
export function withCards(config: LayoutConfig, cards: BoardLayout['cards']): BoardLayout {
  const next: BoardLayout['cards'] = {};
  for (const id of config.slots.flat()) next[id] = cards[id] ?? { kind: id as BoardLayout['cards'][string]['kind'], settings: {} };
  return { slots: config.slots, widthType: config.widthType, ...(config.scales ? { scales: config.scales } : {}), cards: next };
}

const copy = (layout: BoardLayout): BoardLayout => JSON.parse(JSON.stringify(layout)) as BoardLayout;

export default function BoardPage() {
  const { user } = useSubApp();
  const client = useQueryClient();
  const board = useQuery(boardQuery());
  const save = useMutation(saveBoardMutation);
  const [draft, setDraft] = useState<BoardLayout | null>(null);
  const modules = BOARD_CARD_KIND_KEYS.filter((kind) => boardCardAvailable(kind, user.buttonConfig)).map((kind) => ({ id: kind, title: BOARD_CARD_KINDS[kind].title }));

  if (board.isPending || board.error || !board.data) {
    return (
      <PageFrame title={BOARD_TEXTS.title}>
        {board.isPending ? <Spin /> : <CardFrame title={BOARD_TEXTS.title} isPending={false} error={board.error} onRetry={() => void board.refetch()} />}
      </PageFrame>
    );
  }
  const current = board.data;
  const layout = current.layout as BoardLayout;
  const components = Object.fromEntries(layout.slots.flat().map((id) => [id, boardCardComponent(layout.cards[id])]));

  function submit() {
    if (!draft) return;
    save.mutate(
      { layout: draft as Board['layout'], version: current.version },
      {
        onSuccess: (saved) => {
          client.setQueryData(boardQuery().queryKey, saved);
          setDraft(null);
          Toast.success(BOARD_TEXTS.saved);
        },
        onError: (error) => Toast.error(isApiError(error) ? error.message : String(error)),
      },
    );
  }

  return (
    <PageFrame
      title={BOARD_TEXTS.title}
      extra={
        <Button onClick={() => setDraft(copy(layout))} aria-haspopup="dialog">
          {BOARD_TEXTS.edit}
        </Button>
      }
    >
      {current.saved ? null : <Typography.Text type="tertiary">{BOARD_TEXTS.defaultBoard}</Typography.Text>}
      <LayoutModuleView config={layout} components={components} />
      <DeskDrawer
        visible={draft !== null}
        title={BOARD_TEXTS.editTitle}
        onCancel={() => setDraft(null)}
        footer={
          <Space>
            <Button onClick={() => setDraft(copy(DEFAULT_BOARD))}>{BOARD_TEXTS.reset}</Button>
            <Button onClick={() => setDraft(null)}>{BOARD_TEXTS.cancel}</Button>
            <Button theme="solid" type="primary" loading={save.isPending} onClick={submit}>
              {BOARD_TEXTS.save}
            </Button>
          </Space>
        }
      >
        {draft ? (
          <>
            <LayoutModuleConfig value={draft} modules={modules} onChange={(config) => setDraft(withCards(config, draft.cards))} />
            <CardSettings layout={draft} onChange={setDraft} />
          </>
        ) : null}
      </DeskDrawer>
    </PageFrame>
  );
}
