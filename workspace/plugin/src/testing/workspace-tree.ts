// The real workspace as a generator sees it, with every write kept in memory: a generator's test runs
// against the files it will really edit (the registry, the shell's loaders, the contract) and never
// touches the disk.
import path from 'node:path';
import type { Tree } from '@nx/devkit';
import { FsTree } from '@nx/devkit/internal';

export const WORKSPACE_ROOT = path.resolve(__dirname, '../../../..');

export function workspaceTree(): Tree {
  return new FsTree(WORKSPACE_ROOT, false);
}

/** The paths a generator created or changed, sorted. */
export function changedPaths(tree: Tree): string[] {
  return tree
    .listChanges()
    .map((change) => change.path)
    .sort();
}
