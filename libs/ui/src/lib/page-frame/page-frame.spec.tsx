import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageFrame } from './page-frame';

describe('PageFrame', () => {
  it('shows its title as the page heading and its content', () => {
    render(<PageFrame title="计划">内容</PageFrame>);
    expect(screen.getByRole('heading', { name: '计划' })).toBeTruthy();
    expect(screen.getByText('内容')).toBeTruthy();
  });

  it('names the region after its title for screen readers', () => {
    render(<PageFrame title="素材库" />);
    expect(screen.getByRole('region', { name: '素材库' })).toBeTruthy();
  });
});
