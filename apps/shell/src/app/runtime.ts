import { createApiRuntime, createQueryClient } from '@toufang/api';
import { NOTICE } from '@toufang/domain';
import { Toast } from '@toufang/ui';

// One client for the whole desk: failures reach the user as toasts that last 3 seconds (shell spec §9).
createApiRuntime({
  notify: (kind, text) => (kind === 'warning' ? Toast.warning({ content: text, duration: NOTICE.TOAST_DURATION_S }) : Toast.error({ content: text, duration: NOTICE.TOAST_DURATION_S })),
});

export const queryClient = createQueryClient();
