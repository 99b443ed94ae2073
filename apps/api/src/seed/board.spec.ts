import { describe, expect, it } from 'vitest';
import { checkBoardLayout } from '@toufang/domain';
import { SEEDED_BOARD } from './board';

describe('the seeded 看板', () => {
  it('passes the save check of a person without SHOW_QIANCHUAN_BUTTON, with six cards', () => {
    expect(checkBoardLayout(SEEDED_BOARD, {})).toEqual([]);
    expect(Object.keys(SEEDED_BOARD.cards)).toHaveLength(6);
  });
});
