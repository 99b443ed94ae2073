// Contract tests of the server as a whole: every operation is routed, security headers, unknown paths,
// the version file, the built shell and its SPA fallback, oversized bodies and handler failures.
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP_DIRECTIVES } from './server';
import { loadContract, listOperations } from '@toufang/server-http';
import { startTestServer, type TestServer } from '@toufang/server-testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const operations = listOperations(loadContract());

describe('every operation of the contract', () => {
  it.each(operations.filter((op) => op.secured).map((op) => [op.operationId, op] as const))('%s needs a token (HTTP 401)', async (_id, op) => {
    const answer = await server.call(op.path, { method: op.method as 'GET' | 'POST' });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 401, message: '登录已失效，请重新登录', data: null, content: null });
  });

  it.each(operations.filter((op) => !op.secured && op.body?.required).map((op) => [op.operationId, op] as const))(
    '%s is public and refuses a missing body (HTTP 400)',
    async (_id, op) => {
      const answer = await server.call(op.path, { method: 'POST' });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 400, message: '缺少请求体' });
    },
  );

  it('the list above covers every path of the contract', () => {
    const secured = operations.filter((op) => op.secured).length;
    const publicWithBody = operations.filter((op) => !op.secured && op.body?.required).length;
    const rest = operations.filter((op) => !op.secured && !op.body?.required).map((op) => op.operationId);
    expect(secured + publicWithBody + rest.length).toBe(operations.length);
    // The public answers without a body: the sandbox consent pages (HTML, accounts' and 抖音号'), an export's file (its single-use
    // token is the key; libs/server/delivery/src/lib/export.contract.spec.ts refuses a bad one), a material's
    // file (its signed link is the key; materials.contract.spec.ts refuses a forged or expired one), a sandbox
    // media's published H5 site and the materials it shows (public as a media's site and CDN are;
    // sandbox-site.contract.spec.ts) and version.json.
    expect(rest).toEqual(['getMediaAuthorizationConsent', 'downloadMaterialFile', 'getSandboxSite', 'getSandboxMaterial', 'downloadDeliveryExport', 'getAwemeConsent', 'getVersion']);
    // Counted from the contract document itself, so no operation slips past the list.
    const declared = Object.values(loadContract().paths).flatMap((item) => Object.keys(item).filter((key) => ['get', 'post', 'put', 'patch', 'delete'].includes(key)));
    expect(operations.length).toBe(declared.length);
  });
});

describe('security headers', () => {
  const csp = "default-src 'self';script-src 'self' 'wasm-unsafe-eval';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https:;media-src 'self' blob: https:;connect-src 'self';frame-ancestors 'self';object-src 'none';base-uri 'self'";

  it('are on API answers, errors, unknown paths and the shell', async () => {
    const token = await server.login('admin');
    for (const answer of [
      await server.call('/api/user/user/get', { method: 'POST', token }),
      await server.call('/api/user/user/get', { method: 'POST' }),
      await server.call('/api/nothing-here'),
      await server.call('/'),
      await server.call('/version.json'),
    ]) {
      expect(answer.headers.get('content-security-policy')).toBe(csp);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('x-powered-by')).toBeNull();
    }
    expect(Object.keys(CSP_DIRECTIVES)).toHaveLength(9);
  });
});

describe('unknown paths', () => {
  it('answer the 接口不存在 envelope under /api with HTTP 404', async () => {
    for (const answer of [await server.call('/api/nothing-here'), await server.call('/api/user/user/login'), await server.call('/api/x', { body: {} })]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ code: 404, message: '接口不存在', data: null, version: '1.4.1' });
    }
  });
});

describe('version.json', () => {
  it('answers the shell version file, re-read on every request, with no-cache', async () => {
    const file = path.join(server.staticDir, 'version.json');
    writeFileSync(file, JSON.stringify({ version: '2.0.0+abc' }));
    let answer = await server.call('/version.json');
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(JSON.parse(answer.text)).toEqual({ version: '2.0.0+abc' });
    writeFileSync(file, JSON.stringify({ version: '2.0.1+def' }));
    answer = await server.call('/version.json');
    expect(JSON.parse(answer.text)).toEqual({ version: '2.0.1+def' });
    rmSync(file);
    answer = await server.call('/version.json');
    expect(JSON.parse(answer.text)).toEqual({ version: '1.4.1' });
  });
});

describe('the built shell', () => {
  it('answers index.html for page routes and 404 for missing files', async () => {
    for (const route of ['/', '/login', '/toutiao-app/promote/toutiao/delivery/account']) {
      const answer = await server.call(route);
      expect(answer.status).toBe(200);
      expect(answer.text).toContain('Toufang test shell');
    }
    expect((await server.call('/assets/missing.js')).status).toBe(404);
  });

  it('says how to build the shell when it is missing', async () => {
    const bare = await startTestServer({ staticDir: path.join(server.staticDir, 'not-there') }, { resetDatabase: false });
    try {
      const answer = await bare.call('/');
      expect(answer.headers.get('content-type')).toContain('text/html');
      expect(answer.text).toContain('前端尚未构建');
      expect(answer.text).toContain('nx run shell:build');
    } finally {
      await bare.close();
    }
  });
});

describe('robustness', () => {
  it('refuses a body over 1 MiB with HTTP 400', async () => {
    const answer = await server.call('/api/open_api/sys/error_log', {
      rawBody: JSON.stringify({ stack: 'x'.repeat(1024 * 1024 + 10) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 400, message: '请求体过大，不能超过1MB' });
  });

  it('answers a failing handler with HTTP 500 系统繁忙 and no stack, and keeps serving', async () => {
    await server.app.toufang.db.query('ALTER TABLE companies RENAME TO companies_gone');
    try {
      const answer = await server.call('/api/open_api/tianyancha/getCompany', { body: { keyword: '上海' } });
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({ code: 500, data: null, message: '系统繁忙，请稍后重试！', content: null, version: '1.4.1' });
    } finally {
      await server.app.toufang.db.query('ALTER TABLE companies_gone RENAME TO companies');
    }
    const again = await server.call<unknown[]>('/api/open_api/tianyancha/getCompany', { body: { keyword: '上海' } });
    expect(again.body.code).toBe(200);
    expect(again.body.data.length).toBeGreaterThan(0);
  });
});

describe('HTTP 429', () => {
  it('is declared, with Retry-After, on every operation that may answer it: logins, password hashing and the public calls', () => {
    const declared = operations.filter((op) => op.responses['429']).map((op) => op.operationId).sort();
    expect(declared).toEqual(
      [
        'addSalesLead',
        'createManagedUser',
        'editPassword',
        'login',
        'reportError',
        'resetManagedUserPassword',
        'resetMediaAccountPassword',
        'searchCompany',
        'createMaterialReviewShare',
        'openMaterialReviewShare',
        'commentMaterialReviewShare',
        'decideMaterialReviewShare',
        'addSandboxSiteLead',
        'streamLiveRoom',
      ].sort(),
    );
    const responses = (loadContract() as unknown as { components: { responses: Record<string, { headers?: Record<string, unknown> }> } }).components.responses;
    expect(Object.keys(responses.TooManyRequests.headers ?? {})).toEqual(['Retry-After']);
  });

  // Last in the file: it spends this address's minute of company searches.
  it('carries Retry-After and the same wait in its Chinese message', async () => {
    for (let i = 0; i < 60; i++) await server.call('/api/open_api/tianyancha/getCompany', { body: { keyword: '上海' } });
    const answer = await server.call('/api/open_api/tianyancha/getCompany', { body: { keyword: '上海' } });
    expect(answer.status).toBe(429);
    expect(answer.body.message).toBe(`请求过于频繁，请在${answer.headers.get('retry-after')}秒后重试`);
  });
});
