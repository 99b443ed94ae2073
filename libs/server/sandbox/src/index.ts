// The sandbox media: one believable marketing API (the engine), configured per media by its adapter project
// (libs/media-<code>/server): its levels, ids, limits, codes and wire format; the delivery model, the demo
// clock and the seed (docs/media-adapters.md).
export * from './lib/config';
export * from './lib/envelope';
export * from './lib/ids';
export * from './lib/model';
export * from './lib/order-model';
export * from './lib/monitor-model';
export * from './lib/live-model';
export * from './lib/live-grants';
export * from './lib/wire';
export * from './lib/demo-clock';
export * from './lib/engine';
export type { SandboxMaterialFile, SiteLeadOutcome } from './lib/engine-sites';
export * from './lib/seed';
export * from './lib/material-model';
export * from './lib/seed-materials';
export * from './lib/demo-titles';
export * from './lib/property-model';
export * from './lib/regions';
export * from './lib/seed-properties';
export * from './lib/sandbox-comments';
export * from './lib/comment-model';
export { sandboxCreationOf } from './lib/creation-rules';
