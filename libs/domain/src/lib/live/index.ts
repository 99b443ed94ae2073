// Live control (issue 24, docs/design/live-home.md §2): a room's figures, rates, alerts, freshness and limits.
export * from './live-types';
export * from './live-rates';
export * from './live-limits';
export * from './texts';
export * from './live-alerts';
export * from './live-late';
