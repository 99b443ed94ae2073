import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { messageListsQuery } from '@toufang/api';
import { Badge, Dropdown, IconBell, Spin } from '@toufang/ui';
import { bellLabel, latestMessages, MESSAGE_TEXTS, MESSAGE_TIME_FORMAT } from '@toufang/domain';
import { useMustChangePassword } from '../../app/session/must-change-password';
import './message-bell.css';

/** Where the message centre lives (tools-app, account tool); the layout passes the route table's path. */
export const MESSAGE_CENTER_PATH = '/tools-app/tool/account-tool/message-center';

/** The centre's address that opens one message: `<path>?msg_id=<id>`. */
export function messageLink(messageCenterPath: string, msgId: number): string {
  return `${messageCenterPath}?${new URLSearchParams({ msg_id: String(msgId) })}`;
}

/** How long the dropdown stays after the pointer leaves, so it can travel from the bell into the list. */
const HOVER_CLOSE_DELAY_MS = 150;

export interface MessageBellProps {
  messageCenterPath?: string;
}

/**
 * The header's message bell (shell spec §2.5): a red dot while unread messages exist, and a dropdown of
 * the 5 latest messages; one opens in the message centre. It shares the message centre's query, so
 * reading a message there clears the dot here.
 */
export function MessageBell({ messageCenterPath = MESSAGE_CENTER_PATH }: MessageBellProps) {
  // Behind the forced password change the server refuses the messages (403): they are asked for after it.
  const held = useMustChangePassword();
  const { data, isPending, isError, isStale, refetch } = useQuery({ ...messageListsQuery(), enabled: !held });
  const unread = data?.unread.length ?? 0;
  const latest = data ? latestMessages(data) : [];

  const [open, setOpen] = useState(false);
  // Opened by the pointer resting on the bell: a click then keeps it open instead of closing it.
  const openedByHover = useRef(false);
  // Opened from the keyboard: focus moves to the first message once the key is released (earlier, the
  // same Enter would also follow that link). 'waiting' until the key is up, 'ready' if the list is not there yet.
  const keyboardFocus = useRef<'none' | 'waiting' | 'ready'>('none');
  const panelRef = useRef<HTMLDivElement | null>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const triggerRef = useRef<HTMLSpanElement>(null);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Opening the list re-reads it once it is older than the desk's stale time, so new messages show up
  // without polling.
  const reveal = () => {
    // refetch() ignores `enabled`: a held session does not ask here either.
    if (isStale && !held) void refetch({ cancelRefetch: false }); // joins a read already under way
    setOpen(true);
  };
  const show = () => {
    clearTimeout(closeTimer.current);
    if (!open) openedByHover.current = true;
    reveal();
  };
  const hideSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  };
  const close = () => {
    clearTimeout(closeTimer.current);
    setOpen(false);
  };

  const onTriggerClick = (event: MouseEvent) => {
    clearTimeout(closeTimer.current);
    // Enter and Space reach here as a click without a pointer (detail 0).
    keyboardFocus.current = event.detail === 0 ? 'waiting' : 'none';
    if (open && !openedByHover.current) {
      setOpen(false);
    } else {
      openedByHover.current = false;
      reveal();
    }
  };
  const onTriggerKeyDown = (event: KeyboardEvent) => {
    // Semi's Dropdown turns Enter and Space into a click; keep Space from scrolling the page.
    if (event.key === ' ') event.preventDefault();
  };
  const focusFirstItem = (panelNode: HTMLDivElement) => {
    keyboardFocus.current = 'none';
    panelNode.querySelector<HTMLElement>('a')?.focus();
  };
  const onTriggerKeyUp = (event: KeyboardEvent) => {
    if (keyboardFocus.current !== 'waiting' || (event.key !== 'Enter' && event.key !== ' ')) return;
    if (panelRef.current) focusFirstItem(panelRef.current);
    else keyboardFocus.current = 'ready';
  };
  const onEscape = () => {
    close();
    triggerRef.current?.focus();
  };

  const placeFocus = (panelNode: HTMLDivElement | null) => {
    panelRef.current = panelNode;
    if (panelNode && keyboardFocus.current === 'ready') focusFirstItem(panelNode);
  };

  const panel = (
    <div
      className="tf-message-bell__panel"
      ref={placeFocus}
      role="region"
      aria-label={MESSAGE_TEXTS.LATEST}
      onMouseEnter={show}
      onMouseLeave={hideSoon}
    >
      <div className="tf-message-bell__heading">{MESSAGE_TEXTS.LATEST}</div>
      {isPending ? (
        <div className="tf-message-bell__state">
          <Spin />
        </div>
      ) : isError ? (
        <div className="tf-message-bell__state">{MESSAGE_TEXTS.LOAD_FAILED}</div>
      ) : latest.length === 0 ? (
        <div className="tf-message-bell__state">{MESSAGE_TEXTS.EMPTY}</div>
      ) : (
        <ul className="tf-message-bell__list">
          {latest.map((message) => (
            <li key={message.msg_id}>
              <Link className="tf-message-bell__item" to={messageLink(messageCenterPath, message.msg_id)} onClick={close}>
                <span className="tf-message-bell__title">{message.title}</span>
                <time className="tf-message-bell__time" dateTime={message.create_time}>
                  {dayjs(message.create_time).format(MESSAGE_TIME_FORMAT)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Link className="tf-message-bell__all" to={messageCenterPath} onClick={close}>
        {MESSAGE_TEXTS.VIEW_ALL}
      </Link>
    </div>
  );

  return (
    <Dropdown
      trigger="custom"
      visible={open}
      // Without the leave animation: Semi ignores a show while one still runs, and a quick reopen would be lost.
      motion={false}
      position="bottomRight"
      render={panel}
      onClickOutSide={close}
      closeOnEsc
      onEscKeyDown={onEscape}
    >
      {/* A focusable element rather than a <button>: Semi clicks the trigger itself on Enter and Space,
          and a native button would click a second time. */}
      <span
        ref={triggerRef}
        className="tf-message-bell"
        role="button"
        tabIndex={0}
        aria-label={bellLabel(unread)}
        onClick={onTriggerClick}
        onKeyDown={onTriggerKeyDown}
        onKeyUp={onTriggerKeyUp}
        onMouseEnter={show}
        onMouseLeave={hideSoon}
      >
        {unread > 0 ? (
          <Badge dot type="danger">
            <IconBell size="large" aria-hidden />
          </Badge>
        ) : (
          <IconBell size="large" aria-hidden />
        )}
      </span>
    </Dropdown>
  );
}
