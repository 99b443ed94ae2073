// POST /api/creation/existing/load: an existing object as a creation body (update, copy, copyPlan); null when the
// caller has no such object. POST /api/creation/existing/update: its changes, each an edit of the delivery edit path.
import { defineMutation, type Schemas } from '@toufang/api';
import { nullableQuery } from './nullable';

export type CreationExisting = Schemas['CreationExisting'];
export type CreationExistingQuery = Schemas['CreationExistingQuery'];

export const creationExistingQuery = (body: CreationExistingQuery) => nullableQuery('/api/creation/existing/load', { body });

export const updateCreationExistingMutation = defineMutation('/api/creation/existing/update');
