import type { components } from '../../generated/schema';
import { defineMutation, defineQuery } from '../query-helpers';

/** A saved filter template of the current user: {id, scene, name, filters, createdAt, updatedAt}. */
export type FilterTemplateRecord = components['schemas']['FilterTemplate'];

/**
 * POST /api/user/filter_template/list {scene} → the current user's templates of that scene, oldest first.
 * After a save, rename or remove, invalidate `filterTemplatesQuery(scene).queryKey`.
 */
export const filterTemplatesQuery = (scene: string) => defineQuery('post', '/api/user/filter_template/list', { body: { scene } });

// The three changes are silent: the filter area shows a refusal (模板名称已存在… and the like) inside its own
// dialog and keeps the user's input, so a toast would say it twice. Not cancellable: a superseded save may
// still have reached the server, and its repeat would then be refused as a duplicate name; the widget's
// loading state already prevents the double click.

/** POST /api/user/filter_template/add {scene, name, filters} → the saved template. Refusals: 409 name taken, 1006 limit. */
export const addFilterTemplateMutation = defineMutation('/api/user/filter_template/add', { silent: true });

/** POST /api/user/filter_template/rename {id, name} → the renamed template. Refusals: 404, 409. */
export const renameFilterTemplateMutation = defineMutation('/api/user/filter_template/rename', { silent: true });

/** POST /api/user/filter_template/remove {id}. Refusal: 404. */
export const removeFilterTemplateMutation = defineMutation('/api/user/filter_template/remove', { silent: true });
