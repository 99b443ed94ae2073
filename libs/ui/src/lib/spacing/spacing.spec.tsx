import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spacing } from './spacing';

function root(container: HTMLElement) {
  return container.firstElementChild as HTMLElement;
}

describe('Spacing', () => {
  it('is horizontal with the small gap of 8 px by default', () => {
    const { container } = render(
      <Spacing>
        <span>甲</span>
        <span>乙</span>
      </Spacing>,
    );
    const el = root(container);
    expect(el).toHaveClass('tf-spacing', 'semi-space-horizontal');
    expect(el.style.columnGap).toBe('8px');
    expect(el.style.rowGap).toBe('8px');
    expect(el.children).toHaveLength(2);
  });

  it.each([
    ['mini', '4px'],
    ['small', '8px'],
    ['medium', '16px'],
    ['large', '24px'],
  ] as const)('size %s is %s', (size, px) => {
    const el = root(render(<Spacing size={size}><span>甲</span></Spacing>).container);
    expect(el.style.columnGap).toBe(px);
    expect(el.style.rowGap).toBe(px);
  });

  it('takes a direction, wrap and a pair of sizes', () => {
    const vertical = root(render(<Spacing direction="vertical" size="large"><span>甲</span></Spacing>).container);
    expect(vertical).toHaveClass('semi-space-vertical');
    const wrapped = root(render(<Spacing wrap size={['mini', 'medium']}><span>甲</span></Spacing>).container);
    expect(wrapped).toHaveClass('semi-space-wrap');
    expect(wrapped.style.columnGap).toBe('4px');
    expect(wrapped.style.rowGap).toBe('16px');
  });
});
