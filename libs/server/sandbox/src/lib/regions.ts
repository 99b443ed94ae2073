// The sandbox media's region tree (docs/design/properties.md §2.7): China's GB/T 2260 codes from @vant/area-data
// (34 provinces, 3,479 counties), cut to a media's depth (2: province → city; 3: → district). Built once per
// depth and kept; a targeting pack's region codes are checked against it.
import { areaList } from '@vant/area-data';
import { regionIndex, type RegionNode } from '@toufang/domain';

export type RegionDepth = 2 | 3;

const trees = new Map<RegionDepth, { tree: readonly RegionNode[]; index: ReadonlyMap<number, number | null>; names: ReadonlyMap<number, string> }>();

function build(depth: RegionDepth): readonly RegionNode[] {
  const byParent = (list: Record<string, string>, digits: number) => {
    const out = new Map<string, RegionNode[]>();
    for (const [code, name] of Object.entries(list)) {
      const parent = code.slice(0, digits);
      const group = out.get(parent) ?? [];
      group.push({ code: Number(code), name });
      out.set(parent, group);
    }
    return out;
  };
  const counties = byParent(areaList.county_list, 4);
  const cities = byParent(areaList.city_list, 2);
  return Object.entries(areaList.province_list).map(([code, name]) => ({
    code: Number(code),
    name,
    children: (cities.get(code.slice(0, 2)) ?? []).map((city) =>
      depth === 3 ? { ...city, children: counties.get(String(city.code).slice(0, 4)) ?? [] } : city,
    ),
  }));
}

function entry(depth: RegionDepth) {
  let kept = trees.get(depth);
  if (!kept) {
    const tree = build(depth);
    const names = new Map<number, string>();
    const walk = (nodes: readonly RegionNode[]) => {
      for (const node of nodes) {
        names.set(node.code, node.name);
        if (node.children) walk(node.children);
      }
    };
    walk(tree);
    kept = { tree, index: regionIndex(tree), names };
    trees.set(depth, kept);
  }
  return kept;
}

/** The region tree at a media's depth. */
export const regionTree = (depth: RegionDepth): readonly RegionNode[] => entry(depth).tree;

/** Each code of the tree with its parent's (for checkRegionCodes). */
export const regionTreeIndex = (depth: RegionDepth): ReadonlyMap<number, number | null> => entry(depth).index;

/** Each code of the tree with its name (a targeting pack's summary: 北京市、上海市等5个地域). */
export const regionNames = (depth: RegionDepth): ReadonlyMap<number, string> => entry(depth).names;
