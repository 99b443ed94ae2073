import { afterEach, describe, it } from 'vitest';
import { expectEditorOfRoute, leaveCreation } from '@toufang/creation-kit/testing';
import { QIANCHUAN_CREATION } from '@toufang/media-qianchuan-limits';

afterEach(leaveCreation);

describe('the creation routes of this media', () => {
  it.each([
    '/qianchuan-app/ad/ad-speed-create/live/new',
    '/qianchuan-app/ad/ad-speed-create/product/new',
  ])('opens a new template of the route’s variant in the editor (%s)', async (path) => {
    // Each of the media's levels has its settings.
    await expectEditorOfRoute(path, QIANCHUAN_CREATION);
  });
});
