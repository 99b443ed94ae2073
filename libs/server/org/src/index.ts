// The organisation: who works in a company. Departments, the users a company manages (lifecycle, one-time
// passwords, sessions ended at once), custom 2.0 roles, and the one rule of which media accounts a user
// sees (account-scope.ts), which every account list, delivery table, export, edit and the operation log use.
export * from './lib/account-scope';
export { departmentHandlers } from './lib/departments';
export { managedUserHandlers } from './lib/managed-users';
export { roleHandlers } from './lib/roles';
export { ORG_CODES, ORG_TEXTS } from './lib/texts';
