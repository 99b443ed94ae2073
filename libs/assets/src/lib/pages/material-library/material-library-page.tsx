import { MaterialLibraryView } from './material-library-view';

/** 素材库 (material-library-all): every material the person sees. */
export default function MaterialLibraryPage() {
  return <MaterialLibraryView />;
}
