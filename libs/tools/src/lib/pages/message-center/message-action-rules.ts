// What a message offers besides its text (openapi MessageAction): 撤销 of a delivery edit while its window
// lasts, once, and the file of an export. The rules, without the DOM.
import type { Schemas } from '@toufang/api';

export type MessageAction = Schemas['MessageAction'];
export type UndoAction = Extract<MessageAction, { kind: 'undo' }>;
export type DownloadAction = Extract<MessageAction, { kind: 'download' }>;
type DeliveryEdit = Schemas['DeliveryEdit'];

export const MESSAGE_ACTION_TEXTS = {
  OPEN_LINK: '查看相关对象',
  UNDO: '撤销',
  UNDO_TITLE: '撤销修改',
  UNDO_OK: '确定撤销',
  undoConfirm: (applied: number) =>
    `撤销后，本次修改成功的${applied}个对象将恢复为修改前的值（同样遵守媒体的修改限制），且只能撤销一次。确定撤销吗？`,
  undoUntil: (time: string) => `可在 ${time} 前撤销`,
  UNDO_QUEUED: '已提交撤销，正在恢复修改前的值，完成后会发送消息通知',
  UNDO_REFUSED: '撤销未执行',
  UNDO_FAILED: '撤销失败，请稍后重试',
  UNDO_EXPIRED: '已超过撤销时限，不能再撤销',
  UNDO_DONE: '该修改已撤销',
  UNDO_CLOSED: '该修改没有可撤销的对象',
  DOWNLOAD: '下载文件',
  EXPORT_PENDING: '文件正在生成，请稍后再试',
  EXPORT_FAILED: '文件下载失败，请稍后重试',
} as const;

/** The confirmation dialog's width, px: a sentence or two, narrower than the desk's 1200 px default. */
export const UNDO_DIALOG_WIDTH = 480;

/** How the deadline reads beside the button (dayjs format). */
export const UNDO_TIME_FORMAT = 'HH:mm:ss';

/**
 * Where 撤销 stands: offered (`open`), already used (`undone`), out of time (`expired`), never possible
 * because no row was applied or the edit is itself an undo (`closed`), or not known until the edit is read
 * (`checking`). The edit, when read, is the server's word and wins over the message's `until`.
 */
export type UndoState = 'checking' | 'open' | 'undone' | 'expired' | 'closed';

export function undoDeadline(action: UndoAction, edit: DeliveryEdit | undefined): number {
  return Date.parse(edit?.undoUntil ?? action.until);
}

export function undoState(action: UndoAction, edit: DeliveryEdit | undefined, now: number, usedHere = false): UndoState {
  if (usedHere || (edit && edit.undoneBy !== null)) return 'undone';
  if (undoDeadline(action, edit) <= now) return 'expired';
  if (!edit) return 'checking';
  if (edit.undoOf !== null || edit.undoUntil === null || !edit.results.some((r) => r.ok === true)) return 'closed';
  return 'open';
}

/** Rows the edit changed: what 撤销 restores. */
export function appliedCount(edit: DeliveryEdit): number {
  return edit.results.filter((r) => r.ok === true).length;
}

/** The longest a browser timer waits (2^31 − 1 ms); a later deadline is waited for in steps. */
export const MAX_TIMER_MS = 2_147_483_647;

/** A download path of the API (a single-use link), made absolute against the API's base path (shell spec §3 environment). */
export function downloadHref(url: string, apiBasePath: string): string {
  return url.startsWith('/') ? `${apiBasePath.replace(/\/$/, '')}${url}` : url;
}

/** Starts a download of a single-use link: a plain navigation, since the link carries its own token. */
export function startDownload(href: string): void {
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.rel = 'noopener';
  anchor.download = '';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
}
