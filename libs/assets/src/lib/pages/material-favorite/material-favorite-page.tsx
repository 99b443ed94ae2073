import { MaterialLibraryView } from '../material-library/material-library-view';

/** 素材收藏 (material-favorite): the person's favourites, on the same list as 素材库. */
export default function MaterialFavoritePage() {
  return <MaterialLibraryView favoriteOnly />;
}
