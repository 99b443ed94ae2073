import { describe, expect, it } from 'vitest';
import { hidesHeaderAndMenu, isCreationPage } from './layout-rules';

describe('hidesHeaderAndMenu (shell spec §2.5)', () => {
  it.each([
    ['/toutiao-app/ad/ad-speed-create/12', true],
    ['/baidu-app/ad/ad-speed-create/basic-settings/12', true],
    ['/gdt-app/ad/ad-ai-create/video/12', true],
    ['/toutiao-app/ad/ai-template-add', true],
    ['/toutiao-app/ad/create-h5-page', true],
    ['/x/update/toutiao/3', true],
    ['/x/copy/toutiao/3', true],
    ['/x/update/kuaishou/1', true],
    ['/toutiao-app/partner', true],
    ['/tools-app/add-aitool-rules', true],
    ['/tools-app/add-error-prevention-rules', true],
    ['/common-app/add-name-rules', true],
    ['/toutiao-app/promote/toutiao/delivery/plan', false],
    ['/tools-app/tool/account-tool/message-center', false],
    ['/baidu-app/ad/update/9', false],
  ])('%s → %s', (url, hidden) => {
    expect(hidesHeaderAndMenu(url)).toBe(hidden);
  });

  it.each(['createH5PageToutiao', 'adUpdateByteDance', 'adUpdateByteDanceFast', 'partner', 'materialReviewShare'])('the full-screen route %s hides them', (name) => {
    expect(hidesHeaderAndMenu('/any', { name })).toBe(true);
  });

  it('a route marked fullScreen in its table hides them', () => {
    expect(hidesHeaderAndMenu('/toutiao-app/ad/update/creative/1', { name: 'toutiaoUpdateCreative', fullScreen: true })).toBe(true);
    expect(hidesHeaderAndMenu('/toutiao-app/promote', { name: 'toutiaoDelivery' })).toBe(false);
  });
});

describe('isCreationPage (shell spec §4: no reload on speed-create or AI-create pages)', () => {
  it.each([
    ['/toutiao-app/ad/ad-speed-create/1', true],
    ['/gdt-app/ad/ad-ai-create/image/1', true],
    ['/toutiao-app/promote/toutiao/delivery', false],
  ])('%s → %s', (url, creating) => {
    expect(isCreationPage(url)).toBe(creating);
  });
});
