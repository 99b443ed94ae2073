import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import PropertyTargetAddPage from './property-target-add-page';

function Landed() {
  const { pathname, search } = useLocation();
  return <p>{`${pathname}${search}`}</p>;
}

describe('新建定向包 of 哔哩哔哩', () => {
  it('lands on the pack list with 新建 open (?create=1)', async () => {
    render(
      <MemoryRouter initialEntries={['/bilibili-app/property/target-add']}>
        <Routes>
          <Route path="/bilibili-app/property/target-add" element={<PropertyTargetAddPage />} />
          <Route path="/bilibili-app/property/target" element={<Landed />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('/bilibili-app/property/target?create=1')).toBeTruthy();
  });
});
