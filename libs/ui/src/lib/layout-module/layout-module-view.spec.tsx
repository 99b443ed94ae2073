import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LayoutModuleView } from './layout-module-view';

describe('LayoutModuleView', () => {
  it('lays the columns out left to right with their modules stacked, 477 px high', () => {
    const { container } = render(
      <LayoutModuleView
        config={{ slots: [['trend'], ['cost', 'ctr']], widthType: 'equalDivision' }}
        components={{ trend: <p>趋势图</p>, cost: <p>消耗</p>, ctr: <p>点击率</p> }}
      />,
    );
    const root = container.querySelector('.tf-layout-module') as HTMLElement;
    expect(root).toHaveStyle({ height: '477px', minWidth: `${218 * 2 + 16}px` });
    const columns = container.querySelectorAll<HTMLElement>('.tf-layout-module__column');
    expect(columns).toHaveLength(2);
    for (const column of columns) expect(column).toHaveStyle({ minWidth: '218px', flex: '1 1 0' });
    expect(columns[0].querySelector('[data-slot="trend"]')).toHaveStyle({ height: '477px' });
    expect(columns[1].querySelector('[data-slot="cost"]')).toHaveStyle({ height: '230.5px' });
    expect(columns[1].querySelector('[data-slot="ctr"]')).toHaveStyle({ height: '230.5px' });
    expect(screen.getByText('趋势图')).toBeInTheDocument();
    expect(screen.getByText('点击率')).toBeInTheDocument();
  });

  it('customScale shares the width by the scales', () => {
    const { container } = render(
      <LayoutModuleView config={{ slots: [['a'], ['b']], widthType: 'customScale', scales: [2, 1] }} components={{ a: 'A', b: 'B' }} />,
    );
    const columns = container.querySelectorAll<HTMLElement>('.tf-layout-module__column');
    expect(columns[0]).toHaveStyle({ flex: '2 1 0' });
    expect(columns[1]).toHaveStyle({ flex: '1 1 0' });
    expect(container.querySelector('.tf-layout-module')).toHaveAttribute('data-width-type', 'customScale');
  });

  it('a slot without its component shows 组件没有传入 and its id', () => {
    const { container } = render(<LayoutModuleView config={{ slots: [['a', 'b']], widthType: 'equalDivision' }} components={{ a: <p>有</p>, b: null }} />);
    expect(screen.getAllByText('组件没有传入')).toHaveLength(1);
    expect(container.querySelector('[data-slot="b"]')).toHaveClass('tf-layout-module__slot--missing');
    expect(container.querySelector('[data-slot="b"]')).toHaveTextContent('组件没有传入b');
  });

  it('an invalid config shows its errors in an alert and logs them', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<LayoutModuleView config={{ slots: [['a'], ['a', '']], widthType: 'equalDivision' }} components={{ a: 'A' }} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('插槽 id「a」重复');
    expect(alert).toHaveTextContent('第2列第2个插槽的 id 必须是非空字符串');
    expect(error).toHaveBeenCalledWith('[LayoutModuleView] 插槽 id「a」重复');
    expect(document.querySelector('.tf-layout-module__column')).toBeNull();
  });

  it('an empty slot list is refused with the spec rule', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<LayoutModuleView config={{ slots: [], widthType: 'equalDivision' }} components={{}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('插槽列表必须是非空数组');
  });
});
