// The property calls of the contract (openapi/paths/property.yaml) as TanStack Query options built with the
// helpers of libs/api, and their keys for invalidation after a write or a sync.
import { defineMutation, defineQuery } from '@toufang/api';
import type { components } from '@toufang/api/contract';
import type { MediaCode } from '@toufang/domain';

export type PropertyRow = components['schemas']['PropertyRow'];
export type PropertyListQuery = components['schemas']['PropertyListQuery'];
export type PropertyInput = components['schemas']['PropertyInput'];

export type PropertyPushRun = components['schemas']['PropertyPushRun'];
export type PropertyPushStart = components['schemas']['PropertyPushStart'];

export const PROPERTY_KEYS = {
  LIST: ['/api/property/list'] as const,
  DETAIL: ['/api/property/detail'] as const,
};

/** Pairs (objects × accounts) one push may hold: the contract's bound, checked before asking. */
export const PROPERTY_PUSH_PAIRS_MAX = 5000;

/** POST /api/property/list → one page of a type's objects on the accounts the caller sees. */
export const propertyListQuery = (body: PropertyListQuery) => defineQuery('post', '/api/property/list', { body });

/** POST /api/property/detail → one object with its values (the edit form's start). */
export const propertyDetailQuery = (media: MediaCode, type: string, id: number) => defineQuery('post', '/api/property/detail', { body: { media, type, id } });

/** POST /api/property/options → the media's region (interest …) tree; it changes only with a new version. */
export const propertyOptionsQuery = (media: MediaCode, kind: components['schemas']['PropertyOptionKind']) => defineQuery('post', '/api/property/options', { body: { media, kind } });

/** The caller's accounts of a media for the filter and the form (the delivery area's picker call, same roles). */
export const propertyAccountsQuery = (media: MediaCode) => defineQuery('post', '/api/delivery/accounts', { body: { media } });

export const createPropertyMutation = defineMutation('/api/property/create');
export const updatePropertyMutation = defineMutation('/api/property/update');
export const removePropertiesMutation = defineMutation('/api/property/remove');
export const syncPropertiesMutation = defineMutation('/api/property/sync');
export const actOnPropertiesMutation = defineMutation('/api/property/act');
export const startPropertyPushMutation = defineMutation('/api/property/push');

/** POST /api/property/push/detail → a push's progress and each pair's outcome (asked again while it runs). */
export const propertyPushQuery = (pushId: number) => defineQuery('post', '/api/property/push/detail', { body: { pushId } });
