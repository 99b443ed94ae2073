import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CharCounter } from './char-counter';

describe('CharCounter', () => {
  it('shows current/max without error up to max', () => {
    render(<CharCounter current={30} max={30} />);
    const counter = screen.getByText('30/30');
    expect(counter).not.toHaveAttribute('data-error');
    expect(counter).toHaveAccessibleName('字数：30/30');
  });

  it('turns to the error state over max', () => {
    render(<CharCounter current={31} max={30} />);
    const counter = screen.getByText('31/30');
    expect(counter).toHaveAttribute('data-error', 'true');
    expect(counter).toHaveClass('tf-char-counter--error');
    expect(counter).toHaveAccessibleName('已超出字数上限：31/30');
  });

  it('names what it counts for screen readers', () => {
    render(<CharCounter current={3} max={10} label="数量" />);
    expect(screen.getByText('3/10')).toHaveAccessibleName('数量：3/10');
  });
});
