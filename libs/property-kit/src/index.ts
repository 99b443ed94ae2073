// @toufang/property-kit: the property pages of every media on one kit (docs/design/properties.md §2.4): how a
// media declares each property type's page, the list page with its form and removal dialogs, and the calls.
export {
  STANDARD_COLUMNS,
  TARGETING_SECTIONS,
  builtType,
  defineMediaProperties,
  definePropertyType,
  pendingTypes,
  type BooleanFieldSpec,
  type FieldSpec,
  type MediaProperties,
  type NumberFieldSpec,
  type NumberListFieldSpec,
  type OwnFieldSpec,
  type PendingProperty,
  type AnyPropertyForm,
  type PropertyActionSpec,
  type PropertyColumn,
  type PropertyDeclarations,
  type PropertyFields,
  type PropertyForm,
  type PropertyFormProps,
  type PropertyOption,
  type PropertyTypeBase,
  type PropertyTypeConfig,
  type StandardColumn,
  type StringFieldSpec,
  type StringListFieldSpec,
  type SummaryColumn,
  type TargetingSectionTitle,
  type TargetingSections,
} from './lib/config/property-config';
export { PropertyListPage, type PropertyListPageProps } from './lib/list/property-list-page';
export { CommentPage, type CommentPageProps } from './lib/comments/comment-page';
export { defineCommentType, type CommentValues } from './lib/comments/comment-declaration';
export { PropertyRoutePage, propertyPageOfPath, type PropertyRoutePageProps } from './lib/pages/property-route-page';
export { propertyColumns, toListQuery, type PropertyFilters } from './lib/list/property-list-rules';
export * from './lib/queries/property-calls';
export { PROPERTY_KIT_TEXTS } from './lib/texts';
export { checkFieldValues, type FieldRuleContext, type TreeIndexes } from './lib/form/field-rules';
export type { AnyForm as PropertyAnyForm, FieldContext as PropertyFieldContext } from './lib/form/field-control';
export {
  PROPERTY_OPTIONS_STALE_MS,
  convertOptionTree,
  propertyOptionsLoader,
  propertyOptionsTreeQuery,
  usePropertyOptions,
  usePropertyOptionsLoader,
  type PropertyOptionKind,
  type PropertyOptionTree,
} from './lib/options/use-property-options';
export { regionSummary, summarizeNames } from './lib/targeting/targeting-summary';
export { targetingSections, type TargetingSectionView } from './lib/targeting/targeting-sections';
export { MaterialPicker, PropertyFieldControl, TargetingEditor, TrackUrlGroupFields, type MaterialPickerProps, type PropertyFieldControlProps, type TargetingEditorProps } from './lib/lazy-editors';
