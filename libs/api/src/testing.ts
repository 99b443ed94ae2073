// `@toufang/api/testing`: the one fake of the envelope server for unit tests. Only specs and test kits import
// it, so it never reaches a production bundle (nothing in src/index.ts leads here).
export { fakeApi, refuse, type FakeAnswer, type FakeApi, type FakeCall, type FakeHandler, type FakeRequest, type Refusal } from './lib/testing/fake-api';
export { BASE, envelope, hangUntilAborted, json, stubFetch, type Handler } from './lib/testing/stub-fetch';
export { renderSubAppPage, testUser, type SubAppPageOptions } from './lib/testing/sub-app-page';
export { FakeXhr, sentXhr } from './lib/testing/fake-xhr';
