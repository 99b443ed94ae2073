// Route table of common-app (shell spec §2.3, the common part of the assets section). Each menu entry is on
// the first level and names its group heading; the per-media property pages live in the media libraries.
import { withPages, type SubAppRoute } from '@toufang/api/sub-app';
import { pages } from './pages';

const ASSETS = 'common-app/assets';
const DMP = `${ASSETS}/dmp`;

/** Group headings of the assets section's dropdown and side menu. */
export const ASSET_GROUPS = {
  materials: '素材管理',
  titles: '标题管理',
  dmp: '数据平台',
  naming: '标签与命名',
} as const;

const material = { section: 'assets', area: 'assetsCommon', group: ASSET_GROUPS.materials } as const;
const titles = { section: 'assets', area: 'assetsTitles', group: ASSET_GROUPS.titles } as const;
const naming = { section: 'assets', area: 'assetsCommon', group: ASSET_GROUPS.naming } as const;

const table: readonly SubAppRoute[] = [
  { ...material, name: 'newMaterialLibrary', path: `${ASSETS}/material-library-all`, title: '素材库' },
  {
    ...material,
    name: 'materialLibraryUploadAll',
    path: `${ASSETS}/material-library-upload-all/:uploadType`,
    title: '上传素材',
    hidden: true,
  },
  // The per-media material library of earlier versions; old links still open it (shell spec §2.3).
  { ...material, name: 'materialLibraryMedia', path: `${ASSETS}/material-library/:mediaCode`, title: '媒体素材库', hidden: true },
  {
    ...material,
    name: 'materialLibraryMediaUpload',
    path: `${ASSETS}/material-library/:mediaCode/:uploadType`,
    title: '上传媒体素材',
    hidden: true,
  },
  { ...material, name: 'materialFavorite', path: `${ASSETS}/material-favorite`, title: '素材收藏' },
  { ...material, name: 'materialSummary', path: `${ASSETS}/material-summary`, title: '素材汇总', requires: { performance: true } },
  { ...material, name: 'materialReview', path: `${ASSETS}/material-review`, title: '素材审核' },
  // Opened by whoever received the share link: no main layout and no token (shell spec §2.3, §2.4).
  {
    ...material,
    name: 'materialReviewShare',
    path: 'common-app/material-review-share/:id',
    title: '素材审核分享',
    hidden: true,
    standalone: true,
  },
  { ...titles, name: 'titleGroup', path: `${ASSETS}/title-group`, title: '标题组' },
  { ...titles, name: 'title', path: `${ASSETS}/title`, title: '标题' },
  {
    name: 'dmp',
    path: DMP,
    title: '数据平台',
    section: 'assets',
    area: 'dmp',
    group: ASSET_GROUPS.dmp,
    // The audience library needs both the server's deliveryDmp key and the user's USER_LIB_BUTTON flag.
    requires: { dynamicKey: 'deliveryDmp', buttonConfig: 'USER_LIB_BUTTON' },
    redirect: 'dmpHandpick',
    children: [
      { name: 'dmpHandpick', path: `${DMP}/handpick`, title: '精选人群包' },
      { name: 'dmpCustomCrowd', path: `${DMP}/custom-crowd`, title: '自定义人群' },
      { name: 'dmpMy', path: `${DMP}/my`, title: '我的人群' },
      { name: 'dmpConsume', path: `${DMP}/consume`, title: '消耗明细' },
      { name: 'dmpAiExpand', path: `${DMP}/ai-expand`, title: 'AI扩量' },
    ],
  },
  { ...naming, name: 'labelManagement', path: `${ASSETS}/label-management`, title: '标签管理' },
  { ...naming, name: 'nameAnalysisManagement', path: `${ASSETS}/name-analysis-management`, title: '命名解析管理' },
  // The naming-rule editor opened from name-analysis management; the shell hides header and menu by its path (§2.5).
  { ...naming, name: 'addNameRules', path: 'common-app/add-name-rules', title: '添加命名规则', hidden: true },
];

export const routes: readonly SubAppRoute[] = withPages(table, pages);
