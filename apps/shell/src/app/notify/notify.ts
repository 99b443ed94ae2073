// Toasts for request failures (shell spec §8, 3 seconds per §9). Semi's Toast loads on the first message
// rather than with the login page: most visits never show one, and it keeps the login route in budget.
import type { Notify } from '@toufang/api';
import { NOTICE } from '@toufang/domain';

export const notify = (kind: Parameters<Notify>[0], text: string): void => {
  void import('./toast').then(({ showToast }) => showToast(kind, text, NOTICE.TOAST_DURATION_S));
};
