// The creation tasks pages (docs/design/creation.md §5): a media's tasks list with each task's detail and
// actions, and its 创建报告.
export { CreationTasksPage, type CreationTasksPageProps } from './creation-tasks-page/creation-tasks-page';
export { CreationReportPage } from './creation-report-page/creation-report-page';
