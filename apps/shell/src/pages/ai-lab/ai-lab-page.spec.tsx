import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionStore } from '@toufang/api';
import { renderSubAppPage, testUser } from '@toufang/api/testing';
import type { SubAppRoute } from '@toufang/api/sub-app';
import { AI_LAB_TEST_ROUTES } from './ai-lab-fixture';
import AiLabPage from './ai-lab-page';

const ROUTES = AI_LAB_TEST_ROUTES as readonly SubAppRoute[];

afterEach(() => act(() => useSessionStore.getState().setPermissions(null)));

describe('AI实验室', () => {
  it('shows a card per AI function the user may open, each linking to its pages', () => {
    act(() => useSessionStore.getState().setPermissions({ dynamic: ['deliveryDmp'] }));
    const user = testUser({ buttonConfig: { AI_LAB_BUTTON: true, AI_AIDE_CONFIG_BUTTON: true, USER_LIB_BUTTON: true } as ReturnType<typeof testUser>['buttonConfig'] });
    renderSubAppPage(AiLabPage, '/ailab-app/lab', { user, routes: ROUTES });
    expect(screen.getByRole('heading', { name: 'AI实验室' })).toBeTruthy();
    const cards = within(screen.getByRole('list', { name: 'AI实验室' })).getAllByRole('listitem');
    expect(cards.map((card) => card.getAttribute('aria-label'))).toEqual(['AI助手', 'AI创建广告', 'AI扩量']);
    expect(within(cards[0]).getByRole('link', { name: '规则管理' }).getAttribute('href')).toBe('/tools-app/tool/ai-assistant/rules-manager');
    // 巨量千川 needs SHOW_QIANCHUAN_BUTTON, which is off.
    expect(within(cards[1]).getAllByRole('link').map((link) => link.textContent)).toEqual(['巨量引擎']);
    expect(within(cards[1]).getByRole('link', { name: '巨量引擎' }).getAttribute('href')).toBe('/toutiao-app/ad/ad-ai-create/default/new');
  });

  it('says so when the user may open none', () => {
    renderSubAppPage(AiLabPage, '/ailab-app/lab', { user: testUser({ role: 'DESIGNER' }), routes: ROUTES });
    expect(screen.getByText('暂无可使用的 AI 功能')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
