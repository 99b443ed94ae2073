import { render, screen } from '@testing-library/react';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import { describe, expect, it } from 'vitest';
import { PrefixContainer } from './prefix-container';

describe('PrefixContainer', () => {
  it('names the input with the prefix label (render function)', () => {
    render(<PrefixContainer label="账户名称">{({ inputId }) => <Input id={inputId} />}</PrefixContainer>);
    expect(screen.getByRole('textbox', { name: '账户名称' })).toBeInTheDocument();
  });

  it('names the input with htmlFor', () => {
    render(
      <PrefixContainer label="计划ID" htmlFor="plan-id">
        <input id="plan-id" />
      </PrefixContainer>,
    );
    expect(screen.getByRole('textbox', { name: '计划ID' })).toBeInTheDocument();
  });

  it('gives a labelId for controls named by aria-labelledby', () => {
    render(<PrefixContainer label="媒体">{({ labelId }) => <div role="combobox" aria-labelledby={labelId} aria-expanded={false} />}</PrefixContainer>);
    expect(screen.getByRole('combobox', { name: '媒体' })).toBeInTheDocument();
  });

  it('takes a width and a disabled look', () => {
    const { container } = render(
      <PrefixContainer label="出价" width={260} disabled>
        <input aria-label="出价" disabled />
      </PrefixContainer>,
    );
    expect(container.firstElementChild).toHaveStyle({ width: '260px' });
    expect(container.firstElementChild).toHaveClass('tf-prefix-container--disabled');
    expect(screen.getByText('出价', { selector: 'label' })).toHaveClass('tf-prefix-container__prefix');
  });
});
