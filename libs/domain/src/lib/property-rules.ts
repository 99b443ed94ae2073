// The property kit's shared rules (docs/design/properties.md §2.2, §2.3, §2.11): what a media's property type
// declares in its limits project (`<CODE>_PROPERTY_LIMITS`), and the checks both sides run on a property's
// values (URLs, monitoring macros, region codes, names). The browser runs them before saving, the server's
// pre-check and the sandbox media again, so all three refuse in the same words (property-texts.ts).
import type { MediaCode } from './media';
import { PROPERTY_PAGES, pascalCase, propertyRouteName, type PropertyPage } from './media-route-paths';
import type { ButtonConfigFlag } from './button-config';
import type { MaterialKind } from './material-rules';

/** What a media may allow on a property type; every type names all five. */
export const PROPERTY_OPERATIONS = ['create', 'edit', 'push', 'delete', 'sync'] as const;
export type PropertyOperation = (typeof PROPERTY_OPERATIONS)[number];

/** The figures of one property type, as its media's limits project writes them (upper-case, like material limits). */
export interface PropertyTypeLimits {
  /** Which of the five operations the media offers on this type (a missing one is a type error). */
  readonly OPERATIONS: Readonly<Record<PropertyOperation, boolean>>;
  /** Characters of a name. */
  readonly NAME_MAX_LENGTH: number;
  /** Objects of this type an account may hold (not deleted); null: the media has no cap. */
  readonly PER_ACCOUNT: number | null;
  /** Target accounts per push call. */
  readonly PUSH: { readonly ACCOUNTS: number };
  /** Objects per create and per delete call. */
  readonly CREATE_BATCH: number;
  readonly DELETE_BATCH: number;
  /** Region fields: the tree's depth (2 province → city, 3 → district) and the codes one value may hold. */
  readonly REGION?: { readonly DEPTH: 2 | 3; readonly MAX: number };
  /**
   * The values that hold materials (the kit's 素材库 picker), by field name, with the kind each takes. The
   * browser sends the desk's material ids; the server pushes each to the account and sends the media's own
   * ids, and answers the desk's ids again when the object is read (docs/decisions.md, "Issue 21: material
   * fields"). The web declaration's `material` fields must be exactly these; LABEL is the field's name in
   * the server's messages (the page's label).
   */
  readonly MATERIAL_FIELDS?: Readonly<Record<string, MaterialFieldLimits>>;
  /** The media's own figures of the type (enums, lengths …), read by its own declarations. */
  readonly [extra: string]: unknown;
}

/** One material field of a property type (PropertyTypeLimits.MATERIAL_FIELDS). */
export interface MaterialFieldLimits {
  readonly KIND: MaterialKind;
  readonly LABEL: string;
}

/** The property types of a media's page list: every page but the `-add` pages (the create pages of a type). */
export type PropertyTypeOf<Pages extends readonly string[]> = Exclude<Pages[number], `${string}-add`>;

/** A media's `<CODE>_PROPERTY_LIMITS`: one entry per type of its page list, none left out. */
export type PropertyLimitsOf<Pages extends readonly PropertyPage[]> = { readonly [T in PropertyTypeOf<Pages>]: PropertyTypeLimits };

/**
 * The limits of a type whose media helper has not built it yet: nothing offered, so the server refuses every
 * write and the route gets no page ('pending' in the web declaration; the shell's route walk refuses a route without one). Replaced by the media's figures.
 */
export const PENDING_PROPERTY_LIMITS = {
  OPERATIONS: { create: false, edit: false, push: false, delete: false, sync: false },
  NAME_MAX_LENGTH: 50,
  PER_ACCOUNT: null,
  PUSH: { ACCOUNTS: 1 },
  CREATE_BATCH: 1,
  DELETE_BATCH: 1,
} as const satisfies PropertyTypeLimits;

/** The types of a page list (the `-add` pages left out), in the list's order. */
export function propertyTypesOf<P extends readonly PropertyPage[]>(pages: P): PropertyTypeOf<P>[] {
  return pages.filter((page): page is PropertyTypeOf<P> => !page.endsWith('-add'));
}

/**
 * One page module for every built type's route (its limits no longer PENDING_PROPERTY_LIMITS), by route name,
 * for the media's `pages.ts`: a pending type's route keeps no page, which the shell's route walk refuses. The `-add` pages are a
 * type's own create page, which the media names itself.
 */
export function builtPropertyPages<L, P extends readonly PropertyPage[]>(media: MediaCode, pages: P, limits: PropertyLimitsOf<P>, page: L): Record<string, L> {
  const built = propertyTypesOf(pages).filter((type) => limits[type] !== PENDING_PROPERTY_LIMITS);
  return Object.fromEntries(built.map((type) => [propertyRouteName(media, type), page]));
}

/** A property type's contract kind: `toutiao.target`. */
export type PropertyKind<M extends MediaCode = MediaCode, T extends string = string> = `${M}.${T}`;

export function propertyKind<M extends MediaCode, T extends string>(media: M, type: T): PropertyKind<M, T> {
  return `${media}.${type}`;
}

/** The media and type of a kind, or null when it is not `<media>.<page>`. */
export function parsePropertyKind(kind: string): { media: string; type: string } | null {
  const dot = kind.indexOf('.');
  if (dot <= 0 || dot === kind.length - 1) return null;
  return { media: kind.slice(0, dot), type: kind.slice(dot + 1) };
}

// ---------- access ----------

/**
 * The route a type's calls are settled on (the 2.0 code `{media}Property{type}`): its own page, except a child
 * type, which is opened from its parent's page (应用分包 from 应用管理).
 */
export const PROPERTY_ACCESS_PAGE: Readonly<Partial<Record<PropertyPage, PropertyPage>>> = {
  'application-subcontracting': 'application',
  'target-add': 'target',
};

/** The pascal-case suffix of the type's 2.0 code: `Target`, `CustomAudience`, `Application` for 应用分包. */
export function propertyAccessSuffix(type: string): string {
  const page = PROPERTY_ACCESS_PAGE[type as PropertyPage] ?? type;
  return pascalCase(page);
}

/** What a caller needs beyond the assets role to open a media's property page (shell spec §2.3, §6). */
export interface PropertyPageRequirements {
  readonly buttonConfig?: ButtonConfigFlag;
  /** bilibili's pages: the user's showBilibili is 1. */
  readonly showBilibili?: true;
}

/**
 * The flags a property page needs: 穿山甲媒体包 and 联盟流量包 FLOW_POOL_BUTTON, every qianchuan page
 * SHOW_QIANCHUAN_BUTTON, every bilibili page showBilibili; the route table and the server read the same answer.
 */
export function propertyPageRequirements(media: MediaCode, page: PropertyPage): PropertyPageRequirements {
  const own: ButtonConfigFlag | undefined = (PROPERTY_PAGES[page] as { buttonConfig?: ButtonConfigFlag }).buttonConfig;
  if (media === 'qianchuan') return { buttonConfig: 'SHOW_QIANCHUAN_BUTTON' };
  if (media === 'bilibili') return { showBilibili: true, ...(own ? { buttonConfig: own } : {}) };
  return own ? { buttonConfig: own } : {};
}

// ---------- value checks ----------

/** How a media writes a macro in a monitoring link: `__CLICKID__` or `{{CLICK_ID}}`. */
export type MacroSyntax = 'double-underscore' | 'double-brace';

export interface TrackMacros {
  readonly SYNTAX: MacroSyntax;
  /** Every macro the media knows, written as in a link (`__CLICKID__`, `{{CLICK_ID}}`). */
  readonly NAMES: readonly string[];
  /** Macros a link of this media must hold (e.g. a callback), if any. */
  readonly REQUIRED?: readonly string[];
}

/** One node of a media's region tree (GB/T 2260 codes cut to the media's depth). */
export interface RegionNode {
  readonly code: number;
  readonly name: string;
  readonly children?: readonly RegionNode[];
}

export type PropertyRule =
  | 'property_name_empty'
  | 'property_name_too_long'
  | 'property_url'
  | 'property_url_too_long'
  | 'property_macro'
  | 'property_macro_missing'
  | 'property_region'
  | 'property_region_nested'
  | 'property_region_too_many';

/** A refused value, with the figures its sentence names (propertyProblemText). */
export interface PropertyProblem {
  readonly rule: PropertyRule;
  readonly params: Readonly<Record<string, string | number>>;
}

const problem = (rule: PropertyRule, params: Record<string, string | number> = {}): PropertyProblem => ({ rule, params });

/** Characters as a person counts them (a CJK character or an emoji is one). */
const lengthOf = (text: string) => [...text].length;

/** URLs of a property: http or https, a host that is a domain (not an IP, not localhost), 1024 characters at most. */
export const PROPERTY_URL_MAX_LENGTH = 1024;

export function checkPropertyName(name: string, maxLength: number): PropertyProblem | null {
  if (name.trim() === '') return problem('property_name_empty');
  if (lengthOf(name) > maxLength) return problem('property_name_too_long', { limit: maxLength });
  return null;
}

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/i;

export function checkUrl(url: string): PropertyProblem | null {
  if (url.length > PROPERTY_URL_MAX_LENGTH) return problem('property_url_too_long', { limit: PROPERTY_URL_MAX_LENGTH });
  const match = /^(https?):\/\/([^/?#:@\s]+)(?::(\d{1,5}))?(?:[/?#][^\s]*)?$/i.exec(url);
  if (!match || !DOMAIN.test(match[2])) return problem('property_url', { value: url });
  return null;
}

const TOKEN_PATTERN: Record<MacroSyntax, RegExp> = {
  'double-underscore': /__[A-Za-z0-9_]+?__/g,
  'double-brace': /\{\{[^{}]*\}\}/g,
};

/** The macros a link holds, as written. */
export function macrosIn(url: string, syntax: MacroSyntax): string[] {
  return url.match(TOKEN_PATTERN[syntax]) ?? [];
}

/** A monitoring link: the URL rule (macros stand in for values), every macro known to the media, the required ones present. */
export function checkTrackUrl(url: string, macros: TrackMacros): PropertyProblem | null {
  const found = macrosIn(url, macros.SYNTAX);
  // A macro stands for a value, so the URL rule is checked with each macro read as a plain word.
  const plain = found.reduce((text, macro) => text.replace(macro, 'x'), url);
  const urlProblem = checkUrl(plain);
  if (urlProblem) return urlProblem.rule === 'property_url' ? problem('property_url', { value: url }) : urlProblem;
  const known = new Set(macros.NAMES);
  const unknown = found.filter((macro) => !known.has(macro));
  if (unknown.length > 0) return problem('property_macro', { value: [...new Set(unknown)].join('、') });
  const missing = (macros.REQUIRED ?? []).filter((macro) => !found.includes(macro));
  if (missing.length > 0) return problem('property_macro_missing', { value: missing.join('、') });
  return null;
}

/** Each code of a tree with its parent's code (null at the top), built once per tree. */
export function regionIndex(tree: readonly RegionNode[]): ReadonlyMap<number, number | null> {
  const index = new Map<number, number | null>();
  const walk = (nodes: readonly RegionNode[], parent: number | null) => {
    for (const node of nodes) {
      index.set(node.code, parent);
      if (node.children) walk(node.children, node.code);
    }
  };
  walk(tree, null);
  return index;
}

/** Region codes of one value: each in the media's tree, never a region with one of its own ancestors, at most MAX. */
export function checkRegionCodes(
  codes: readonly number[],
  index: ReadonlyMap<number, number | null>,
  limits: { readonly MAX: number },
): PropertyProblem | null {
  if (codes.length > limits.MAX) return problem('property_region_too_many', { limit: limits.MAX, value: codes.length });
  const missing = codes.find((code) => !index.has(code));
  if (missing !== undefined) return problem('property_region', { value: missing });
  const chosen = new Set(codes);
  for (const code of codes) {
    for (let up = index.get(code) ?? null; up !== null; up = index.get(up) ?? null) {
      if (chosen.has(up)) return problem('property_region_nested', { value: code, parent: up });
    }
  }
  return null;
}
