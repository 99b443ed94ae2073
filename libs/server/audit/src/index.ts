// The audit trail: record every write (inside its transaction) and search a company's records.
export { type Actor, type ActorColumns, type ActorKind, actorColumns, actorFromColumns, actorFromJson, ruleActor } from './lib/actor';
export { AUDIT_TEXTS } from './lib/texts';
export { actorOf } from './lib/actor-of';
export {
  AUDIT_LIMITS,
  type AuditEntry,
  type AuditMediaAnswer,
  type AuditObject,
  type AuditPage,
  type AuditRecord,
  type AuditSearch,
  recordAudit,
  recordAuditBatch,
  searchAudit,
} from './lib/audit';
export type { AuditOutcome, AuditTables } from '@toufang/server-db';
