import { render, screen } from '@testing-library/react';
import { LAYOUT_SIZES } from '@toufang/domain';
import { describe, expect, it } from 'vitest';
import { FOOTER_TOOLBAR_LABEL, FooterToolbar } from './footer-toolbar';

describe('FooterToolbar', () => {
  it('is a named bar at least 56 px high, sticky at the bottom by default', () => {
    expect(LAYOUT_SIZES.FOOTER_TOOLBAR_MIN_HEIGHT).toBe(56);
    expect(FOOTER_TOOLBAR_LABEL).toBe('底部操作栏');
    render(
      <FooterToolbar extra="已选 3 项">
        <button type="button">取消</button>
        <button type="button">确定</button>
      </FooterToolbar>,
    );
    const bar = screen.getByRole('group', { name: '底部操作栏' });
    expect(bar).toHaveStyle({ minHeight: '56px' });
    expect(bar).toHaveClass('tf-footer-toolbar--sticky');
    expect(screen.getByText('已选 3 项')).toHaveClass('tf-footer-toolbar__extra');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['取消', '确定']);
  });

  it('can be not sticky, named otherwise, and keeps its minimum height under a style', () => {
    render(<FooterToolbar sticky={false} aria-label="提交" style={{ background: 'red' }} />);
    const bar = screen.getByRole('group', { name: '提交' });
    expect(bar).not.toHaveClass('tf-footer-toolbar--sticky');
    expect(bar).toHaveStyle({ minHeight: '56px' });
  });
});
