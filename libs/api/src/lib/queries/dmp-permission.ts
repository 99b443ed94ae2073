import { defineQuery } from '../query-helpers';

/** POST /api/user/user/ads_dmp/customer/permission → { permissions: ['deliveryDmp', …] }: dynamic menu keys. */
export const dmpPermissionQuery = () => defineQuery('post', '/api/user/user/ads_dmp/customer/permission', { body: {} });
