// A media's option trees (regions, interests, behaviours, device brands) through getPropertyOptions
// (docs/design/properties.md §2.3, §2.7). The server answers each tree with a version that changes only with
// the tree, so the browser keeps it for long (one fetch per media and kind while the desk is open) and turns
// it into the cascader's options once per version: the region tree has 3,900 nodes, and a form opened again
// reuses the same options object (the cascader indexes it once, by identity).
import { useMemo } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { components } from '@toufang/api/contract';
import type { MediaCode } from '@toufang/domain';
import type { CascaderOption, CascaderOptionsLoader } from '@toufang/ui';
import { propertyOptionsQuery } from '../queries/property-calls';

export type PropertyOptionKind = components['schemas']['PropertyOptionKind'];
export type PropertyOptionTree = components['schemas']['PropertyOptionTree'];
type OptionNode = components['schemas']['PropertyOption'];

/** How long a fetched tree is fresh: it changes with a new version of the media's catalogue, not within a session. */
export const PROPERTY_OPTIONS_STALE_MS = 6 * 60 * 60 * 1000;

/** The query of one media's tree of one kind, kept fresh for hours and never shared structurally (it is large). */
export function propertyOptionsTreeQuery(media: MediaCode, kind: PropertyOptionKind) {
  return queryOptions({ ...propertyOptionsQuery(media, kind), staleTime: PROPERTY_OPTIONS_STALE_MS, gcTime: PROPERTY_OPTIONS_STALE_MS, structuralSharing: false });
}

interface Converted {
  readonly options: CascaderOption[];
  /** Each code with its parent's code (null at the top), for checkRegionCodes. */
  readonly index: ReadonlyMap<number, number | null>;
  /** Each code's name, for summaries and messages. */
  readonly names: ReadonlyMap<number, string>;
}

// Per media, kind, version and depth: the same answer is converted once however often a form opens.
const converted = new Map<string, Converted>();

function cut(nodes: readonly OptionNode[], depth: number): CascaderOption[] {
  return nodes.map((node) =>
    depth > 1 && node.children && node.children.length > 0 ? { label: node.name, value: node.code, children: cut(node.children, depth - 1) } : { label: node.name, value: node.code },
  );
}

/** The cascader's options, the parent index and the names of a tree, cut to `depth` levels (all without). */
export function convertOptionTree(media: MediaCode, kind: PropertyOptionKind, answer: PropertyOptionTree, depth?: number): Converted {
  const key = `${media}:${kind}:${answer.version}:${depth ?? 'all'}`;
  let kept = converted.get(key);
  if (!kept) {
    const options = cut(answer.tree, depth ?? Number.POSITIVE_INFINITY);
    const names = new Map<number, string>();
    const index = new Map<number, number | null>();
    const walk = (nodes: readonly CascaderOption[], parent: number | null) => {
      for (const node of nodes) {
        const code = Number(node.value);
        names.set(code, node.label);
        index.set(code, parent);
        if (node.children) walk(node.children, code);
      }
    };
    walk(options, null);
    kept = { options, index, names };
    converted.set(key, kept);
  }
  return kept;
}

/** The tree of `kind` of the media, converted for the cascader; `data` is undefined while it loads. */
export function usePropertyOptions(media: MediaCode, kind: PropertyOptionKind, depth?: number) {
  const query = useQuery(propertyOptionsTreeQuery(media, kind));
  const data = useMemo(() => (query.data ? convertOptionTree(media, kind, query.data, depth) : undefined), [media, kind, depth, query.data]);
  return { ...query, data };
}

/**
 * A CascaderOptionsLoader over the media's tree (libs/ui's CascaderTransfer `loadOptions`): it reads the query
 * cache first, so a second form opened in the same session shows the tree at once, and the same options
 * object as before. Its key names media, kind and depth, so an inline loader does not reload on each render.
 */
export function propertyOptionsLoader(queryClient: QueryClient, media: MediaCode, kind: PropertyOptionKind, depth?: number): CascaderOptionsLoader {
  const load = async (signal: AbortSignal) => {
    const answer = await queryClient.fetchQuery(propertyOptionsTreeQuery(media, kind));
    signal.throwIfAborted();
    return convertOptionTree(media, kind, answer, depth).options;
  };
  return Object.assign(load, { key: `property-options:${media}:${kind}:${depth ?? 'all'}` });
}

/** propertyOptionsLoader on the page's query client, the same loader for the same media, kind and depth. */
export function usePropertyOptionsLoader(media: MediaCode, kind: PropertyOptionKind, depth?: number): CascaderOptionsLoader {
  const queryClient = useQueryClient();
  return useMemo(() => propertyOptionsLoader(queryClient, media, kind, depth), [queryClient, media, kind, depth]);
}
