import { beforeEach, describe, expect, it } from 'vitest';
import { TABS_STORAGE_KEY, useTabStore } from './tab-store';

const home = { name: 'projectManage', title: '项目管理', url: '/account-app/account/project-manage' };
const plan = { name: 'toutiaoDeliveryPlan', title: '计划', url: '/toutiao-app/promote/toutiao/delivery/plan' };
const unit = { name: 'baiduDeliveryUnit', title: '单元', url: '/baidu-app/promote/baidu/delivery/unit' };

describe('tab history (shell spec §2.5)', () => {
  beforeEach(() => {
    localStorage.clear();
    useTabStore.setState({ owner: null, tabs: [] });
  });

  it('keeps the home tab first, whatever was opened before it', () => {
    useTabStore.getState().visit('admin', home, plan);
    useTabStore.getState().visit('admin', home, unit);
    expect(useTabStore.getState().tabs.map((t) => t.name)).toEqual(['projectManage', 'toutiaoDeliveryPlan', 'baiduDeliveryUnit']);
  });

  it('opens one tab per page and keeps its latest query', () => {
    useTabStore.getState().visit('admin', home, plan);
    useTabStore.getState().visit('admin', home, { ...plan, url: `${plan.url}?account=7` });
    expect(useTabStore.getState().tabs).toHaveLength(2);
    expect(useTabStore.getState().tabs[1]?.url).toBe(`${plan.url}?account=7`);
  });

  it('gives the tab of a replaced page (a redirect page) to the page it led to, in its place', () => {
    const targetAdd = { name: 'qianchuanPropertyTargetAdd', title: '新建定向包', url: '/qianchuan-app/property/target-add' };
    const target = { name: 'qianchuanPropertyTarget', title: '定向包', url: '/qianchuan-app/property/target?create=1' };
    useTabStore.getState().visit('admin', home, targetAdd);
    useTabStore.getState().visit('admin', home, unit);
    useTabStore.getState().visit('admin', home, targetAdd);
    useTabStore.getState().visit('admin', home, target, targetAdd.name);
    expect(useTabStore.getState().tabs.map((t) => t.name)).toEqual(['projectManage', 'qianchuanPropertyTarget', 'baiduDeliveryUnit']);
  });

  it('keeps the home tab when a visit replaces it, and an unknown replaced page changes nothing', () => {
    useTabStore.getState().visit('admin', home, plan);
    useTabStore.getState().visit('admin', home, unit, home.name);
    useTabStore.getState().visit('admin', home, unit, 'noSuchPage');
    expect(useTabStore.getState().tabs.map((t) => t.name)).toEqual(['projectManage', 'toutiaoDeliveryPlan', 'baiduDeliveryUnit']);
  });

  it('stores the list in local storage', () => {
    useTabStore.getState().visit('admin', home, plan);
    expect(JSON.parse(localStorage.getItem(TABS_STORAGE_KEY) ?? '{}').state.tabs).toHaveLength(2);
  });

  it('closes a tab and names its neighbour; the home tab never closes', () => {
    useTabStore.getState().visit('admin', home, plan);
    useTabStore.getState().visit('admin', home, unit);
    expect(useTabStore.getState().close('toutiaoDeliveryPlan', home.name)?.name).toBe('baiduDeliveryUnit');
    expect(useTabStore.getState().close('baiduDeliveryUnit', home.name)?.name).toBe('projectManage');
    expect(useTabStore.getState().close('projectManage', home.name)).toBeUndefined();
    expect(useTabStore.getState().tabs.map((t) => t.name)).toEqual(['projectManage']);
  });

  it('starts a fresh list for another user', () => {
    useTabStore.getState().visit('admin', home, plan);
    useTabStore.getState().visit('operator', { ...plan }, unit);
    expect(useTabStore.getState().tabs.map((t) => t.name)).toEqual(['toutiaoDeliveryPlan', 'baiduDeliveryUnit']);
  });
});
