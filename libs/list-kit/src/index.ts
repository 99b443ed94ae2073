// @toufang/list-kit: what every list page stands on (issue 19): its filters, page, size and sort in the URL,
// the remembered page size, the loading, empty and failed states, saved columns per user and list on the
// server, and the export of any list as a file. Pages keep their own columns and filters.
export { LIST_PARAMS, NO_SORT, compactFilters, isBlank, isFilteredView, readListView, withoutPage, writeListView, type ListDefaults, type ListView } from './lib/state/list-url';
export { useListState, type ListState, type ListStateOptions } from './lib/state/use-list-state';
export { ListEmpty, type ListEmptyProps } from './lib/view/list-empty';
export { ListTable, type ListTableProps, type ListTableQuery } from './lib/view/list-table';
export { LIST_KIT_TEXTS } from './lib/texts';
export { columnOptions, columnsToSave, selectedColumnItems, shownColumns, type ListColumn } from './lib/columns/list-columns';
export { useSavedColumns } from './lib/columns/use-saved-columns';
export { ListColumnsButton, type ListColumnsButtonProps } from './lib/columns/list-columns-button';
export type { ListColumnsDialogProps } from './lib/columns/list-columns-dialog';
export { ListExportButton, type ListExportButtonProps, type ListExportId } from './lib/export/list-export-button';
