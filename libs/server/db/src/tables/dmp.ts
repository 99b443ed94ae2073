// The data platform's tables (数据平台, migrations/031_dmp.sql, docs/design/properties.md §4.1): declared by its
// area when it adds them; empty until then, so the composition below need not change.
export type DmpTables = Record<never, never>;
