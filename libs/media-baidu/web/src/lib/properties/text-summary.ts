// 文本摘要 (docs/design/properties.md §3.4): packs of summary lines, one a row, each 9–50 characters, at most 20
// (checkBaiduTextSummary, the sandbox's same rule); reviewed and copied to other accounts.
import * as z from 'zod/mini';
import type { Schemas } from '@toufang/api';
import { BAIDU_PROPERTY_LIMITS, BAIDU_SUMMARY_KEYS, checkBaiduTextSummary } from '@toufang/media-baidu-limits';
import { definePropertyType } from '@toufang/property-kit';
import { valuesCheck } from './rules';
import { BAIDU_PROPERTY_TEXTS as T } from './texts';

type Values = Schemas['BaiduTextSummaryValues'];
const LIMITS = BAIDU_PROPERTY_LIMITS['text-summary'];
const K = BAIDU_SUMMARY_KEYS['text-summary'];

export const TEXT_SUMMARY = definePropertyType<'baidu', 'text-summary', Values>('baidu', 'text-summary', {
  limits: LIMITS,
  fields: {
    summaries: { kind: 'lines', label: T.TEXT_SUMMARY.LINES, maxRows: LIMITS.LINES.MAX_ROWS, maxLength: LIMITS.LINES.MAX_LENGTH, required: true, help: T.TEXT_SUMMARY.HELP },
  },
  columns: ['name', 'account', 'mediaId', 'status', { summary: K.COUNT }, { summary: K.FIRST, width: 360 }, 'modifiedAt'],
  form: { kind: 'fields' },
  schema: z.object({ summaries: z.array(z.string()) }).check(valuesCheck(checkBaiduTextSummary)),
});
