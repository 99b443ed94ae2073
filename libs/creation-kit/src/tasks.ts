// @toufang/creation-kit/tasks: a media's creation tasks page (auto-create-task, batch-task) and its 创建报告
// (add-report), apart from the editor so these list pages load a table and not the editor.
export * from './lib/tasks';
