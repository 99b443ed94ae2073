// Name analysis's server area (命名解析, docs/design/properties.md §4.2): the company's naming rules in immutable
// versions, their preview over the names the caller sees, and the fields the delivery tables filter by.
export { nameFieldsFor, namingHandlers } from './lib/handlers';
export { previewOver, readVisibleNames } from './lib/preview';
export { NAMING_CODES, NAMING_TEXTS } from './lib/texts';
