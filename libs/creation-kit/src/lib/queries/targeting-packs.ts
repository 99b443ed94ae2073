// POST /api/property/list of type target: the media's 定向包 in the chosen accounts (the property lists).
import { defineQuery } from '@toufang/api';
import type { MediaCode } from '@toufang/domain';

/** The packs a page of the picker lists (the contract's page bound). */
export const TARGETING_PACKS_PAGE = 100;

export const targetingPacksQuery = (media: MediaCode, accountIds: readonly number[]) =>
  defineQuery('post', '/api/property/list', {
    body: { media, type: 'target', accountIds: [...accountIds], state: 'enabled', current: 1, size: TARGETING_PACKS_PAGE },
  });
