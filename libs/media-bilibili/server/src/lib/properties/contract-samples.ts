// For the port contract spec: a draft the sandbox accepts and the values it refuses, per type the property page
// creates (人群包 come from the data platform, so the spec runs them on their own).
import type { PropertySample } from '@toufang/server-media/testing';

export const PROPERTY_SAMPLES: readonly PropertySample[] = [];
