// For specs only: the audit trail's behaviour, run on PGlite (unit) and on the contract run's database.
export * from './testing/audit-suite';
