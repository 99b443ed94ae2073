// Name analysis's tables (命名解析, migrations/032_name_rules.sql, docs/design/properties.md §4.2): declared by its
// area when it adds them; empty until then, so the composition below need not change.
export type NamingTables = Record<never, never>;
