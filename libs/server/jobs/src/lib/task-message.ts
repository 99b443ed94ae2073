// The HTML of a job's TASK message (notifyUser): the refused items a push names, the rest counted, every text
// escaped (names and reasons come from people and from the media). Shared by the material and property pushes.

/** Text made safe inside the message's HTML. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One refused item as the message names it: what (the object and its account) and why. */
export interface TaskFailure {
  what: string;
  reason: string | null;
}

/** At most `shownMax` refused items as a list, and how many more the push's own view holds. */
export function failureListHtml(failures: readonly TaskFailure[], shownMax: number): string {
  const shown = failures.slice(0, shownMax);
  return [
    shown.length > 0 ? `<ul>${shown.map((f) => `<li>${escapeHtml(f.what)}：${escapeHtml(f.reason ?? '')}</li>`).join('')}</ul>` : '',
    failures.length > shown.length ? `<p>另有${failures.length - shown.length}个失败，请在推送结果中查看。</p>` : '',
  ].join('');
}

/** A batch job's outcome in the task centre's and messages' words: 成功N个, with ，失败M个 when some failed. */
export const outcomeCounts = (ok: number, failed: number): string => `成功${ok}个${failed > 0 ? `，失败${failed}个` : ''}`;
