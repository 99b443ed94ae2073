// libs/ui is the only place that imports Semi UI (docs/architecture.md): the Semi building blocks the shell
// uses, and the widgets of the widget specification with the rules a page needs around them.
// Each component is imported from its own module: Semi's package index is marked as having side effects,
// so importing from it would pull every component (and its markdown renderer) into the first chunk.
// Semi's design tokens (the --semi-* variables every component's own CSS reads).
import '@douyinfe/semi-ui-19/lib/es/_base/base.css';

export { default as Avatar } from '@douyinfe/semi-ui-19/lib/es/avatar';
export { default as Badge } from '@douyinfe/semi-ui-19/lib/es/badge';
export { default as Banner } from '@douyinfe/semi-ui-19/lib/es/banner';
export { default as Breadcrumb } from '@douyinfe/semi-ui-19/lib/es/breadcrumb';
export { default as Button } from '@douyinfe/semi-ui-19/lib/es/button';
export { default as Card } from '@douyinfe/semi-ui-19/lib/es/card';
export { default as Checkbox } from '@douyinfe/semi-ui-19/lib/es/checkbox';
export { default as Divider } from '@douyinfe/semi-ui-19/lib/es/divider';
export { default as Dropdown } from '@douyinfe/semi-ui-19/lib/es/dropdown';
export { default as Empty } from '@douyinfe/semi-ui-19/lib/es/empty';
export { default as Input } from '@douyinfe/semi-ui-19/lib/es/input';
export { default as InputNumber } from '@douyinfe/semi-ui-19/lib/es/inputNumber';
export { default as Select } from '@douyinfe/semi-ui-19/lib/es/select';
export { default as Switch } from '@douyinfe/semi-ui-19/lib/es/switch';
export { default as Layout } from '@douyinfe/semi-ui-19/lib/es/layout';
export { default as List } from '@douyinfe/semi-ui-19/lib/es/list';
export { default as Modal } from '@douyinfe/semi-ui-19/lib/es/modal';
export { default as Nav } from '@douyinfe/semi-ui-19/lib/es/navigation';
export { default as Pagination } from '@douyinfe/semi-ui-19/lib/es/pagination';
export { default as Popover } from '@douyinfe/semi-ui-19/lib/es/popover';
export { default as Space } from '@douyinfe/semi-ui-19/lib/es/space';
export { default as Spin } from '@douyinfe/semi-ui-19/lib/es/spin';
export { default as Tabs } from '@douyinfe/semi-ui-19/lib/es/tabs';
export { default as Tag } from '@douyinfe/semi-ui-19/lib/es/tag';
export { default as Toast } from '@douyinfe/semi-ui-19/lib/es/toast';
export { default as Tooltip } from '@douyinfe/semi-ui-19/lib/es/tooltip';
export { default as Typography } from '@douyinfe/semi-ui-19/lib/es/typography';
// The icon package marks only its CSS as having side effects, so named imports tree-shake.
export {
  IconBell,
  IconBookOpenStroked,
  IconChevronDown,
  IconChevronLeft,
  IconChevronRight,
  IconClose,
  IconExit,
  IconHome,
  IconLock,
  IconMail,
  IconRefresh,
  IconSidebar,
  IconUser,
} from '@douyinfe/semi-icons';

export { PageFrame, type PageFrameProps } from './lib/page-frame/page-frame';
export * from './lib/extra-exports-public-pages';
export { lockScroll, useScrollLock, SCROLL_LOCKED_CLASS } from './lib/scroll-lock/scroll-lock';
export { useReturnFocus } from './lib/return-focus/use-return-focus';

// Text and input widgets.
export { CharCounter, type CharCounterProps } from './lib/char-counter/char-counter';
export { EllipsisText, type EllipsisTextProps } from './lib/ellipsis-text/ellipsis-text';
export { plainText } from './lib/plain-text/plain-text';
export { MultiInputTable, type MultiInputTableHandle, type MultiInputTableProps } from './lib/multi-input-table/multi-input-table';
export { validateRows, type MultiInputColumn, type MultiInputError, type MultiInputRow, type MultiInputValidator } from './lib/multi-input-table/multi-input-table-rules';
export { WildcardInput, type WildcardInputProps } from './lib/wildcard-input/wildcard-input';
export type { WildcardItem } from './lib/wildcard-input/wildcard-input-rules';
export { BatchTitleEditor, type BatchTitleEditorProps } from './lib/batch-title-editor/batch-title-editor';
export { legacyTitleLength, splitPastedTitles, titleLength, validateTitles, type LineCheck, type TitleRules, type TitleValidator } from './lib/batch-title-editor/batch-title-rules';
export { TitleList, type TitleListProps } from './lib/title-list/title-list';
export { EmojiPanel, type EmojiPanelProps } from './lib/emoji-panel/emoji-panel';

// Cascaders, transfers and selectors.
export { CascaderTransfer, type CascaderExportPayload, type CascaderOptionsLoader, type CascaderTransferProps } from './lib/cascader-transfer/cascader-transfer';
export type { CascaderOption, CascaderSelectedNode, CascaderValue } from './lib/cascader-transfer/cascader-view';
export { TransferList, type TransferChangeDetail, type TransferListProps, type TransferOverMaxEvent } from './lib/transfer-list/transfer-list';
export type { TransferItem, TransferKey } from './lib/transfer-list/transfer-list-rules';
export { TreeSelect, type TreeSelectProps, type TreeSelectSaveMode } from './lib/tree-select/tree-select';
export { formatPath, indexTree, type IndexedTreeNode, type TreeNodeInput, type TreeValue } from './lib/check-tree/check-tree-values';
export { PlainTreeSelect, type PlainTreeSelectProps } from './lib/plain-tree-select/plain-tree-select';
export { RadioGroup, type RadioGroupProps } from './lib/radio-group/radio-group';
export type { RadioOption, RadioValue } from './lib/radio-group/radio-group-rules';
export { MultiRadio, type MultiRadioProps } from './lib/multi-radio/multi-radio';

// Schedule and dates.
export { ScheduleGrid, type ScheduleGridProps } from './lib/schedule-grid/schedule-grid';
export { decodeSchedule, emptyScheduleValue, encodeSchedule, fromWhiteBlocks, valueToWhiteBlocks, type ScheduleColspan, type WhiteBlock } from './lib/schedule-grid/schedule-rules';
export { DateRangePicker, type DateRangePickerProps } from './lib/date-range-picker/date-range-picker';
export { defaultDateRange, shortcutRange, type DateRangeValue, type DateShortcutKey } from './lib/date-range-picker/date-range-rules';

// Delivery forms: submission rules and bids.
export { SubmissionRuleForm, type SubmissionRuleChangeDetail, type SubmissionRuleFormHandle, type SubmissionRuleFormProps } from './lib/submission-rule-form/submission-rule-form';
export {
  buildSubmissionPayload,
  defaultSubmissionFormData,
  formatSubmitTime,
  isAfterNow,
  validateSubmissionRule,
  type SubmissionRuleError,
  type SubmissionRuleFormData,
  type SubmissionRulePayload,
  type SubmitDimension,
  type SubmitRule,
  type SubmitType,
} from './lib/submission-rule-form/submission-rules';
export { BidModifyDialog, type BidModifyDialogProps } from './lib/bid-modify-dialog/bid-modify-dialog';
export { toBidResult, validateBid, type BidDialogResult, type BidFormValue, type BidType } from './lib/bid-modify-dialog/bid-rules';
export { InlineBidEditor, type InlineBidEditorProps } from './lib/inline-bid-editor/inline-bid-editor';
export { bidInputRules, type InlineEditRule } from './lib/inline-bid-editor/inline-edit-rules';
export { InlineAddInput, type InlineAddInputProps } from './lib/inline-add-input/inline-add-input';
export { ReverseButton, type ReverseButtonProps, type ReverseButtonStatus } from './lib/reverse-button/reverse-button';

// Uploads, dynamic fields, filters and the error-prevention check.
export { BatchUpload, type BatchUploadErrorRow, type BatchUploadHandle, type BatchUploadProps } from './lib/batch-upload/batch-upload';
export { formatFileSize, type BatchUploadStatus } from './lib/batch-upload/batch-upload-rules';
export { DynamicField, DynamicFields, type DynamicFieldConfig, type DynamicFieldProps, type DynamicFieldRenderProps, type DynamicFieldsProps } from './lib/dynamic-field/dynamic-field';
export { LINKAGE_TRIGGER, type LinkageResult, type LinkageTrigger } from './lib/dynamic-field/dynamic-field-rules';
export { FilterDropdownInput, type FilterDropdownInputProps } from './lib/filter-dropdown-input/filter-dropdown-input';
export { MATCH_METHOD, filterValues, type FilterDropdownValue, type MatchMethod } from './lib/filter-dropdown-input/filter-dropdown-input-rules';
export { ErrorPreventionModal, useErrorPrevention, type ErrorPreventionModalProps, type UseErrorPrevention } from './lib/error-prevention-modal/error-prevention-modal';
export {
  checkErrorPrevention,
  normaliseErrorPreventionInput,
  type ErrorPreventionRow,
  type ErrorPreventionRule,
  type ErrorPreventionValidate,
} from './lib/error-prevention-modal/error-prevention-rules';

// Columns and tables.
export { ColumnChooser, type ColumnChooserProps } from './lib/column-chooser/column-chooser';
export { withTitleSuffix, validateColumnTitle, orderSelection, type ColumnOption } from './lib/column-chooser/column-chooser-rules';
export { SelectedColumnsCard, type SelectedColumnsCardProps } from './lib/selected-columns-card/selected-columns-card';
export type { DraggableItem } from './lib/selected-columns-card/selected-columns-card-rules';
export { DataTable, type DataTableColumn, type DataTableProps, type DataTableRowKey, type DataTableSummary } from './lib/data-table/data-table';
export { nextSort as nextTableSort, type DataTableSort, type DataTableSortOrder } from './lib/data-table/data-table-rules';
export { TrendChart, type TrendChartProps } from './lib/trend-chart/trend-chart';
export { formatTrendValue, type TrendMetric, type TrendPoint, type TrendSeries } from './lib/trend-chart/trend-chart-rules';
export { TablePagination, type TablePaginationProps } from './lib/pagination/pagination';
export { readStoredPageSize, type PageChange } from './lib/pagination/pagination-rules';

// Filters.
export { IndicatorFilter, type IndicatorFilterProps } from './lib/indicator-filter/indicator-filter';
export type { IndicatorValue } from './lib/indicator-filter/indicator-filter-rules';
export { IndicatorFilterRows, type IndicatorFilterRowsHandle, type IndicatorFilterRowsProps } from './lib/indicator-filter-rows/indicator-filter-rows';
export { validateIndicatorRows, type IndicatorData, type IndicatorFilterEntry, type IndicatorMetric } from './lib/indicator-filter-rows/indicator-filter-rows-rules';
export { FilterListSelect, type FilterListSelectProps } from './lib/filter-list-select/filter-list-select';
export type { FilterListKind, FilterListValue, FilterOption } from './lib/filter-list-select/filter-list-select-rules';
export { FilterArea, type FilterAreaProps, type FilterFieldConfig } from './lib/filter-area/filter-area';
export type { FilterTemplateItem, FilterValues } from './lib/filter-area/filter-area-rules';

// Buttons and dropdowns.
export { ActionButton, IconButton, IllustrationButton, type ActionButtonProps, type IconButtonProps, type IllustrationButtonProps } from './lib/button-family/button-family';
export { DropdownSearch, type DropdownSearchProps } from './lib/dropdown-search/dropdown-search';
export type { DropdownSearchOption } from './lib/dropdown-search/dropdown-search-rules';
export { SortSelect, type SortSelectProps } from './lib/sort-select/sort-select';
export type { SortOption } from './lib/sort-select/sort-select-rules';
export { DropdownPanel, type DropdownPanelProps } from './lib/dropdown-panel/dropdown-panel';
export type { DropdownGroup, DropdownItem } from './lib/dropdown-panel/dropdown-panel-rules';
export { DigitalDetails, type DigitalDetailsProps } from './lib/digital-details/digital-details';

// Images and previews.
export { LazyImage, type LazyImageProps } from './lib/image/image';
export type { ImageItem } from './lib/image/image-rules';
export { ImageGroup, type ImageGroupProps } from './lib/image-group/image-group';
export { MediaPreviewer, type MediaPreviewerProps } from './lib/media-previewer/media-previewer';
export type { MediaPreviewItem, MediaType } from './lib/media-previewer/media-previewer-rules';
export { CarouselPreviewer, type CarouselPreviewerProps } from './lib/carousel-previewer/carousel-previewer';

// Trees and accounts.
export { Tree, type TreeProps } from './lib/tree/tree';
export type { TreeDataNode } from './lib/tree/tree-rules';
export { PlacementTree, type PlacementTreeProps } from './lib/placement-tree/placement-tree';
export { AccountList, type AccountListProps } from './lib/account-list/account-list';
export type { AccountListItem } from './lib/account-list/account-list-rules';
export { AccountPackagePicker, type AccountPackagePickerProps } from './lib/account-picker/account-picker';
export type { PickedAccount, PickerAccount, TargetingPackage } from './lib/account-picker/account-picker-rules';
export { MediaAccountSelect, type MediaAccountSelectProps } from './lib/media-account-select/media-account-select';
export type { MediaAccountOption } from './lib/media-account-select/media-account-select-rules';
export { AccountGroupList, type AccountGroupListProps } from './lib/account-group-list/account-group-list';
export type { AccountGroupEntry } from './lib/account-group-list/account-group-list-rules';

// Layout and feedback.
export { PageHeader, type PageHeaderProps } from './lib/page-header/page-header';
export type { PageHeaderTab } from './lib/page-header/page-header-rules';
export { ErrorPage, type ErrorPageCode, type ErrorPageProps } from './lib/error-page/error-page';
export { EmptyPlaceholder, type EmptyKind, type EmptyPlaceholderProps } from './lib/empty-placeholder/empty-placeholder';
export { Spacing, type SpacingProps } from './lib/spacing/spacing';
export { LoadingOverlay, type LoadingOverlayProps } from './lib/loading-overlay/loading-overlay';
export { DragSelectArea, type DragSelectAreaProps } from './lib/drag-select-area/drag-select-area';
export { LayoutModuleView, type LayoutModuleViewProps } from './lib/layout-module/layout-module-view';
export { LayoutModuleConfig, type LayoutModuleConfigProps } from './lib/layout-module/layout-module-config';
export { validateLayoutConfig, type LayoutConfig, type LayoutWidthType } from './lib/layout-module/layout-module-rules';
export { ClassifyListRow, TextListRow, TitleListRow, type ClassifyListRowProps, type TextListRowProps, type TitleListRowProps } from './lib/list-rows/list-rows';
export { DeleteConfirmContent, type DeleteConfirmContentProps } from './lib/delete-confirm/delete-confirm';
export { RefusalText, type RefusalTextProps } from './lib/refusal-text/refusal-text';
export { LoadFailed, type LoadFailedProps } from './lib/load-failed/load-failed';
export { EchoContainer, type EchoContainerProps, type EchoItem } from './lib/echo-container/echo-container';
export { BreadcrumbTrail, type BreadcrumbTrailItem, type BreadcrumbTrailProps } from './lib/breadcrumb-trail/breadcrumb-trail';
export { PrefixContainer, type PrefixContainerProps } from './lib/prefix-container/prefix-container';
export { FooterToolbar, type FooterToolbarProps } from './lib/footer-toolbar/footer-toolbar';

// Overlays and long lists.
export { lazyDialog } from './lib/lazy-dialog/lazy-dialog';
export { DeskModal, type DeskModalProps } from './lib/overlay-defaults/desk-modal';
export { DeskDrawer, type DeskDrawerProps } from './lib/overlay-defaults/desk-drawer';
export { DeskTooltip, type DeskTooltipProps } from './lib/overlay-defaults/desk-tooltip';
export { DeskTag, type DeskTagProps } from './lib/overlay-defaults/desk-tag';
export { SandboxTag, type SandboxTagProps } from './lib/sandbox-tag/sandbox-tag';
export { JobProgress, JobStateTag, jobPercent, jobProgressText, type JobProgressProps } from './lib/job-progress/job-progress';
export { runIsLive, runJobState, type PushRunFacts } from './lib/job-progress/push-run';
export { VirtualList, type VirtualListHandle, type VirtualListProps } from './lib/virtual-list/virtual-list';
export { InfiniteScroll, type InfiniteScrollProps } from './lib/infinite-scroll/infinite-scroll';
