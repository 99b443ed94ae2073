// 百度营销 limits project: its limits (limits.ts) and its material, property and creation rules.
export * from './limits';
export * from './material-limits';
export * from './property-limits';
export * from './property-words';
export * from './property-seeds';
export * from './property-texts';
export * from './property-checks';
export * from './creation';
