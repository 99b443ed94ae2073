// The calls of 辅助创建: the caller's accounts of the media (the delivery account picker's call), the title groups,
// and the proposal.
import { defineMutation, defineQuery } from '@toufang/api';
import type { MediaCode } from '@toufang/domain';

export const assistAccountsQuery = (media: MediaCode) => defineQuery('post', '/api/delivery/accounts', { body: { media } });

/** The first 200 title groups (the picker filters them as one types). */
export const assistTitleGroupsQuery = () => defineQuery('post', '/api/material/title-group/list', { body: { current: 1, size: 200 } });

export const proposeAssistMutation = defineMutation('/api/creation/assist/propose');
