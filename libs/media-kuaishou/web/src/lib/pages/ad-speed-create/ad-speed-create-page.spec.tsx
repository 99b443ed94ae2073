import { afterEach, describe, it } from 'vitest';
import { expectEditorOfRoute, leaveCreation } from '@toufang/creation-kit/testing';
import { KUAISHOU_CREATION } from '@toufang/media-kuaishou-limits';

afterEach(leaveCreation);

describe('the creation routes of this media', () => {
  it.each([
    '/kuaishou-app/ad/ad-speed-create/new',
    '/kuaishou-app/ad/ad-speed-create/search/new',
  ])('opens a new template of the route’s variant in the editor (%s)', async (path) => {
    // Each of the media's levels has its settings.
    await expectEditorOfRoute(path, KUAISHOU_CREATION);
  });
});
