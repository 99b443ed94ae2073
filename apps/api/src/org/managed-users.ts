// SCAFFOLD (replace): the handlers of 'listManagedUsers' | 'createManagedUser' | 'updateManagedUser' | 'setManagedUserStatus' | 'resetManagedUserPassword' | 'setManagedUserAccounts' | 'setManagedUserProjects' | 'listAssignableAccounts'.
import type { HandlersFor } from '../contract/handler-types';
import type { RouteDeps } from '../routes/deps';

export function managedUserHandlers(_deps: RouteDeps): HandlersFor<'listManagedUsers' | 'createManagedUser' | 'updateManagedUser' | 'setManagedUserStatus' | 'resetManagedUserPassword' | 'setManagedUserAccounts' | 'setManagedUserProjects' | 'listAssignableAccounts'> {
  const missing = () => {
    throw new Error('not built yet');
  };
  return Object.fromEntries(['listManagedUsers' , 'createManagedUser' , 'updateManagedUser' , 'setManagedUserStatus' , 'resetManagedUserPassword' , 'setManagedUserAccounts' , 'setManagedUserProjects' , 'listAssignableAccounts'].map((op) => [op, missing])) as unknown as HandlersFor<'listManagedUsers' | 'createManagedUser' | 'updateManagedUser' | 'setManagedUserStatus' | 'resetManagedUserPassword' | 'setManagedUserAccounts' | 'setManagedUserProjects' | 'listAssignableAccounts'>;
}
