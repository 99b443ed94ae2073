import { defineQuery } from '@toufang/api';

/** POST /api/user/user/v2/opt_select {} → the company's optimisers (MANAGER, OPERATE): 运营人员 to assign. */
export const optimisersQuery = () => defineQuery('post', '/api/user/user/v2/opt_select', { body: {} });
