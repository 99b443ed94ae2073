import { describe, expect, it } from 'vitest';
import { routeTableProblems } from '@toufang/domain';
import { routes } from './routes';

describe('index-app route table', () => {
  it('is well formed, 首页 keeps its offline notice and 看板 needs SHOW_BOARD_BUTTON, both with pages', () => {
    expect(routeTableProblems(routes, ['index-app'])).toEqual([]);
    expect(routes.map((r) => [r.name, r.path, r.offline ?? null, r.requires?.buttonConfig ?? null, typeof r.page])).toEqual([
      ['indexHome', 'index-app/home', '即将下线', null, 'function'],
      ['board', 'index-app/board', null, 'SHOW_BOARD_BUTTON', 'function'],
    ]);
  });
});
