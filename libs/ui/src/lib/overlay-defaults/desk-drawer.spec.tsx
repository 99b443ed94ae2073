import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openScrollLayers, SCROLL_LOCKED_CLASS } from '../scroll-lock/scroll-lock';
import { DeskDrawer } from './desk-drawer';
import { DeskModal } from './desk-modal';

const locked = () => document.documentElement.classList.contains(SCROLL_LOCKED_CLASS);

describe('DeskDrawer', () => {
  afterEach(() => {
    cleanup();
    expect(openScrollLayers()).toBe(0);
  });

  it('is 1200 px wide by default and takes another width', () => {
    const { rerender } = render(<DeskDrawer visible title="计划详情" />);
    expect(screen.getByRole('dialog', { name: '计划详情' }).style.width).toBe('1200px');
    rerender(<DeskDrawer visible title="计划详情" width={480} />);
    expect(screen.getByRole('dialog', { name: '计划详情' }).style.width).toBe('480px');
  });

  it('does not close on a backdrop click by default, and does when maskClosable is asked for', () => {
    const onCancel = vi.fn();
    const { rerender } = render(<DeskDrawer visible title="计划详情" onCancel={onCancel} />);
    fireEvent.click(document.querySelector('.semi-sidesheet-mask') as HTMLElement);
    expect(onCancel).not.toHaveBeenCalled();
    rerender(<DeskDrawer visible title="计划详情" onCancel={onCancel} maskClosable />);
    fireEvent.click(document.querySelector('.semi-sidesheet-mask') as HTMLElement);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('is a modal dialog named by its title, or by aria-label without one', () => {
    const { rerender } = render(<DeskDrawer visible title="计划详情" />);
    expect(screen.getByRole('dialog', { name: '计划详情' })).toHaveAttribute('aria-modal', 'true');
    rerender(<DeskDrawer visible aria-label="账户列表" />);
    expect(screen.getByRole('dialog', { name: '账户列表' })).toBeInTheDocument();
  });

  it('names its close button 关闭, which cancels', () => {
    const onCancel = vi.fn();
    render(<DeskDrawer visible title="计划详情" onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('shows 取消 / 确定 when it has an onOk, none when it only shows details', () => {
    const onOk = vi.fn();
    const onCancel = vi.fn();
    const { rerender } = render(<DeskDrawer visible title="计划详情" />);
    expect(screen.queryByRole('button', { name: '确定' })).toBeNull();
    expect(document.querySelector('.semi-sidesheet-footer')).toBeNull();
    rerender(<DeskDrawer visible title="编辑计划" onOk={onOk} onCancel={onCancel} />);
    const drawer = screen.getByRole('dialog', { name: '编辑计划' });
    fireEvent.click(within(drawer).getByRole('button', { name: '确定' }));
    fireEvent.click(within(drawer).getByRole('button', { name: '取消' }));
    expect(onOk).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
    rerender(<DeskDrawer visible title="编辑计划" onOk={onOk} footer={null} />);
    expect(screen.queryByRole('button', { name: '确定' })).toBeNull();
    rerender(<DeskDrawer visible title="编辑计划" onOk={onOk} okText="保存" />);
    expect(screen.getByRole('button', { name: '保存' })).toBeInTheDocument();
  });

  it('locks page scrolling while open, counted with the modals over it', () => {
    const { rerender } = render(
      <>
        <DeskDrawer visible title="计划详情" />
        <DeskModal visible={false} title="确认修改" />
      </>,
    );
    expect(locked()).toBe(true);
    rerender(
      <>
        <DeskDrawer visible title="计划详情" />
        <DeskModal visible title="确认修改" />
      </>,
    );
    expect(openScrollLayers()).toBe(2);
    rerender(
      <>
        <DeskDrawer visible title="计划详情" />
        <DeskModal visible={false} title="确认修改" />
      </>,
    );
    expect(locked()).toBe(true);
    rerender(
      <>
        <DeskDrawer visible={false} title="计划详情" />
        <DeskModal visible={false} title="确认修改" />
      </>,
    );
    expect(locked()).toBe(false);
  });
});
