import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import PropertyTargetAddPage from './property-target-add-page';

function Landed() {
  const { pathname, search } = useLocation();
  return <p>{`${pathname}${search}`}</p>;
}

describe('新建定向包 of 腾讯广告', () => {
  it('lands on the pack list with 新建 open (?create=1)', async () => {
    render(
      <MemoryRouter initialEntries={['/gdt-app/property/target-add']}>
        <Routes>
          <Route path="/gdt-app/property/target-add" element={<PropertyTargetAddPage />} />
          <Route path="/gdt-app/property/target" element={<Landed />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('/gdt-app/property/target?create=1')).toBeTruthy();
  });
});
