// 哔哩哔哩 limits project: its limits (limits.ts) and its material, property and creation rules.
export * from './limits';
export * from './material-limits';
export * from './property-limits';
export * from './property-samples';
export * from './texts';
export * from './creation';
