import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openScrollLayers, SCROLL_LOCKED_CLASS } from '../scroll-lock/scroll-lock';
import { DeskModal } from './desk-modal';

const locked = () => document.documentElement.classList.contains(SCROLL_LOCKED_CLASS);

/** The dialog element of the modal titled `title`. */
const dialog = (title: string) => screen.getByRole('dialog', { name: title });

describe('DeskModal', () => {
  afterEach(() => {
    // Unmounting every modal leaves the page unlocked, or a later test would see a stale lock.
    cleanup();
    expect(openScrollLayers()).toBe(0);
  });

  it('is 1200 px wide by default and takes another width', () => {
    const { rerender, unmount } = render(<DeskModal visible title="批量编辑" />);
    expect(document.querySelector<HTMLElement>('.semi-modal')?.style.width).toBe('1200px');
    rerender(<DeskModal visible title="批量编辑" width={640} />);
    expect(document.querySelector<HTMLElement>('.semi-modal')?.style.width).toBe('640px');
    unmount();
  });

  it('does not close on a backdrop click by default, and does when maskClosable is asked for', () => {
    const onCancel = vi.fn();
    const { rerender, unmount } = render(<DeskModal visible title="批量编辑" onCancel={onCancel} />);
    const wrap = document.querySelector('.semi-modal-wrap') as HTMLElement;
    fireEvent.mouseDown(wrap);
    fireEvent.mouseUp(wrap);
    fireEvent.click(wrap);
    expect(onCancel).not.toHaveBeenCalled();
    // The same click closes a modal that allows it: the check above is not vacuous.
    rerender(<DeskModal visible title="批量编辑" onCancel={onCancel} maskClosable />);
    const wrap2 = document.querySelector('.semi-modal-wrap') as HTMLElement;
    fireEvent.mouseDown(wrap2);
    fireEvent.mouseUp(wrap2);
    fireEvent.click(wrap2);
    expect(onCancel).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('has 取消 and 确定 buttons named in Chinese, not Semi\'s English cancel/confirm', () => {
    const onOk = vi.fn();
    const onCancel = vi.fn();
    const { unmount } = render(
      <DeskModal visible title="批量编辑" onOk={onOk} onCancel={onCancel}>
        内容
      </DeskModal>,
    );
    const modal = dialog('批量编辑');
    expect(within(modal).queryByRole('button', { name: /confirm|cancel/i })).toBeNull();
    fireEvent.click(within(modal).getByRole('button', { name: '确定' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    fireEvent.click(within(modal).getByRole('button', { name: '取消' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('names its close button 关闭, which cancels', () => {
    const onCancel = vi.fn();
    const { unmount } = render(<DeskModal visible title="批量编辑" onCancel={onCancel} />);
    expect(screen.queryByRole('button', { name: 'close' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('takes other button texts, a busy 确定, no 取消, a custom footer or none', () => {
    const { rerender, unmount } = render(<DeskModal visible title="提交" okText="提交" cancelText="返回" />);
    expect(screen.getByRole('button', { name: '提交' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '返回' })).toBeInTheDocument();
    rerender(<DeskModal visible title="提交" confirmLoading hasCancel={false} />);
    expect(screen.queryByRole('button', { name: '取消' })).toBeNull();
    expect(document.querySelector('.tf-overlay-footer .semi-button-loading')).not.toBeNull();
    rerender(<DeskModal visible title="提交" footer={<span>自定义底部</span>} />);
    expect(screen.getByText('自定义底部')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '确定' })).toBeNull();
    rerender(<DeskModal visible title="提交" footer={null} />);
    expect(document.querySelector('.semi-modal-footer')).toBeNull();
    unmount();
  });

  it('is named by its title, or by aria-label without one', () => {
    const { rerender, unmount } = render(<DeskModal visible title="批量编辑" />);
    expect(dialog('批量编辑')).toHaveAttribute('aria-modal', 'true');
    rerender(<DeskModal visible aria-label="预览素材" />);
    expect(dialog('预览素材')).toBeInTheDocument();
    // Still closable without a title.
    expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
    unmount();
  });

  it('locks page scrolling while open and unlocks on close and on unmount', () => {
    const { rerender, unmount } = render(<DeskModal visible={false} title="批量编辑" />);
    expect(locked()).toBe(false);
    rerender(<DeskModal visible title="批量编辑" />);
    expect(locked()).toBe(true);
    rerender(<DeskModal visible={false} title="批量编辑" />);
    expect(locked()).toBe(false);
    rerender(<DeskModal visible title="批量编辑" />);
    expect(locked()).toBe(true);
    unmount();
    expect(locked()).toBe(false);
  });
});

function Nested({ onChange }: { onChange?: (open: { outer: boolean; inner: boolean }) => void }) {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  const set = (next: { outer: boolean; inner: boolean }) => {
    setOuter(next.outer);
    setInner(next.inner);
    onChange?.(next);
  };
  return (
    <>
      <button type="button" onClick={() => set({ outer: true, inner })}>
        打开外层
      </button>
      <DeskModal visible={outer} title="外层弹窗" onCancel={() => set({ outer: false, inner })}>
        <button type="button" onClick={() => set({ outer, inner: true })}>
          打开内层
        </button>
        <DeskModal visible={inner} title="内层弹窗" width={600} onCancel={() => set({ outer, inner: false })} />
      </DeskModal>
    </>
  );
}

describe('nested DeskModals share one counted scroll lock (widgets spec §4)', () => {
  afterEach(() => {
    cleanup();
    expect(openScrollLayers()).toBe(0);
  });

  it('unlocks only when the last of two nested modals closes', () => {
    const { unmount } = render(<Nested />);
    fireEvent.click(screen.getByRole('button', { name: '打开外层' }));
    expect(openScrollLayers()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: '打开内层' }));
    expect(openScrollLayers()).toBe(2);
    expect(locked()).toBe(true);

    // Each dialog is named after its own title, though Semi gives both titles the same id.
    const inner = dialog('内层弹窗');
    fireEvent.click(within(inner).getByRole('button', { name: '取消' }));
    expect(openScrollLayers()).toBe(1);
    expect(locked()).toBe(true);

    fireEvent.click(within(dialog('外层弹窗')).getByRole('button', { name: '取消' }));
    expect(openScrollLayers()).toBe(0);
    expect(locked()).toBe(false);
    unmount();
  });

  it('stays locked when the outer modal closes before the inner one', () => {
    const { rerender, unmount } = render(
      <>
        <DeskModal visible title="外层弹窗" />
        <DeskModal visible title="内层弹窗" />
      </>,
    );
    expect(openScrollLayers()).toBe(2);
    rerender(
      <>
        <DeskModal visible={false} title="外层弹窗" />
        <DeskModal visible title="内层弹窗" />
      </>,
    );
    expect(locked()).toBe(true);
    rerender(
      <>
        <DeskModal visible={false} title="外层弹窗" />
        <DeskModal visible={false} title="内层弹窗" />
      </>,
    );
    expect(locked()).toBe(false);
    unmount();
  });
});
