import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RefusalText } from './refusal-text';

describe('RefusalText', () => {
  it('announces the refusal', () => {
    render(<RefusalText message="部门下还有 2 名用户，请先调走" />);
    expect(screen.getByRole('alert')).toHaveTextContent('部门下还有 2 名用户，请先调走');
  });

  it('shows nothing without one', () => {
    const { container } = render(<RefusalText message={null} />);
    expect(container).toBeEmptyDOMElement();
  });
});
