// 优选词 (docs/design/properties.md §3.4): packs of preferred words, one a row, each at most 12 characters, at most
// 50 a pack (checkBaiduExcellentWords, the sandbox's same rule); reviewed and copied to other accounts.
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { BAIDU_PROPERTY_LIMITS, BAIDU_SUMMARY_KEYS, checkBaiduExcellentWords } from '@toufang/media-baidu-limits';
import { definePropertyType } from '@toufang/property-kit';
import { valuesCheck } from './rules';
import { BAIDU_PROPERTY_TEXTS as T } from './texts';

type Values = Schemas['BaiduExcellentWordsValues'];
const LIMITS = BAIDU_PROPERTY_LIMITS['excellent-words'];
const K = BAIDU_SUMMARY_KEYS['excellent-words'];

export const EXCELLENT_WORDS = definePropertyType<'baidu', 'excellent-words', Values>('baidu', 'excellent-words', {
  limits: LIMITS,
  fields: {
    words: { kind: 'lines', label: K.WORDS, maxRows: LIMITS.LINES.MAX_ROWS, maxLength: LIMITS.LINES.MAX_LENGTH, required: true, help: T.EXCELLENT_WORDS.HELP },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: K.COUNT }, { summary: K.WORDS, width: 360 }, 'modifiedAt'],
  form: { kind: 'fields' },
  schema: z.object({ words: z.array(z.string()) }).check(valuesCheck(checkBaiduExcellentWords)),
});
