import { describe, expect, it } from 'vitest';
import { PENDING_PROPERTY_LIMITS, propertyTypesOf } from '@toufang/domain';
import { builtType, pendingTypes } from '@toufang/property-kit';
import { BAIDU_PROPERTY_LIMITS, BAIDU_PROPERTY_PAGES } from '@toufang/media-baidu-limits';
import { PROPERTIES } from './properties';

describe('百度营销的资产类型', () => {
  it('declares every type of its page list, built with the figures of its limits project, or pending', () => {
    const types = propertyTypesOf(BAIDU_PROPERTY_PAGES);
    expect(Object.keys(PROPERTIES.types).sort()).toEqual([...types].sort());
    for (const type of types) {
      const built = builtType(PROPERTIES, type);
      if (built) expect(built.limits).toBe(BAIDU_PROPERTY_LIMITS[type]);
      else {
        expect(pendingTypes(PROPERTIES)).toContain(type);
        // A pending page keeps 暂未开放: its limits offer nothing, so pages.ts gives its route no page.
        expect(BAIDU_PROPERTY_LIMITS[type]).toBe(PENDING_PROPERTY_LIMITS);
      }
    }
  });
});
