// 广告诊断's server area (docs/design/tools.md §5, §7): a diagnosis of an account's objects at one level, or of one
// object (the media's verdicts through the port's diagnose, the desk's checks over the metrics store), and one
// finding's fix applied through the delivery tables' edit path, recorded in diagnosis_fixes.
export { diagnosisHandlers } from './lib/handlers';
export { DIAGNOSIS_SERVER_TEXTS } from './lib/texts';
