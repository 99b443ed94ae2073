// The 防出错 modal of libs/ui as a module of its own, so the editor loads it (and Semi's Table) when it opens.
export { ErrorPreventionModal } from '@toufang/ui';
