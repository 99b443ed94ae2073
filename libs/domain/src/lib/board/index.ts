// 看板 (issue 24, docs/design/live-home.md §2): its cards, layout and save check.
export * from './board-limits';
export * from './texts';
export * from './board-cards';
