import { afterEach, describe, it } from 'vitest';
import { expectEditorOfRoute, leaveCreation } from '@toufang/creation-kit/testing';
import { TOUTIAO_CREATION } from '@toufang/media-toutiao-limits';

afterEach(leaveCreation);

describe('the creation routes of this media', () => {
  it.each([
    '/toutiao-app/ad/ad-speed-create/new',
    '/toutiao-app/ad/ad-speed-create/project/new',
    '/toutiao-app/ad/ad-speed-create/search/new',
  ])('opens a new template of the route’s variant in the editor (%s)', async (path) => {
    // Each of the media's levels has its settings.
    await expectEditorOfRoute(path, TOUTIAO_CREATION);
  });
});
