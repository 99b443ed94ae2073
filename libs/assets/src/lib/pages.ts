// The pages of this library by route name; routes.ts puts each on its route with withPages. A route not
// named here shows its frame and an honest empty state. `nx g page` adds entries here.
import type { PagesByRouteName } from '@toufang/api/sub-app';

export const pages: PagesByRouteName = {
  labelManagement: () => import('./pages/label-management/label-management-page'),
  newMaterialLibrary: () => import('./pages/material-library/material-library-page'),
  materialFavorite: () => import('./pages/material-favorite/material-favorite-page'),
  materialSummary: () => import('./pages/material-summary/material-summary-page'),
  title: () => import('./pages/title/title-page'),
  titleGroup: () => import('./pages/title-group/title-group-page'),
  // The legacy per-media route is the same page, checked against that media (its path names it).
  materialLibraryUploadAll: () => import('./pages/material-upload/material-upload-page'),
  materialLibraryMediaUpload: () => import('./pages/material-upload/material-upload-page'),
  // The legacy per-media library is 素材库 filtered by that media (shell spec §2.3).
  materialLibraryMedia: () => import('./pages/material-library-media/material-library-media-page'),
  materialReview: () => import('./pages/material-review/material-review-page'),
  materialReviewShare: () => import('./pages/material-review-share/material-review-share-page'),
  // 数据平台 (docs/design/properties.md §4.1).
  dmpHandpick: () => import('./pages/dmp-handpick/dmp-handpick-page'),
  dmpCustomCrowd: () => import('./pages/dmp-custom-crowd/dmp-custom-crowd-page'),
  dmpMy: () => import('./pages/dmp-my/dmp-my-page'),
  dmpConsume: () => import('./pages/dmp-consume/dmp-consume-page'),
  dmpAiExpand: () => import('./pages/dmp-ai-expand/dmp-ai-expand-page'),
  // 命名解析 (issue 21, design §4.2); the editor is full screen by its path (shell spec §2.5).
  nameAnalysisManagement: () => import('./pages/name-analysis-management/name-analysis-management-page'),
  addNameRules: () => import('./pages/add-name-rules/add-name-rules-page'),
};
