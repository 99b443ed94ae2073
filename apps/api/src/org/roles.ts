// SCAFFOLD (replace): the handlers of 'listRoles' | 'saveRole' | 'removeRole'.
import type { HandlersFor } from '../contract/handler-types';
import type { RouteDeps } from '../routes/deps';

export function roleHandlers(_deps: RouteDeps): HandlersFor<'listRoles' | 'saveRole' | 'removeRole'> {
  const missing = () => {
    throw new Error('not built yet');
  };
  return Object.fromEntries(['listRoles' , 'saveRole' , 'removeRole'].map((op) => [op, missing])) as unknown as HandlersFor<'listRoles' | 'saveRole' | 'removeRole'>;
}
