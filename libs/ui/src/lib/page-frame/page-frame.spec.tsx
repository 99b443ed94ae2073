import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageFrame, PendingPage, PENDING_PAGE_TEXT } from './page-frame';

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

describe('PendingPage', () => {
  it('says honestly that the page is not open yet', () => {
    render(<PendingPage title="广告诊断" />);
    expect(screen.getByRole('heading', { name: '广告诊断' })).toBeTruthy();
    expect(screen.getByText('暂未开放')).toBeTruthy();
    expect(screen.getByText(PENDING_PAGE_TEXT)).toBeTruthy();
  });
});
