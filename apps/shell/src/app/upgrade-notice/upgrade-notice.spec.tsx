import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPGRADE_NOTICE_TEXTS } from '@toufang/domain';
import { UPGRADE_NOTICE_STORAGE_KEY, UpgradeNotice } from './upgrade-notice';

const BODY = '首页与报表功能将于2025年1月10日下线，由新的看板功能替代';

/** Semi removes a closing modal when its hide animation ends, which jsdom never plays. */
function finishClosing() {
  const dialog = screen.getByRole('dialog');
  expect(dialog).toHaveClass('semi-modal-content-animate-hide');
  fireEvent.animationEnd(dialog);
}

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('UpgradeNotice', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    localStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    localStorage.clear();
  });

  it('says what goes offline, when, and what replaces it', () => {
    expect(UPGRADE_NOTICE_TEXTS.BODY).toBe(BODY);
    expect(BODY).toMatch(/首页/);
    expect(BODY).toMatch(/报表/);
    expect(BODY).toMatch(/2025年1月10日下线/);
    expect(BODY).toMatch(/看板/);
  });

  it('appears 5 seconds after load, not before', () => {
    render(<UpgradeNotice />);
    advance(4999);
    expect(screen.queryByText(BODY)).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByText(BODY)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '我已知晓' })).toBeInTheDocument();
  });

  it('has 我已知晓 as its single button, focused for the keyboard', () => {
    render(<UpgradeNotice />);
    advance(5000);
    const buttons = within(screen.getByRole('dialog')).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['我已知晓']);
    expect(buttons[0]).toHaveFocus();
    expect(screen.getByRole('dialog')).toHaveAccessibleName('系统升级公告');
  });

  it('stores the date key when 我已知晓 is pressed and closes', () => {
    render(<UpgradeNotice />);
    advance(5000);
    fireEvent.click(screen.getByRole('button', { name: '我已知晓' }));
    expect(localStorage.getItem(UPGRADE_NOTICE_STORAGE_KEY)).toBe('2025-01-10');
    finishClosing();
    expect(screen.queryByText(BODY)).not.toBeInTheDocument();
  });

  it('counts Escape as dismissing too', () => {
    render(<UpgradeNotice />);
    advance(5000);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape', code: 'Escape', keyCode: 27 });
    expect(localStorage.getItem(UPGRADE_NOTICE_STORAGE_KEY)).toBe('2025-01-10');
  });

  it('never shows again for a dismissed date key', () => {
    localStorage.setItem(UPGRADE_NOTICE_STORAGE_KEY, '2025-01-10');
    render(<UpgradeNotice />);
    advance(60_000);
    expect(screen.queryByText(BODY)).not.toBeInTheDocument();
  });

  it('shows again for a new date key', () => {
    localStorage.setItem(UPGRADE_NOTICE_STORAGE_KEY, '2025-01-10');
    render(<UpgradeNotice dateKey="2025-06-01" />);
    advance(5000);
    expect(screen.getByText(BODY)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '我已知晓' }));
    expect(localStorage.getItem(UPGRADE_NOTICE_STORAGE_KEY)).toBe('2025-06-01');
  });

  it('does not appear when the page leaves before 5 seconds', () => {
    const { unmount } = render(<UpgradeNotice />);
    advance(3000);
    unmount();
    advance(5000);
    expect(screen.queryByText(BODY)).not.toBeInTheDocument();
  });

  it('still shows (once per load) when storage is unavailable', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    render(<UpgradeNotice storage={broken} />);
    advance(5000);
    expect(screen.getByText(BODY)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '我已知晓' }));
    finishClosing();
    expect(screen.queryByText(BODY)).not.toBeInTheDocument();
  });
});
