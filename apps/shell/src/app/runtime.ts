import { createApiRuntime, createQueryClient } from '@toufang/api';
import { notify } from './notify/notify';

// One client for the whole desk: failures reach the user as toasts that last 3 seconds (shell spec §9).
createApiRuntime({ notify });

export const queryClient = createQueryClient();
