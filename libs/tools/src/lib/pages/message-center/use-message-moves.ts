import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  markMessageReadMutation,
  messageListsQuery,
  removeReadMessageMutation,
  restoreMessageMutation,
  systemMessagesQuery,
} from '@toufang/api';
import { MESSAGE_TEXTS, moveMessage, NOTICE, type MessageMove } from '@toufang/domain';
import { Toast } from '@toufang/ui';

const MUTATIONS = {
  markRead: markMessageReadMutation,
  remove: removeReadMessageMutation,
  restore: restoreMessageMutation,
} as const;

const SUCCESS_TEXTS: Partial<Record<MessageMove, string>> = {
  remove: MESSAGE_TEXTS.REMOVED,
  restore: MESSAGE_TEXTS.RESTORED,
};

// Every page of the system list: its rows carry each message's state.
const SYSTEM_PAGES_KEY = [systemMessagesQuery({ size: 1, current: 1 }).queryKey[0]];

/**
 * One move of shell spec §4 (mark read, remove, restore). The lists move at once (the header's bell reads
 * the same query, so its dot follows) and are re-read from the server when the call settles. A failure
 * puts the lists back; the desk's API runtime has already shown the server's message, so no toast here.
 */
export function useMessageMove(move: MessageMove) {
  const client = useQueryClient();
  const listsKey = messageListsQuery().queryKey;
  return useMutation({
    // The three calls differ only in their path: same body ({msg_id}), same empty answer.
    ...(MUTATIONS[move] as typeof markMessageReadMutation),
    onMutate: async ({ msg_id }) => {
      await client.cancelQueries({ queryKey: listsKey });
      const previous = client.getQueryData(listsKey);
      if (previous) client.setQueryData(listsKey, moveMessage(previous, msg_id, move));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) client.setQueryData(listsKey, context.previous);
    },
    onSuccess: () => {
      const text = SUCCESS_TEXTS[move];
      if (text) Toast.success({ content: text, duration: NOTICE.TOAST_DURATION_S });
    },
    onSettled: () =>
      Promise.all([client.invalidateQueries({ queryKey: listsKey }), client.invalidateQueries({ queryKey: SYSTEM_PAGES_KEY })]),
  });
}
