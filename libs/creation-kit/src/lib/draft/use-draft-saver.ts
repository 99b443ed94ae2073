// Saves the body as the person types: a while after the last change to the server's draft, to local storage
// when that call fails (offline, server down), so a reload, a crash or the version check's reload loses
// nothing (issue 22). The body the editor opened with is not a change and is not saved.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Schemas } from '@toufang/api';
import type { CreationTemplateBody } from '@toufang/domain';
import { removeCreationDraftMutation } from '../queries/draft-remove';
import { saveCreationDraftMutation } from '../queries/draft-save';
import { clearLocalDraft, writeLocalDraft } from './draft-store';

/** How long after the last change the draft is saved. */
export const DRAFT_DELAY_MS = 800;

export type DraftStatus = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; at: number } | { kind: 'local'; at: number };

export interface DraftSaver {
  status: DraftStatus;
  /** Saves now what is pending (before leaving for the next step). */
  flush(): Promise<void>;
  /** Removes the draft everywhere (after a save or a submission, or 放弃草稿). */
  remove(): Promise<void>;
}

/** `enabled` false: a copy of existing objects keeps no draft (it is no template; its start is the objects). */
export function useDraftSaver({ draftKey, body, name, delayMs = DRAFT_DELAY_MS, enabled = true }: { draftKey: string; body: CreationTemplateBody; name: string; delayMs?: number; enabled?: boolean }): DraftSaver {
  const save = useMutation(saveCreationDraftMutation);
  const drop = useMutation(removeCreationDraftMutation);
  const [status, setStatus] = useState<DraftStatus>({ kind: 'idle' });
  const current = JSON.stringify([body, name]);
  const savedRef = useRef(current);
  const pendingRef = useRef<{ body: CreationTemplateBody; name: string; text: string } | null>(null);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const { mutateAsync } = save;

  const write = useCallback(async () => {
    const pending = pendingRef.current;
    if (!pending) return;
    pendingRef.current = null;
    setStatus({ kind: 'saving' });
    try {
      await mutateAsync({ key: draftKey, name: pending.name.slice(0, 50), body: pending.body as Schemas['CreationTemplateBody'] });
      savedRef.current = pending.text;
      clearLocalDraft(draftKey);
      setStatus({ kind: 'saved', at: Date.now() });
    } catch {
      const at = Date.now();
      writeLocalDraft(draftKey, { body: pending.body, name: pending.name, savedAt: at });
      savedRef.current = pending.text;
      setStatus({ kind: 'local', at });
    }
  }, [draftKey, mutateAsync]);

  useEffect(() => {
    if (!enabled || current === savedRef.current) return;
    pendingRef.current = { body, name, text: current };
    if (timerRef.current) clearTimeout(timerRef.current);
    timerRef.current = setTimeout(() => {
      timerRef.current = null;
      void write();
    }, delayMs);
  }, [enabled, current, body, name, delayMs, write]);

  // Leaving the page with a change pending: keep it locally at once (the server call could not finish).
  useEffect(
    () => () => {
      if (timerRef.current) clearTimeout(timerRef.current);
      const pending = pendingRef.current;
      if (pending) writeLocalDraft(draftKey, { body: pending.body, name: pending.name, savedAt: Date.now() });
    },
    [draftKey],
  );

  const flush = useCallback(async () => {
    if (timerRef.current) {
      clearTimeout(timerRef.current);
      timerRef.current = null;
    }
    await write();
  }, [write]);

  const { mutateAsync: removeAsync } = drop;
  const remove = useCallback(async () => {
    if (timerRef.current) clearTimeout(timerRef.current);
    timerRef.current = null;
    pendingRef.current = null;
    if (!enabled) return;
    clearLocalDraft(draftKey);
    setStatus({ kind: 'idle' });
    try {
      await removeAsync({ key: draftKey });
    } catch {
      // The server keeps an old draft until the next save replaces it; nothing the person can act on.
    }
  }, [enabled, draftKey, removeAsync]);

  return { status, flush, remove };
}
