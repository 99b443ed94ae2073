import { describe, expect, it } from 'vitest';
import { refusal } from '@toufang/server-media';
import { encode } from '@toufang/server-sandbox';
import { expectIdShapes, expectWireRoundTrip } from '@toufang/server-sandbox/testing';
import { BAIDU } from './config';

describe('baidu sandbox configuration', () => {
  it('answers every rule with its own code, read back to the desk\'s Chinese', () => {
    expectWireRoundTrip(BAIDU);
  });

  it('shapes an id for every level', () => {
    expectIdShapes(BAIDU);
  });

  it('wraps a refusal as 百度营销 answers', () => {
    expect(encode(BAIDU, refusal('system_busy'))).toMatchObject({ header: { status: 2, failures: [{ code: 8000, message: '系统内部错误' }] } });
  });
});
