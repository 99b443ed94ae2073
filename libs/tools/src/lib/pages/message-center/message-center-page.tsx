import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { messageListsQuery } from '@toufang/api';
import { Empty, PageFrame, Tabs } from '@toufang/ui';
import { MESSAGE_STATE_LABELS, MESSAGE_TEXTS, messageListLabel, messageStateOf, type MessageState } from '@toufang/domain';
import { MessageDetail, type OpenedVia } from './message-detail';
import { MessageList } from './message-list';
import { SystemMessages } from './system-messages';
import { useMessageMove } from './use-message-moves';
import './message-center-page.css';

type TabKey = MessageState | 'system';

const LISTS: readonly MessageState[] = ['unread', 'readed', 'trash'];

/** The query parameter that opens one message on arrival (the header's bell links with it). */
export const MSG_ID_PARAM = 'msg_id';
/** The query parameter of the open list (none: 未读), so a copied link opens the same list and page. */
export const TAB_PARAM = 'tab';
const TABS: readonly TabKey[] = [...LISTS, 'system'];

function parseTab(raw: string | null): TabKey {
  return TABS.find((key) => key === raw) ?? 'unread';
}

/** The params with the open list written in (未读, the default, left out) and the arrival's msg_id dropped. */
function withTab(params: URLSearchParams, tab: TabKey): URLSearchParams {
  const next = new URLSearchParams(params);
  if (tab === 'unread') next.delete(TAB_PARAM);
  else next.set(TAB_PARAM, tab);
  next.delete(MSG_ID_PARAM);
  return next;
}

function parseMsgId(raw: string | null): number | null {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * 消息中心 (shell spec §2.3 account tool, §4 message states, §7 message calls): the unread, read and
 * trashed lists beside the open message, and the paged system messages. Opening an unread message marks
 * it read; a read one can go to the trash and come back.
 */
export default function MessageCenterPage() {
  const lists = useQuery(messageListsQuery());
  const [selected, setSelected] = useState<{ id: number; via: OpenedVia } | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const arrivalId = parseMsgId(searchParams.get(MSG_ID_PARAM));
  const tab = parseTab(searchParams.get(TAB_PARAM));
  const setTab = (next: TabKey) => setSearchParams((params) => withTab(params, next), { replace: true });

  const markRead = useMessageMove('markRead');
  const remove = useMessageMove('remove');
  const restore = useMessageMove('restore');

  const open = (id: number, via: OpenedVia) => {
    setSelected({ id, via });
    if (lists.data && messageStateOf(lists.data, id) === 'unread') markRead.mutate({ msg_id: id });
  };

  // A msg_id in the address opens that message in its own list, once the lists are known; the parameter
  // is then dropped, so that the bell can open the same message again later.
  useEffect(() => {
    if (arrivalId === null || lists.isPending) return;
    const state = lists.data ? messageStateOf(lists.data, arrivalId) : null;
    open(arrivalId, 'centre');
    // One write: the message's list in the address and the parameter dropped.
    setSearchParams((params) => withTab(params, state ?? parseTab(params.get(TAB_PARAM))), { replace: true });
    // `open` reads the lists this effect waits for; re-running on its identity would open twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [arrivalId, lists.isPending]);

  const selectedState = selected && lists.data ? messageStateOf(lists.data, selected.id) : null;
  const selectedId = selected?.id ?? null;

  const listPane = (state: MessageState) => (
    <MessageList
      label={MESSAGE_STATE_LABELS[state]}
      items={lists.data?.[state]}
      isPending={lists.isPending}
      error={lists.error}
      onRetry={() => void lists.refetch()}
      selectedId={selectedId}
      onOpen={(message) => open(message.msg_id, 'centre')}
    />
  );

  return (
    <PageFrame title={MESSAGE_TEXTS.CENTRE}>
      <div className="tf-message-center">
        <div className="tf-message-center__side">
          <Tabs activeKey={tab} onChange={(key) => setTab(key as TabKey)} lazyRender>
            {LISTS.map((state) => (
              <Tabs.TabPane
                key={state}
                itemKey={state}
                tab={lists.data ? messageListLabel(state, lists.data[state].length) : MESSAGE_STATE_LABELS[state]}
              >
                {listPane(state)}
              </Tabs.TabPane>
            ))}
            <Tabs.TabPane itemKey="system" tab={MESSAGE_TEXTS.SYSTEM_MESSAGES}>
              <SystemMessages selectedId={selectedId} onOpen={(message) => open(message.msg_id, 'system')} />
            </Tabs.TabPane>
          </Tabs>
        </div>
        <section className="tf-message-center__detail" aria-label={MESSAGE_TEXTS.CONTENT}>
          {selected ? (
            <MessageDetail
              key={`${selected.via}-${selected.id}`}
              msgId={selected.id}
              via={selected.via}
              state={selectedState}
              busy={remove.isPending || restore.isPending}
              onRemove={(id) => remove.mutate({ msg_id: id })}
              onRestore={(id) => restore.mutate({ msg_id: id })}
            />
          ) : (
            <Empty className="tf-message-center__state" description={MESSAGE_TEXTS.PICK_ONE} />
          )}
        </section>
      </div>
    </PageFrame>
  );
}
