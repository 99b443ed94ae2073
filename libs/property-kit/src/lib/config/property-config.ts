// How a media declares the page of each of its property types (docs/design/properties.md §2.2 (b)): the figures
// from its limits project, one field per value of its contract schema (a field left out is a type error), the
// list's columns, the form (the kit's fields, the targeting editor, the track-URL group form, or a form of its
// own) and its extra row actions. defineMediaProperties joins them per media, every type of its page list
// declared, 'pending' until built.
import type { ComponentType } from 'react';
import type { MediaCode, PropertyPage, PropertyTypeLimits, PropertyTypeOf, TrackMacros } from '@toufang/domain';
import type { FormSchema, FormValues } from '@toufang/form-kit';

/** A choice of a select field. */
export interface PropertyOption<T extends string | number> {
  readonly value: T;
  readonly label: string;
}

interface FieldBase {
  /** The field's Chinese label. */
  readonly label: string;
  readonly required?: boolean;
  /** A line of help under the field. */
  readonly help?: string;
}

/** Fields of a string value. */
export type StringFieldSpec = FieldBase &
  (
    | { readonly kind: 'text' | 'textarea'; readonly maxLength?: number }
    | { readonly kind: 'url' }
    | { readonly kind: 'trackUrl'; readonly macros: TrackMacros }
    | { readonly kind: 'select'; readonly options: readonly PropertyOption<string>[] }
    /** The id of another type's object in the same account (a conversion's app …). */
    | { readonly kind: 'propertyRef'; readonly type: string }
    /** One desk material (素材库: an avatar, a logo), pushed to the account before the call. */
    | { readonly kind: 'material' }
  );

/** Fields of a number value. */
export type NumberFieldSpec = FieldBase &
  ({ readonly kind: 'number'; readonly min?: number; readonly max?: number } | { readonly kind: 'select'; readonly options: readonly PropertyOption<number>[] });

export type BooleanFieldSpec = FieldBase & { readonly kind: 'switch' };

/** Fields of a list of strings. */
export type StringListFieldSpec = FieldBase &
  (
    | { readonly kind: 'multiSelect'; readonly options: readonly PropertyOption<string>[] }
    | { readonly kind: 'lines'; readonly maxRows: number; readonly maxLength: number }
    /** Audience packs of the account (可用 only), to include or exclude. */
    | { readonly kind: 'audience'; readonly role: 'include' | 'exclude' }
    /** Desk materials (素材库), pushed to the account before the call. */
    | { readonly kind: 'material'; readonly max: number }
  );

/** Fields of a list of numbers. */
export type NumberListFieldSpec = FieldBase &
  (
    | { readonly kind: 'multiSelect'; readonly options: readonly PropertyOption<number>[] }
    /** The media's region codes through the region cascader, at its depth. */
    | { readonly kind: 'region'; readonly depth: 2 | 3 }
    | { readonly kind: 'interest' | 'behavior' }
  );

/** A value only the type's own form edits (a targeting pack's nested groups, an H5 page's bricks). */
export type OwnFieldSpec = FieldBase & { readonly kind: 'own' };

/** The field kinds a value of type T may be shown with: a string field for a string, and so on. */
export type FieldSpec<T> = [NonNullable<T>] extends [string]
  ? StringFieldSpec | OwnFieldSpec
  : [NonNullable<T>] extends [number]
    ? NumberFieldSpec | OwnFieldSpec
    : [NonNullable<T>] extends [boolean]
      ? BooleanFieldSpec | OwnFieldSpec
      : [NonNullable<T>] extends [readonly string[]]
        ? StringListFieldSpec | OwnFieldSpec
        : [NonNullable<T>] extends [readonly number[]]
          ? NumberListFieldSpec | OwnFieldSpec
          : OwnFieldSpec;

/** One field per value of the contract's schema, none left out. */
export type PropertyFields<V> = { readonly [K in keyof V]-?: FieldSpec<V[K]> };

/** The columns every property list has. */
export const STANDARD_COLUMNS = ['name', 'account', 'mediaId', 'status', 'size', 'createdAt', 'modifiedAt'] as const;
export type StandardColumn = (typeof STANDARD_COLUMNS)[number];
/** A column of the type's own: an attribute of the row's summary (the media's words). */
export interface SummaryColumn {
  readonly summary: string;
  readonly width?: number;
  /** The attribute is a page's address: shown as a link that opens it in a new tab (http(s) or the desk's own path). */
  readonly link?: boolean;
}
export type PropertyColumn = StandardColumn | SummaryColumn;

/** What a form of the type's own is handed. */
export interface PropertyFormProps<V> {
  /** The object edited, or null for a new one. */
  readonly initial: { readonly name: string; readonly values: V } | null;
  /** The caller's accounts of the media; a new object names one of them as `accountId`. */
  readonly accounts: readonly { readonly value: number; readonly label: string }[];
  /** Saves (creates in `accountId`, or updates the edited object); rejects with the server's refusal. */
  readonly onSubmit: (input: { name: string; values: V; accountId?: number }) => Promise<void>;
  readonly onCancel: () => void;
}

/** The targeting editor's standard sections, in the order it shows them (docs/design/properties.md §2.4). */
export const TARGETING_SECTIONS = ['地域', '年龄', '性别', '兴趣行为', '平台设备', '网络', '人群包'] as const;
export type TargetingSectionTitle = (typeof TARGETING_SECTIONS)[number];

/**
 * Which of the type's values the targeting editor shows in which section: a standard section's title, or one
 * of the media's extras (shown after the standard ones, in the declared order), each to the keys of its values.
 * A key that is not one of the values is a type error; a value left out of every section is shown under 其他.
 */
export type TargetingSections<V> = { readonly [title in TargetingSectionTitle]?: readonly (keyof V & string)[] } & {
  readonly [title: string]: readonly (keyof V & string)[] | undefined;
};

export type PropertyForm<V> =
  | { readonly kind: 'fields' }
  | { readonly kind: 'targeting'; readonly sections: TargetingSections<V> }
  | { readonly kind: 'trackUrls'; readonly macros: TrackMacros }
  | { readonly kind: 'custom'; readonly load: () => Promise<{ default: ComponentType<PropertyFormProps<V>> }> };

/** The form of any type's declaration as the kit's pages read it, whatever its values. */
export type AnyPropertyForm =
  | { readonly kind: 'fields' }
  | { readonly kind: 'targeting'; readonly sections: Readonly<Record<string, readonly string[] | undefined>> }
  | { readonly kind: 'trackUrls'; readonly macros: TrackMacros }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a form of the type's own takes its values, whatever they are
  | { readonly kind: 'custom'; readonly load: () => Promise<{ default: ComponentType<PropertyFormProps<any>> }> };

/** An action beyond the five operations (评论: 回复, 隐藏 …), sent as actOnProperties. */
export interface PropertyActionSpec {
  readonly action: 'reply' | 'hide' | 'pin' | 'unpin' | 'block' | 'publish' | 'unpublish';
  readonly label: string;
  /** Ask before doing it (a sentence), or not. */
  readonly confirm?: string;
}

/** What the kit's pages read of any type's declaration, whatever its values. */
export interface PropertyTypeBase<M extends MediaCode = MediaCode, T extends string = string> {
  readonly media: M;
  readonly type: T;
  readonly kind: `${M}.${T}`;
  readonly limits: PropertyTypeLimits;
  readonly fields: Readonly<Record<string, FieldSpec<unknown> | StringFieldSpec | NumberFieldSpec | BooleanFieldSpec | StringListFieldSpec | NumberListFieldSpec>>;
  readonly columns: readonly PropertyColumn[];
  readonly form: AnyPropertyForm;
  readonly schema: unknown;
  readonly rowActions?: readonly PropertyActionSpec[];
  /** A child type listed under its parent (应用分包 under the :packageId of its route). */
  readonly parent?: { readonly type: string; readonly param: string };
  /** The route's page: the kit's list (absent), or the comment page (评论管理: lib/comments/comment-page.tsx). */
  readonly page?: 'comments';
  /**
   * A page of the media's own that makes objects of the type (创建H5落地页): the list's toolbar offers it beside
   * 新建 (`path` relative to the list's route), and the rows it made (`edits`) open in it instead of the form.
   */
  readonly ownPage?: { readonly label: string; readonly path: string; readonly edits: (row: { readonly summary: Readonly<Record<string, string>> }) => boolean };
}

export interface PropertyTypeConfig<M extends MediaCode, T extends string, V> extends PropertyTypeBase<M, T> {
  readonly fields: PropertyFields<V>;
  readonly form: PropertyForm<V>;
  /** The form's values checked in the browser (the media's rules: macros, URLs, lengths). */
  readonly schema: FormSchema<FormValues & V>;
}

/**
 * Declares one type's page; `kind` is made from its media and type. Its `material` fields must be exactly the
 * limits' MATERIAL_FIELDS (the server reads those to push the materials and send the media's ids), so a
 * declaration that disagrees throws when its module loads, which every media's declaration tests do.
 */
export function definePropertyType<M extends MediaCode, T extends string, V>(media: M, type: T, config: Omit<PropertyTypeConfig<M, T, V>, 'media' | 'type' | 'kind'>): PropertyTypeConfig<M, T, V> {
  const picked = Object.entries(config.fields as Readonly<Record<string, { kind: string }>>)
    .filter(([, spec]) => spec.kind === 'material')
    .map(([name]) => name)
    .sort();
  const declared = Object.keys(config.limits.MATERIAL_FIELDS ?? {}).sort();
  if (picked.join() !== declared.join()) {
    throw new Error(`${media}.${type}: material fields [${picked.join(', ')}] differ from its limits' MATERIAL_FIELDS [${declared.join(', ')}]`);
  }
  return { ...config, media, type, kind: `${media}.${type}` };
}

/** A type not built yet: its route gets no page (builtPropertyPages), and a stale link shows the 404 page. */
export type PendingProperty = 'pending';

export type PropertyDeclarations<M extends MediaCode, P extends readonly PropertyPage[]> = {
  readonly [T in PropertyTypeOf<P>]: PropertyTypeBase<M, T> | PendingProperty;
};

export interface MediaProperties<M extends MediaCode, P extends readonly PropertyPage[]> {
  readonly media: M;
  readonly pages: P;
  readonly types: PropertyDeclarations<M, P>;
}

/** A media's property pages: every type of its page list (the `-add` pages left out) declared or 'pending'. */
export function defineMediaProperties<M extends MediaCode, const P extends readonly PropertyPage[]>(media: M, pages: P, types: PropertyDeclarations<M, P>): MediaProperties<M, P> {
  for (const [type, declared] of Object.entries(types) as [string, PropertyTypeBase | PendingProperty][]) {
    if (declared !== 'pending' && (declared.media !== media || declared.type !== type)) {
      throw new Error(`${media} declares ${declared.kind} under ${type}`);
    }
  }
  return { media, pages, types };
}

/** The declaration of a type, or null while it is pending (or not a type of the media). */
export function builtType<M extends MediaCode>(properties: { readonly media: M; readonly types: object }, type: string): PropertyTypeBase<M> | null {
  const declared = (properties.types as Readonly<Record<string, PropertyTypeBase<M> | PendingProperty | undefined>>)[type];
  return declared === undefined || declared === 'pending' ? null : declared;
}

/** The types still pending (the integration's check that none is left, section 5.4). */
export function pendingTypes(properties: { readonly types: object }): string[] {
  return Object.entries(properties.types as Readonly<Record<string, unknown>>)
    .filter(([, declared]) => declared === 'pending')
    .map(([type]) => type);
}
