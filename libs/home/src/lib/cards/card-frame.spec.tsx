import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardFrame } from './card-frame';

/** The inline style's properties named, as the element holds them. */
const styleOf = (el: HTMLElement, ...keys: (keyof CSSStyleDeclaration)[]) => Object.fromEntries(keys.map((k) => [k, el.style[k]]));

// A board slot is 477 px high in 2 rows and may be 218 px wide (widgets spec §9): a card's content must scroll inside
// it rather than be cut off by the card (a wide 账户排行 table, a long list).
describe('CardFrame', () => {
  it('lets its content take what the title leaves and scroll both ways, by keyboard too', () => {
    render(
      <div style={{ height: 200, width: 218 }}>
        <CardFrame title="账户排行" isPending={false} error={null} onRetry={() => undefined}>
          <table aria-label="宽表">
            <tbody>
              <tr>
                {Array.from({ length: 12 }, (_, i) => (
                  <td key={i}>{`第${i + 1}列的一段很长的内容`}</td>
                ))}
              </tr>
            </tbody>
          </table>
        </CardFrame>
      </div>,
    );
    const scroll = screen.getByRole('group', { name: '账户排行内容' });
    expect(scroll).toContainElement(screen.getByRole('table', { name: '宽表' }));
    expect(scroll).toHaveAttribute('tabindex', '0');
    expect(styleOf(scroll, 'overflow', 'minHeight', 'minWidth', 'flexGrow', 'flexShrink')).toEqual({ overflow: 'auto', minHeight: '0', minWidth: '0', flexGrow: '1', flexShrink: '1' });
    // Every box between the card and the scrolling part gives way (a column whose body may shrink below its content).
    const card = scroll.closest('.semi-card') as HTMLElement;
    expect(styleOf(card, 'height', 'display', 'flexDirection')).toEqual({ height: '100%', display: 'flex', flexDirection: 'column' });
    const body = scroll.parentElement as HTMLElement;
    expect(body).toHaveClass('semi-card-body');
    expect(styleOf(body, 'minHeight', 'display', 'flexDirection', 'flexShrink')).toEqual({ minHeight: '0', display: 'flex', flexDirection: 'column', flexShrink: '1' });
    expect(screen.getByRole('region', { name: '账户排行' })).toContainElement(card);
  });

  it('shows the failure with 重试 inside the same scrolling part', () => {
    render(<CardFrame title="消息" isPending={false} error={new Error('系统繁忙')} onRetry={() => undefined} />);
    expect(screen.getByRole('group', { name: '消息内容' })).toContainElement(screen.getByRole('alert'));
    expect(screen.getByRole('alert')).toHaveTextContent('加载失败：系统繁忙');
  });
});
