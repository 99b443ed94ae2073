// What the contract run's global setup hands to every test file (vitest's provide/inject).
import type { DatabaseTemplate } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}
