// Semi's TreeSelect as it is, for a single choice of any node (a department and its parent departments
// alike). The widget TreeSelect of this library follows the widget spec, whose single selection picks
// leaves only; organisation trees need parents too.
export { default as PlainTreeSelect } from '@douyinfe/semi-ui-19/lib/es/treeSelect';
export type { TreeSelectProps as PlainTreeSelectProps } from '@douyinfe/semi-ui-19/lib/es/treeSelect';
