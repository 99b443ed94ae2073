// The server's HTTP side that every area's handlers stand on: the contract (loaded, compiled, registered
// with its access rules), the envelope and refusals, handler types, sessions and passwords, the route
// dependencies (RouteDeps) and the paging helpers. apps/api registers the handlers with it.
export * from './lib/contract/envelope';
export * from './lib/contract/event-stream';
export * from './lib/contract/handler-types';
export * from './lib/contract/load';
export * from './lib/contract/messages';
export * from './lib/contract/register';
export * from './lib/contract/validate';
export * from './lib/access/decide';
export * from './lib/access/declaration';
export * from './lib/access/permission-codes';
export * from './lib/auth/backoff';
export * from './lib/auth/password';
export * from './lib/auth/rate-limit';
export * from './lib/auth/sessions';
export * from './lib/auth/ticket';
export * from './lib/auth/token';
export * from './lib/routes/deps';
export * from './lib/routes/public-limits';
export * from './lib/routes/sql';
export * from './lib/demo-users';
export * from './lib/time';
export * from './lib/users';
