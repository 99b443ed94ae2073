// The server's database: the two drivers (embedded PGlite, PostgreSQL) behind one `Db`, the store guard,
// the migrations, Kysely over either driver, and every table's declaration. The table files are leaves, so
// any area may depend on this library and this library depends on no area.
export * from './db';
export * from './folder-copy';
export * from './guard';
export * from './json-bounds';
export * from './kysely';
export * from './migrate';
export * from './migrated-pglite';
export * from './open';
export * from './pglite';
export * from './postgres';
export * from './schema';
export * from './tables/accounts';
export * from './tables/audit';
export * from './tables/columns';
export * from './tables/delivery-objects';
export * from './tables/delivery';
export * from './tables/jobs';
export * from './tables/media';
export * from './tables/metrics';
export * from './tables/org';
export * from './tables/lists';
export * from './tables/insights';
export * from './tables/monitoring';
export * from './tables/properties';
export * from './tables/dmp';
export * from './tables/creation';
export * from './tables/creation-tasks';
export * from './tables/ai-rules';
export * from './tables/report-push';
export * from './tables/live';
