import { defineQuery, type InitOf } from '@toufang/api';

const PATH = '/api/material/favorite';

/** POST /api/material/favorite: Add materials to the callers favourites (素材收藏) or take them out. */
export const materialFavoriteQuery = (init: InitOf<'post', typeof PATH>) => defineQuery('post', PATH, init);
