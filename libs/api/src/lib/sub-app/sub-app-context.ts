// What the shell hands every sub-application (shell spec §4): the router base, the user state, the app
// state, an analytics client, the private-storage-upload flag, and the desk's composed route table (the
// roles page builds its permission catalogue from it). A React context, so a page reads it with
// useSubApp() instead of reaching into the shell.
import { createContext, useContext } from 'react';
import type { UserInfo } from '../session/session-store';
import type { SubAppRoute } from './sub-app-route';

/** Events a sub-application reports; the shell decides where they go. */
export interface AnalyticsClient {
  track(event: string, properties?: Record<string, string | number | boolean | null>): void;
}

export interface AppState {
  /** The side menu is collapsed. */
  menuCollapsed: boolean;
  /** The session is the embedded gadget (authCode). */
  gadget: boolean;
}

export interface SubAppProps {
  /** The sub-application's path prefix, with a leading slash: '/toutiao-app'. */
  routerBase: string;
  user: UserInfo;
  app: AppState;
  analytics: AnalyticsClient;
  /** Uploads go to private storage: on only when the private-deployment flag is 0 and the bucket is tos. */
  privateStorageUpload: boolean;
  /** Every route of the desk, as the shell composed the tables (its own, then each sub-application's). */
  routes: readonly SubAppRoute[];
}

export const SubAppContext = createContext<SubAppProps | null>(null);

export function useSubApp(): SubAppProps {
  const value = useContext(SubAppContext);
  if (!value) throw new Error('useSubApp() is used outside a sub-application page');
  return value;
}
