import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient, setApiClient, type Schemas } from '@toufang/api';
import type { TemplateMaterialGroup } from '@toufang/domain';
import { serveCreation, TEST_SPEC } from '../../../testing';
import { MaterialSection } from './material-section';

afterEach(() => {
  vi.useRealTimers();
  setApiClient(null);
});

const REASON = '巨量引擎不接受：图片尺寸1200×628不符合要求，支持：横版大图16:9（1280×720～2560×1440）';

function material(id: number, name: string, width: number, height: number): Schemas['Material'] {
  return {
    id,
    md5: String(id).padStart(32, 'c'),
    name,
    kind: 'image',
    format: 'jpg',
    mime: 'image/jpeg',
    size: 100_000,
    width,
    height,
    durationMs: null,
    bitrate: null,
    designer: null,
    uploader: null,
    source: 'upload',
    shared: true,
    labels: [],
    favorite: false,
    uploadTime: '2026-11-20 10:00:00',
    thumbnailUrl: `/t/${id}`,
    posterUrl: null,
    fileUrl: `/f/${id}`,
    pushes: [],
  };
}

function Harness({ start }: { start: TemplateMaterialGroup[] }) {
  const [groups, setGroups] = useState(start);
  return <MaterialSection spec={TEST_SPEC} groups={groups} onChange={setGroups} />;
}

describe('素材组', () => {
  it('marks a chosen material the media refuses 不符合媒体要求, with the media’s reason in its tooltip', async () => {
    const api = serveCreation({
      materials: [material(11, '春季上新_横版_01.jpg', 1280, 720), material(12, '618狂欢_大图_主图.jpg', 1200, 628)],
      materialProblems: { 12: REASON },
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Harness start={[{ key: 'm1', name: '素材组1', materialIds: [11] }]} />
      </QueryClientProvider>,
    );
    const picker = await screen.findByRole('group', { name: '素材组1的素材' });
    await within(picker).findByRole('button', { name: /春季上新_横版_01\.jpg/ });
    expect(screen.queryByText('不符合媒体要求')).toBeNull();

    // Choosing the 1200×628 大图 asks the server about the chosen files, and marks that one only.
    await userEvent.click(await within(picker).findByRole('checkbox', { name: /618狂欢_大图_主图\.jpg/ }));
    const mark = await screen.findByText('不符合媒体要求');
    const tag = within(picker).getByRole('button', { name: '移除 618狂欢_大图_主图.jpg' }).closest('.semi-tag');
    expect(tag).toContainElement(mark);
    const asked = api.bodiesOf('/api/creation/preview/facts').at(-1) as { body: Schemas['CreationTemplateBody'] };
    expect(asked.body.materials.groups.flatMap((g) => g.materialIds)).toEqual([11, 12]);
    expect(asked.body.accounts).toEqual([]);

    // The reason shows on hovering the mark (the desk's tooltip delay).
    vi.useFakeTimers();
    fireEvent.mouseEnter(mark);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('tooltip')).toHaveTextContent(REASON);
  });
});
