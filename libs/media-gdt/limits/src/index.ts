// 腾讯广告 limits project: its limits (limits.ts) and its material, property and creation rules.
export * from './limits';
export * from './material-limits';
export * from './property-limits';
export * from './property-samples';
export * from './texts';
export * from './track-links';
export * from './applet-rules';
export * from './channel-rules';
export * from './target-rules';
export * from './creation';
