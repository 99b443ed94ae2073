// The generated contract types, and nothing else: the reference server may import this entry point
// (type-only) without depending on the client.
export type { paths, components, operations } from './generated/schema';
export type Schemas = import('./generated/schema').components['schemas'];
