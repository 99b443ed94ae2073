import { MEDIA_CODES, type MediaCode } from '@toufang/domain';

/**
 * Media with account pages, in the spec's order: the media of the registry with qianchuan last (shell spec
 * §2.3 names five media, then qianchuan, whose entries are flag-gated). A media added later joins before it.
 */
export const ACCOUNT_MEDIA: readonly MediaCode[] = [...MEDIA_CODES.filter((media) => media !== 'qianchuan'), 'qianchuan'];
