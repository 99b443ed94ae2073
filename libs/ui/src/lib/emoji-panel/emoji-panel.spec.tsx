import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { COMMON_EMOJIS, EMOJI_PANEL_COLUMNS, EmojiPanel, moveInGrid } from './emoji-panel';

describe('moveInGrid', () => {
  it('moves by one across and by a row up and down, staying inside', () => {
    expect(moveInGrid('ArrowRight', 0, 40, 8)).toBe(1);
    expect(moveInGrid('ArrowRight', 39, 40, 8)).toBe(39);
    expect(moveInGrid('ArrowLeft', 0, 40, 8)).toBe(0);
    expect(moveInGrid('ArrowDown', 3, 40, 8)).toBe(11);
    expect(moveInGrid('ArrowDown', 35, 40, 8)).toBe(35);
    expect(moveInGrid('ArrowUp', 11, 40, 8)).toBe(3);
    expect(moveInGrid('ArrowUp', 3, 40, 8)).toBe(3);
    expect(moveInGrid('Home', 20, 40, 8)).toBe(0);
    expect(moveInGrid('End', 2, 40, 8)).toBe(39);
    expect(moveInGrid('a', 2, 40, 8)).toBeUndefined();
  });
});

describe('EmojiPanel', () => {
  it('offers the common emoji in 8 columns, each named', () => {
    expect(EMOJI_PANEL_COLUMNS).toBe(8);
    expect(COMMON_EMOJIS.length).toBeGreaterThanOrEqual(32);
    expect(new Set(COMMON_EMOJIS.map((e) => e.char)).size).toBe(COMMON_EMOJIS.length);
    expect(new Set(COMMON_EMOJIS.map((e) => e.name)).size).toBe(COMMON_EMOJIS.length);
  });

  it('opens from its button, picks with a click and closes', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<EmojiPanel onSelect={onSelect} />);
    const trigger = screen.getByRole('button', { name: '插入表情' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const grid = await screen.findByRole('group', { name: '常用表情' });
    expect(grid.querySelectorAll('button')).toHaveLength(COMMON_EMOJIS.length);
    await user.click(screen.getByRole('button', { name: '点赞' }));
    expect(onSelect).toHaveBeenCalledWith('👍');
    await waitFor(() => expect(screen.queryByRole('group', { name: '常用表情' })).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
  });

  it('is keyboard operable: Enter opens and focuses the first emoji, arrows move, Enter picks', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<EmojiPanel onSelect={onSelect} />);
    await user.tab();
    expect(screen.getByRole('button', { name: '插入表情' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: COMMON_EMOJIS[0].name })).toHaveFocus());
    await user.keyboard('{ArrowRight}{ArrowDown}');
    const target = COMMON_EMOJIS[1 + EMOJI_PANEL_COLUMNS];
    expect(screen.getByRole('button', { name: target.name })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(target.char);
  });

  it('closes with Escape and returns focus to its button without picking', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<EmojiPanel onSelect={onSelect} />);
    const trigger = screen.getByRole('button', { name: '插入表情' });
    await user.click(trigger);
    await screen.findByRole('group', { name: '常用表情' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('group', { name: '常用表情' })).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('takes its own emoji list and label', async () => {
    const user = userEvent.setup();
    render(<EmojiPanel onSelect={() => undefined} label="添加表情" emojis={[{ char: '🐼', name: '熊猫' }]} />);
    await user.click(screen.getByRole('button', { name: '添加表情' }));
    expect(await screen.findByRole('button', { name: '熊猫' })).toHaveTextContent('🐼');
  });
});
