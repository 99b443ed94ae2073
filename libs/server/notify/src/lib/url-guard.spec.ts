import { describe, expect, it } from 'vitest';
import { checkWebhookUrl, isPublicUnicast, normaliseOrigin, parseAllowList, type Lookup } from './url-guard';
import { NOTIFY_TEXTS } from './texts';

/** A resolver that knows a few names and nothing else (no network in unit tests). */
const names: Record<string, Array<{ address: string; family: 4 | 6 }>> = {
  'robot.example.com': [{ address: '93.184.216.34', family: 4 }],
  'split.example.com': [
    { address: '93.184.216.34', family: 4 },
    { address: '10.1.2.3', family: 4 },
  ],
  'v6.example.com': [{ address: '2606:4700::1111', family: 6 }],
};
const fakeLookup: Lookup = async (host) => {
  const found = names[host];
  if (found) return found;
  if (/^[\d.]+$/.test(host) || host.includes(':')) return [{ address: host, family: host.includes(':') ? 6 : 4 }];
  throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
};

describe('checkWebhookUrl', () => {
  it.each([
    ['https://127.0.0.1/hook', 'loopback'],
    ['https://10.0.0.1/hook', 'private'],
    ['https://169.254.169.254/latest/meta-data/', 'the metadata address (link-local)'],
    ['https://[::1]/hook', 'IPv6 loopback'],
    ['https://[::ffff:127.0.0.1]/hook', 'IPv4-mapped loopback'],
    ['https://[fc00::1]/hook', 'unique-local'],
    ['https://100.64.0.1/hook', 'carrier-grade NAT'],
    ['https://0.0.0.0/hook', 'unspecified'],
    ['https://224.0.0.1/hook', 'multicast'],
    ['https://240.0.0.1/hook', 'reserved'],
    ['https://0x7f.1/hook', 'loopback written in hex'],
    ['https://split.example.com/hook', 'a name with one public and one private address'],
  ])('refuses %s (%s)', async (url) => {
    const result = await checkWebhookUrl(url, { lookup: fakeLookup });
    expect(result).toEqual({ ok: false, reason: 'private', message: NOTIFY_TEXTS.URL_PRIVATE });
  });

  it('refuses a name that resolves to loopback, through the system resolver', async () => {
    const result = await checkWebhookUrl('https://localhost/hook');
    expect(result).toMatchObject({ ok: false, reason: 'private', message: 'Webhook地址指向内网或本机地址，已拒绝' });
  });

  it('refuses http:// and what is no URL', async () => {
    for (const url of ['http://robot.example.com/hook', 'ftp://robot.example.com/', 'robot.example.com/hook', '']) {
      expect(await checkWebhookUrl(url, { lookup: fakeLookup })).toEqual({ ok: false, reason: 'not-https', message: 'Webhook地址必须以https://开头' });
    }
  });

  it('refuses user info', async () => {
    expect(await checkWebhookUrl('https://user:pass@robot.example.com/hook', { lookup: fakeLookup })).toMatchObject({ ok: false, reason: 'user-info' });
    expect(await checkWebhookUrl('https://user@robot.example.com/hook', { lookup: fakeLookup })).toMatchObject({ ok: false, reason: 'user-info' });
  });

  it('says so when a name does not resolve', async () => {
    expect(await checkWebhookUrl('https://nowhere.example.com/hook', { lookup: fakeLookup })).toEqual({ ok: false, reason: 'unresolved', message: 'Webhook地址无法解析' });
  });

  it('takes a public https URL with every address it resolves to', async () => {
    const result = await checkWebhookUrl('https://robot.example.com/cgi-bin/webhook/send?key=abc', { lookup: fakeLookup });
    expect(result).toMatchObject({ ok: true, allowed: false, addresses: [{ address: '93.184.216.34', family: 4 }] });
    expect(await checkWebhookUrl('https://v6.example.com/hook', { lookup: fakeLookup })).toMatchObject({ ok: true });
  });

  it('exempts exactly the allowed origins, even on loopback and over http', async () => {
    const allow = parseAllowList(' http://127.0.0.1:4310 , smtp://127.0.0.1:2525');
    expect(await checkWebhookUrl('http://127.0.0.1:4310/wecom/k1', { allow, lookup: fakeLookup })).toMatchObject({ ok: true, allowed: true, addresses: [{ address: '127.0.0.1' }] });
    // Another port of the same host is another origin.
    expect(await checkWebhookUrl('http://127.0.0.1:4311/wecom/k1', { allow, lookup: fakeLookup })).toMatchObject({ ok: false, reason: 'not-https' });
    expect(await checkWebhookUrl('https://127.0.0.1:4310/wecom/k1', { allow, lookup: fakeLookup })).toMatchObject({ ok: false, reason: 'private' });
  });
});

describe('the allow list', () => {
  it('normalises case and default ports, and drops what is no origin', () => {
    expect(normaliseOrigin('HTTPS://Robot.Example.com:443/path?q')).toBe('https://robot.example.com');
    expect(normaliseOrigin('smtp://127.0.0.1:2525')).toBe('smtp://127.0.0.1:2525');
    expect(parseAllowList('http://127.0.0.1:4310/,*.example.com,,')).toEqual(['http://127.0.0.1:4310']);
    expect(parseAllowList(undefined)).toEqual([]);
  });
});

describe('isPublicUnicast', () => {
  it('takes public addresses only', () => {
    expect(['8.8.8.8', '93.184.216.34', '2606:4700::1111', '::ffff:8.8.8.8'].map(isPublicUnicast)).toEqual([true, true, true, true]);
    expect(['192.168.1.1', '172.16.0.1', 'fe80::1', 'ff02::1', '::', '2002:7f00:1::', '64:ff9b::a00:1', 'not-an-ip'].map(isPublicUnicast)).toEqual(Array(8).fill(false));
  });
});
