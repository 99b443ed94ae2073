// @toufang/creation-kit/editor: the creation editor on a media's creation routes (ad-speed-create[/variant]/:temp_id,
// baidu's three steps), apart from the kit's other pages so their routes do not load it.
export { CreationRoutePage, type CreationRoutePageProps } from './lib/route/creation-route-page';
export { CreationEditorPage, type CreationEditorPageProps } from './lib/editor/creation-editor-page';
export type { EditorMode } from './lib/editor/creation-editor';
