import { afterEach, describe, it } from 'vitest';
import { expectEditorOfRoute, leaveCreation } from '@toufang/creation-kit/testing';
import { BILIBILI_CREATION } from '@toufang/media-bilibili-limits';

afterEach(leaveCreation);

describe('the creation routes of this media', () => {
  it.each([
    '/bilibili-app/ad/ad-speed-create/new',
  ])('opens a new template of the route’s variant in the editor (%s)', async (path) => {
    // Each of the media's levels has its settings.
    await expectEditorOfRoute(path, BILIBILI_CREATION);
  });
});
