import { describe, expect, it } from 'vitest';
import { decideVersion, isNoReloadPath } from './version-decision';

describe('decideVersion', () => {
  it.each([
    // stored, fetched, path, decision
    [null, '1.4.1', '/toutiao-app/promote/toutiao/delivery/account', 'store'],
    [null, '1.4.1', '/toutiao-app/ad/ad-speed-create/12', 'store'],
    ['1.4.1', '1.4.1', '/home', 'keep'],
    ['1.4.1', '1.4.2', '/home', 'reload'],
    ['1.4.1', '1.4.2', '/toutiao-app/ad/ad-speed-create/12', 'defer'],
    ['1.4.1', '1.4.2', '/kuaishou-app/ad/ad-ai-create/video/7', 'defer'],
    ['1.4.1', '1.4.2', '/toutiao-app/ad/add-report', 'reload'],
    ['1.4.1', null, '/home', 'keep'],
    ['1.4.1', '', '/home', 'keep'],
  ] as const)('stored %s, fetched %s on %s → %s', (stored, fetched, path, decision) => {
    expect(decideVersion({ stored, fetched, path })).toBe(decision);
  });
});

describe('isNoReloadPath', () => {
  it.each([
    ['/toutiao-app/ad/ad-speed-create/1', true],
    ['/baidu-app/ad/ad-speed-create/basic-settings/1', true],
    ['/gdt-app/ad/ad-ai-create/image/3', true],
    ['/toutiao-app/ad/update/toutiao', false],
    ['/tools-app/tool/ai-tool', false],
    ['/', false],
  ])('%s → %s', (path, expected) => {
    expect(isNoReloadPath(path)).toBe(expected);
  });
});
