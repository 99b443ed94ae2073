import { useState } from 'react';
import { isThenable } from './is-thenable';

/**
 * The inline editors' save: a plain answer from the caller finishes at once; a promise shows the saving state
 * and finishes when it resolves; a rejection leaves the editor open with the text, so it can be retried (the
 * caller reports the failure).
 */
export function useAwaitedSave(): { saving: boolean; save: (answer: unknown, finish: () => void) => Promise<void> } {
  const [saving, setSaving] = useState(false);
  const save = async (answer: unknown, finish: () => void) => {
    if (!isThenable(answer)) {
      finish();
      return;
    }
    setSaving(true);
    try {
      await answer;
      setSaving(false);
      finish();
    } catch {
      setSaving(false);
    }
  };
  return { saving, save };
}
