// The pure part of the version check (shell spec §4): what to do with the version the server announces.
import { isCreationPage } from '@toufang/domain';

/** The local-storage key of the last version the desk saw. */
export const VERSION_STORAGE_KEY = 'toufang_version';

/**
 * keep: nothing to do. store: first sighting, remember it. reload: a new version, remember it and reload.
 * defer: a new version while the user is creating ads; neither stored nor reloaded, so the next check
 * after the user leaves the page still sees it as new and reloads then.
 */
export type VersionDecision = 'keep' | 'store' | 'reload' | 'defer';

/** Pages whose unsaved work a reload would lose: quick and AI-assisted batch creation (libs/domain). */
export const isNoReloadPath = isCreationPage;

export function decideVersion(input: { stored: string | null; fetched: string | null; path: string }): VersionDecision {
  const { stored, fetched, path } = input;
  if (!fetched) return 'keep';
  if (!stored) return 'store';
  if (stored === fetched) return 'keep';
  return isNoReloadPath(path) ? 'defer' : 'reload';
}
