import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPTY_TEXTS, EmptyPlaceholder, type EmptyKind } from './empty-placeholder';

describe('EmptyPlaceholder', () => {
  it('maps every empty state of spec §8 to its Chinese text', () => {
    expect(EMPTY_TEXTS).toEqual({
      noData: '暂无数据',
      nothingSelected: '暂未选择',
      noMatch: '无匹配数据',
      selectAccountFirst: '请先选择账户',
      noDataFound: '未找到相关数据',
      noOptions: '暂无选项',
      listEmpty: '列表为空',
    });
  });

  it('shows 暂无数据 with an illustration by default', () => {
    const { container } = render(<EmptyPlaceholder />);
    expect(screen.getByText('暂无数据')).toBeInTheDocument();
    const svg = container.querySelector('svg.tf-empty-placeholder__image');
    expect(svg).not.toBeNull();
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelector('.semi-empty')).toHaveAttribute('data-kind', 'noData');
    // The text is not a heading of the page.
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it.each(Object.entries(EMPTY_TEXTS) as [EmptyKind, string][])('kind %s shows %s', (kind, text) => {
    const { container } = render(<EmptyPlaceholder kind={kind} />);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(container.querySelector('.semi-empty')).toHaveAttribute('data-kind', kind);
  });

  it('a search with no result draws the no-result picture, other kinds another one', () => {
    const noMatch = render(<EmptyPlaceholder kind="noMatch" />).container.querySelector('svg')?.innerHTML;
    const noDataFound = render(<EmptyPlaceholder kind="noDataFound" />).container.querySelector('svg')?.innerHTML;
    const noData = render(<EmptyPlaceholder kind="noData" />).container.querySelector('svg')?.innerHTML;
    expect(noMatch).toBe(noDataFound);
    expect(noMatch).not.toBe(noData);
  });

  it('a text overrides the kind, children add an action, compact shrinks it', () => {
    const { container } = render(
      <EmptyPlaceholder kind="listEmpty" text="还没有模板" compact>
        <button type="button">新建</button>
      </EmptyPlaceholder>,
    );
    expect(screen.getByText('还没有模板')).toBeInTheDocument();
    expect(screen.queryByText('列表为空')).toBeNull();
    expect(screen.getByRole('button', { name: '新建' })).toBeInTheDocument();
    expect(container.querySelector('.semi-empty')).toHaveClass('tf-empty-placeholder--compact');
  });
});
