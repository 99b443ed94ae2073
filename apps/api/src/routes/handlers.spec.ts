// The composition's handler table covers the contract: every operation has its handler, and no other.
import { describe, expect, it } from 'vitest';
import type { Db } from '@toufang/server-db';
import { testContext } from '@toufang/server-context/testing';
import { compiledContractOf, publicLimiters } from '@toufang/server-http';
import { allHandlers } from '.';

// The contract compiled once per worker, shared with the other suites that read it (validate.ts).
const contract = compiledContractOf();
const noDb = {} as Db;

describe('allHandlers', () => {
  it('has a handler for every operation of the contract', () => {
    const handlers = allHandlers({
      ...testContext(noDb),
      partnerSecret: 's',
      staticDir: '/nowhere',
      version: '1',
      dummyPasswordHash: '',
      privateDeployment: false,
      limiters: publicLimiters(),
    });
    expect(Object.keys(handlers).sort()).toEqual(contract.operations.map((op) => op.operationId).sort());
  });
});
