import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { BAIDU_TEST_SPEC, TEST_SPEC } from '../../testing';
import { CreationRoutePage, creationSegmentOfPath, variantOfPath } from './creation-route-page';

const PLAIN = { ...TEST_SPEC, variant: '' };

describe('the variant of a creation route', () => {
  it('reads the segment between ad-speed-create and the temp_id', () => {
    expect(creationSegmentOfPath('/toutiao-app/ad/ad-speed-create/new')).toBe('');
    expect(creationSegmentOfPath('/toutiao-app/ad/ad-speed-create/project/12')).toBe('project');
    expect(creationSegmentOfPath('/toutiao-app/ad/update/toutiao/12')).toBeNull();
  });

  it('picks the variant, and for baidu the step of its one flow', () => {
    expect(variantOfPath([PLAIN, TEST_SPEC], '/toutiao-app/ad/ad-speed-create/new')?.spec).toBe(PLAIN);
    expect(variantOfPath([PLAIN, TEST_SPEC], '/toutiao-app/ad/ad-speed-create/project/new')?.spec).toBe(TEST_SPEC);
    expect(variantOfPath([PLAIN], '/toutiao-app/ad/ad-speed-create/search/new')).toBeNull();
    for (const step of ['basic-settings', 'preview-submit', 'submit-success'] as const) {
      expect(variantOfPath([BAIDU_TEST_SPEC], `/baidu-app/ad/ad-speed-create/${step}/3`)).toEqual({ spec: BAIDU_TEST_SPEC, flowStep: step });
    }
  });
});

describe('the creation route page', () => {
  it('shows the 404 page for a variant the media does not have', () => {
    render(
      <MemoryRouter initialEntries={['/toutiao-app/ad/ad-speed-create/search/new']}>
        <CreationRoutePage variants={[PLAIN]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: '404' })).toBeTruthy();
    expect(screen.getByText('抱歉，您访问的页面不存在')).toBeTruthy();
  });
});
