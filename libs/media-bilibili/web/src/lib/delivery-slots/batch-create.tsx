// 批量创建 on every level of this media's delivery tables (issue 22): the creation kit's template picker, loaded
// with import() when the button is pressed (the kit stays out of the tables' chunks), then the media's
// ad-speed-create route of the chosen template or a new one.
import { dialogToolbarEntry } from '@toufang/delivery';
import { lazyDialog } from '@toufang/ui';
import { BILIBILI_WORDS as WORDS } from '../terms';

const Picker = lazyDialog(() => import('./batch-create-picker'), 'default');

export const BATCH_CREATE_ENTRY = dialogToolbarEntry('batch-create', WORDS.BATCH_CREATE, Picker);
