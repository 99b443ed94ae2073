// Where a draft lives (docs/design/creation.md §4, §5): the server's draft operations under one key per user
// and template (`template:{id}`, `new:{media}:{variant}`), and this browser's local storage when the server
// cannot be reached. The newer of the two is restored.
import type { CreationTemplateBody, MediaCode } from '@toufang/domain';

/** Local storage keys of drafts (not `table_`: a logout clears them, as it clears the session). */
export const LOCAL_DRAFT_PREFIX = 'creation_draft:';

export interface StoredDraft {
  body: CreationTemplateBody;
  name: string;
  /** Milliseconds since the epoch. */
  savedAt: number;
}

export function draftKey(media: MediaCode, variant: string, templateId: number | null): string {
  return templateId ? `template:${templateId}` : `new:${media}:${variant}`;
}

export function readLocalDraft(key: string): StoredDraft | null {
  try {
    const raw = localStorage.getItem(LOCAL_DRAFT_PREFIX + key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<StoredDraft>;
    if (!parsed || typeof parsed !== 'object' || !parsed.body || typeof parsed.savedAt !== 'number') return null;
    return { body: parsed.body, name: typeof parsed.name === 'string' ? parsed.name : '', savedAt: parsed.savedAt };
  } catch {
    // A draft that cannot be read is no draft (storage off, or a hand-edited value).
    return null;
  }
}

export function writeLocalDraft(key: string, draft: StoredDraft): boolean {
  try {
    localStorage.setItem(LOCAL_DRAFT_PREFIX + key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearLocalDraft(key: string): void {
  try {
    localStorage.removeItem(LOCAL_DRAFT_PREFIX + key);
  } catch {
    // Nothing to clear where storage is off.
  }
}

/** The server's savedAt (China time, YYYY-MM-DD HH:mm:ss) in milliseconds; NaN when unreadable. */
export function chinaTimeMs(text: string): number {
  return Date.parse(`${text.replace(' ', 'T')}+08:00`);
}

/** The newer of the server's and the local draft, or null when there is neither. */
export function newerDraft(server: { body: CreationTemplateBody; name: string; savedAt: string } | null | undefined, local: StoredDraft | null): StoredDraft | null {
  const fromServer = server ? { body: server.body, name: server.name, savedAt: chinaTimeMs(server.savedAt) } : null;
  if (fromServer && local) return local.savedAt > fromServer.savedAt ? local : fromServer;
  return fromServer ?? local;
}
