// 巨量引擎 limits project: its limits (limits.ts) and its material, property, site and creation rules.
export * from './limits';
export * from './material-limits';
export * from './property-limits';
export * from './target-rules';
export * from './site-rules';
export * from './site-leads';
export * from './creation';
