import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LOADING_OVERLAY_TEXT, LoadingOverlay } from './loading-overlay';

describe('LoadingOverlay', () => {
  it('the text is Loading, as spec §8 writes it', () => {
    expect(LOADING_OVERLAY_TEXT).toBe('Loading');
  });

  it('while loading it shows Loading over its children, is busy and makes them inert', () => {
    const { container } = render(
      <LoadingOverlay loading>
        <button type="button">查询</button>
      </LoadingOverlay>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(container.querySelector('.semi-spin')).not.toHaveClass('semi-spin-hidden');
    expect(container.querySelector('.tf-loading-overlay__content')).toHaveAttribute('inert');
    // Still in the page beneath the cover.
    expect(screen.getByText('查询')).toBeInTheDocument();
  });

  it('when not loading the children are free and no text shows', async () => {
    const onClick = vi.fn();
    const { container } = render(
      <LoadingOverlay loading={false}>
        <button type="button" onClick={onClick}>
          查询
        </button>
      </LoadingOverlay>,
    );
    expect(screen.queryByText('Loading')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'false');
    expect(container.querySelector('.semi-spin')).toHaveClass('semi-spin-hidden');
    expect(container.querySelector('.tf-loading-overlay__content')).not.toHaveAttribute('inert');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('follows the loading prop and takes another text', () => {
    const { rerender } = render(<LoadingOverlay loading={false}>内容</LoadingOverlay>);
    expect(screen.queryByRole('status')).toBeNull();
    rerender(
      <LoadingOverlay loading text="加载中">
        内容
      </LoadingOverlay>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('加载中');
    rerender(<LoadingOverlay loading={false}>内容</LoadingOverlay>);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
