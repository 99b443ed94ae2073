import { accountHandlers } from '../accounts/handlers';
import type { Handlers, RouteDeps } from './deps';
import { filterTemplateHandlers } from './filter-template';
import { lookupHandlers } from './lookup';
import { messageHandlers } from './message';
import { operationLogHandlers } from './operation-log';
import { permissionHandlers } from './permission';
import { sessionHandlers } from './session';
import { systemHandlers } from './system';

/** The handler of every contract operation, by operationId. */
export function allHandlers(deps: RouteDeps): Handlers {
  return {
    ...sessionHandlers(deps),
    ...permissionHandlers(deps),
    ...lookupHandlers(deps),
    ...messageHandlers(deps),
    ...systemHandlers(deps),
    ...filterTemplateHandlers(deps),
    ...accountHandlers(deps),
    ...operationLogHandlers(deps),
  };
}
