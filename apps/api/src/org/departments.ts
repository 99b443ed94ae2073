// SCAFFOLD (replace): the handlers of 'listDepartments' | 'saveDepartment' | 'moveDepartment' | 'removeDepartment'.
import type { HandlersFor } from '../contract/handler-types';
import type { RouteDeps } from '../routes/deps';

export function departmentHandlers(_deps: RouteDeps): HandlersFor<'listDepartments' | 'saveDepartment' | 'moveDepartment' | 'removeDepartment'> {
  const missing = () => {
    throw new Error('not built yet');
  };
  return Object.fromEntries(['listDepartments' , 'saveDepartment' , 'moveDepartment' , 'removeDepartment'].map((op) => [op, missing])) as unknown as HandlersFor<'listDepartments' | 'saveDepartment' | 'moveDepartment' | 'removeDepartment'>;
}
