import { afterEach, describe, it } from 'vitest';
import { expectEditorOfRoute, leaveCreation } from '@toufang/creation-kit/testing';
import { GDT_CREATION } from '@toufang/media-gdt-limits';

afterEach(leaveCreation);

describe('the creation routes of this media', () => {
  it.each([
    '/gdt-app/ad/ad-speed-create/new',
    '/gdt-app/ad/ad-speed-create/wechat/new',
  ])('opens a new template of the route’s variant in the editor (%s)', async (path) => {
    // Each of the media's levels has its settings.
    await expectEditorOfRoute(path, GDT_CREATION);
  });
});
