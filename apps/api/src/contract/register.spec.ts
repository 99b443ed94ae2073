// The answer check: an answer that does not fit the contract is a server bug, and strict mode says so.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/db';
import { allHandlers } from '../routes';
import type { Handler } from './register';
import { registerOperations } from './register';
import { loadContract } from './load';
import { compileContract } from './validate';

const contract = compileContract(loadContract());
const noDb = {} as Db;

async function appWith(searchCompany: Handler, strictResponses: boolean) {
  const handlers = Object.fromEntries(contract.operations.map((op) => [op.operationId, (async () => null) as Handler]));
  const app = Fastify();
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_r, body, done) => done(null, body));
  registerOperations(app, contract, { ...handlers, searchCompany }, { db: noDb, version: '9.9.9', strictResponses });
  return app;
}

describe('registerOperations', () => {
  it('has a handler for every operation of the contract', () => {
    const handlers = allHandlers({ db: noDb, partnerSecret: 's', staticDir: '/nowhere', version: '1', dummyPasswordHash: '' });
    expect(Object.keys(handlers).sort()).toEqual(contract.operations.map((op) => op.operationId).sort());
  });

  it('answers 500 in strict mode when the answer drifts from the contract', async () => {
    const app = await appWith(async () => [{ name: 'only a name' }], true);
    const answer = await app.inject({ method: 'POST', url: '/api/open_api/tianyancha/getCompany', payload: { keyword: 'x' } });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toMatchObject({ code: 500, message: '系统繁忙，请稍后重试！' });
  });

  it('only logs the drift outside strict mode', async () => {
    const app = await appWith(async () => [{ name: 'only a name' }], false);
    const answer = await app.inject({ method: 'POST', url: '/api/open_api/tianyancha/getCompany', payload: { keyword: 'x' } });
    expect(answer.statusCode).toBe(200);
  });

  it('wraps a fitting answer in the envelope with the version', async () => {
    const app = await appWith(async () => [{ name: '上海某公司', creditCode: '91310115AAAAAAAAAA' }], true);
    const answer = await app.inject({ method: 'POST', url: '/api/open_api/tianyancha/getCompany', payload: { keyword: 'x' } });
    expect(answer.json()).toEqual({ code: 200, data: [{ name: '上海某公司', creditCode: '91310115AAAAAAAAAA' }], message: 'success', content: null, version: '9.9.9' });
  });
});
