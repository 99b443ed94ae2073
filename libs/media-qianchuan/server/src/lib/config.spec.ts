import { describe, expect, it } from 'vitest';
import { refusal } from '@toufang/server-media';
import { encode } from '@toufang/server-sandbox';
import { expectIdShapes, expectWireRoundTrip } from '@toufang/server-sandbox/testing';
import { QIANCHUAN } from './config';

describe('qianchuan sandbox configuration', () => {
  it('answers every rule with its own code, read back to the desk\'s Chinese', () => {
    expectWireRoundTrip(QIANCHUAN);
  });

  it('shapes an id for every level', () => {
    expectIdShapes(QIANCHUAN);
  });

  it('wraps a refusal as 巨量引擎 answers, with its own code', () => {
    expect(encode(QIANCHUAN, refusal('system_busy'))).toMatchObject({ code: 50000, message: '系统错误', request_id: expect.any(String) });
  });
});
