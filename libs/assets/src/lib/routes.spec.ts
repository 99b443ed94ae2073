import { describe, expect, it } from 'vitest';
import { flattenRoutes, isTokenFreeRoute, routeTableProblems } from '@toufang/domain';
import { ASSET_GROUPS, routes } from './routes';

const all = flattenRoutes(routes);
const byName = (name: string) => {
  const route = all.find((r) => r.name === name);
  if (!route) throw new Error(`no route named ${name}`);
  return route;
};

describe('common-app route table', () => {
  it('is well formed under common-app', () => {
    expect(routeTableProblems(routes, ['common-app'])).toEqual([]);
  });

  it('puts every first-level entry in the assets section', () => {
    expect(routes.filter((r) => r.section !== 'assets')).toEqual([]);
  });

  it.each([
    ['newMaterialLibrary', 'common-app/assets/material-library-all', '素材库', 'assetsCommon'],
    ['materialLibraryUploadAll', 'common-app/assets/material-library-upload-all/:uploadType', '上传素材', 'assetsCommon'],
    ['materialLibraryMedia', 'common-app/assets/material-library/:mediaCode', '媒体素材库', 'assetsCommon'],
    ['materialLibraryMediaUpload', 'common-app/assets/material-library/:mediaCode/:uploadType', '上传媒体素材', 'assetsCommon'],
    ['materialFavorite', 'common-app/assets/material-favorite', '素材收藏', 'assetsCommon'],
    ['materialSummary', 'common-app/assets/material-summary', '素材汇总', 'assetsCommon'],
    ['materialReview', 'common-app/assets/material-review', '素材审核', 'assetsCommon'],
    ['materialReviewShare', 'common-app/material-review-share/:id', '素材审核分享', 'assetsCommon'],
    ['titleGroup', 'common-app/assets/title-group', '标题组', 'assetsTitles'],
    ['title', 'common-app/assets/title', '标题', 'assetsTitles'],
    ['dmp', 'common-app/assets/dmp', '数据平台', 'dmp'],
    ['dmpHandpick', 'common-app/assets/dmp/handpick', '精选人群包', 'dmp'],
    ['dmpCustomCrowd', 'common-app/assets/dmp/custom-crowd', '自定义人群', 'dmp'],
    ['dmpMy', 'common-app/assets/dmp/my', '我的人群', 'dmp'],
    ['dmpConsume', 'common-app/assets/dmp/consume', '消耗明细', 'dmp'],
    ['dmpAiExpand', 'common-app/assets/dmp/ai-expand', 'AI扩量', 'dmp'],
    ['labelManagement', 'common-app/assets/label-management', '标签管理', 'assetsCommon'],
    ['nameAnalysisManagement', 'common-app/assets/name-analysis-management', '命名解析管理', 'assetsCommon'],
    ['addNameRules', 'common-app/add-name-rules', '添加命名规则', 'assetsCommon'],
  ])('%s opens %s, titled %s, for the %s area', (name, path, title, area) => {
    expect(byName(name)).toMatchObject({ path, title, area, section: 'assets' });
  });

  it('opens the dmp group on its first page', () => {
    expect(byName('dmp').redirect).toBe('dmpHandpick');
    expect(byName('dmp').children?.[0]?.name).toBe('dmpHandpick');
  });

  it('groups the menu entries under their headings', () => {
    const visible = routes.filter((r) => !r.hidden);
    expect(visible.map((r) => [r.name, r.group])).toEqual([
      ['newMaterialLibrary', ASSET_GROUPS.materials],
      ['materialFavorite', ASSET_GROUPS.materials],
      ['materialSummary', ASSET_GROUPS.materials],
      ['materialReview', ASSET_GROUPS.materials],
      ['titleGroup', ASSET_GROUPS.titles],
      ['title', ASSET_GROUPS.titles],
      ['dmp', ASSET_GROUPS.dmp],
      ['labelManagement', ASSET_GROUPS.naming],
      ['nameAnalysisManagement', ASSET_GROUPS.naming],
    ]);
    expect(Object.values(ASSET_GROUPS)).toEqual(['素材管理', '标题管理', '数据平台', '标签与命名']);
  });

  it('hides the upload, legacy, share and rule-editor pages and nothing else', () => {
    expect(all.filter((r) => r.hidden).map((r) => r.name)).toEqual([
      'materialLibraryUploadAll',
      'materialLibraryMedia',
      'materialLibraryMediaUpload',
      'materialReviewShare',
      'addNameRules',
    ]);
  });

  it('renders only the review share page without main layout and token', () => {
    expect(all.filter((r) => r.standalone).map((r) => r.name)).toEqual(['materialReviewShare']);
    expect(isTokenFreeRoute('materialReviewShare')).toBe(true);
    expect(all.filter((r) => r.fullScreen)).toEqual([]);
  });

  it('gates material summary by performance and the dmp group by its key and flag (shell spec §2.3, §6)', () => {
    expect(all.filter((r) => r.requires).map((r) => [r.name, r.requires])).toEqual([
      ['materialSummary', { performance: true }],
      ['dmp', { dynamicKey: 'deliveryDmp', buttonConfig: 'USER_LIB_BUTTON' }],
      // Its pages inherit the group's requirements, so they are closed by URL too.
      ...['dmpHandpick', 'dmpCustomCrowd', 'dmpMy', 'dmpConsume', 'dmpAiExpand'].map((name) => [name, { dynamicKey: 'deliveryDmp', buttonConfig: 'USER_LIB_BUTTON' }]),
    ]);
  });
});
