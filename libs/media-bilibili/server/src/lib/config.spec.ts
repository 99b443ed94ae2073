import { describe, expect, it } from 'vitest';
import { refusal } from '@toufang/server-media';
import { encode } from '@toufang/server-sandbox';
import { expectIdShapes, expectWireRoundTrip } from '@toufang/server-sandbox/testing';
import { BILIBILI } from './config';

describe('bilibili sandbox configuration', () => {
  it('answers every rule with its own code, read back to the desk\'s Chinese', () => {
    expectWireRoundTrip(BILIBILI);
  });

  it('shapes an id for every level', () => {
    expectIdShapes(BILIBILI);
  });

  it('wraps a refusal as 哔哩哔哩 answers', () => {
    expect(encode(BILIBILI, refusal('system_busy'))).toMatchObject({ code: -500, ttl: 1 });
  });
});
