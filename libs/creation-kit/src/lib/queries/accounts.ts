// POST /api/delivery/accounts: the caller's accounts of the media (the delivery pickers' call, same roles).
import { defineQuery } from '@toufang/api';
import type { MediaCode } from '@toufang/domain';

export const creationAccountsQuery = (media: MediaCode) => defineQuery('post', '/api/delivery/accounts', { body: { media } });
