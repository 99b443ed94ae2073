// The local receivers of the robots and of mail (docs/design/tools.md §4.3): what apps/receivers runs beside a
// desk, and what tests start on free ports. A library entry rather than the app's own code, because no
// project may import an app (Nx's module-boundary rule) and the server's test harness starts them too.
export * from './receivers/start';
export * from './receivers/inbox';
export { RECEIVER_KEYS } from './receivers/robot-checks';
export { REFUSED_DOMAIN_PREFIX, REFUSED_REPLY } from './receivers/smtp-receiver';
export { readMimeParts, type MimePart } from './receivers/mime';
