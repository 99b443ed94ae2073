import { defineMutation } from '@toufang/api';

/** POST /api/material/favorite: Add materials to the caller's favourites (素材收藏) or take them out. The variables are the request body. */
export const materialFavoriteMutation = defineMutation('/api/material/favorite');
