// 文本摘要 and 优选词 in 百度营销's sandbox (docs/design/properties.md §3.4): packs of lines, reviewed 5–30 minutes
// after a create or edit, copied to at most 10 accounts a push; the browser's rules (checkBaiduLines).
import { BAIDU_PROPERTY_LIMITS, BAIDU_PROPERTY_SEEDS, BAIDU_SUMMARY_KEYS, checkBaiduExcellentWords, checkBaiduTextSummary } from '@toufang/media-baidu-limits';
import type { SandboxPropertyType } from '@toufang/server-sandbox';
import { listOf, refusalOf } from './values';

const TK = BAIDU_SUMMARY_KEYS['text-summary'];
const WK = BAIDU_SUMMARY_KEYS['excellent-words'];
/** Words the list shows of a pack before 等. */
const WORDS_SHOWN = 6;

export const BAIDU_TEXT_SUMMARY: SandboxPropertyType = {
  limits: BAIDU_PROPERTY_LIMITS['text-summary'],
  ids: { prefix: '31', digits: 9 }, // chosen
  review: { minutes: { min: 5, span: 25 } },
  lifecycle: null,
  check: (values) => refusalOf(checkBaiduTextSummary(values)),
  summary(values) {
    const lines = listOf<string>(values, 'summaries');
    return { [TK.COUNT]: `${lines.length}条`, [TK.FIRST]: lines[0] ?? '—' };
  },
  seed: BAIDU_PROPERTY_SEEDS['text-summary'],
};

export const BAIDU_EXCELLENT_WORDS: SandboxPropertyType = {
  limits: BAIDU_PROPERTY_LIMITS['excellent-words'],
  ids: { prefix: '32', digits: 9 }, // chosen
  review: { minutes: { min: 5, span: 25 } },
  lifecycle: null,
  check: (values) => refusalOf(checkBaiduExcellentWords(values)),
  summary(values) {
    const words = listOf<string>(values, 'words');
    const shown = words.slice(0, WORDS_SHOWN).join('、');
    return { [WK.COUNT]: `${words.length}个`, [WK.WORDS]: words.length > WORDS_SHOWN ? `${shown}等` : shown || '—' };
  },
  seed: BAIDU_PROPERTY_SEEDS['excellent-words'],
};
