// The older creative-title list (widgets spec §2, §5, §9), deprecated in favour of BatchTitleEditor: a fixed
// list of 10 numbered lines, lengths counted with non-Latin characters as 2 and each emoji 1 extra.
import { BATCH_TITLE, TITLE_LIST } from '@toufang/domain';
import { useEffect, useId, useMemo, useRef } from 'react';
import { legacyTitleLength, type TitleRules, type TitleValidator } from '../batch-title-editor/batch-title-rules';
import {
  checkAt,
  TitleLineRow,
  TitleLinesFooter,
  TitleLineTools,
  useLineChecks,
  useTitleLines,
} from '../batch-title-editor/title-lines';
import type { EmojiItem } from '../emoji-panel/emoji-panel';

/** Logged once per mount (widgets spec §2: the older list advises the batch-inputs version). */
export const TITLE_LIST_DEPRECATION = '[TitleList] 已废弃，请使用 BatchTitleEditor（批量标题输入）';

export interface TitleListProps {
  value: readonly string[];
  onChange: (lines: string[]) => void;
  /** Lines shown (default TITLE_LIST.MAX_LINES, 10). */
  maxLines?: number;
  minLength?: number;
  maxLength?: number;
  maxEnter?: number;
  maxEmoji?: number;
  validators?: readonly TitleValidator[];
  useEmoji?: boolean;
  useEnter?: boolean;
  emojis?: readonly EmojiItem[];
  disabled?: boolean;
  className?: string;
  onOverLength?: () => void;
  onPasteOverLength?: (extra: string[]) => void;
}

/** @deprecated Use BatchTitleEditor. */
export function TitleList({
  value,
  onChange,
  maxLines = TITLE_LIST.MAX_LINES,
  minLength = TITLE_LIST.MIN_LENGTH,
  maxLength = TITLE_LIST.MAX_LENGTH,
  maxEnter = TITLE_LIST.MAX_ENTER,
  maxEmoji = TITLE_LIST.MAX_EMOJI,
  validators,
  useEmoji = true,
  useEnter = true,
  emojis,
  disabled,
  className,
  onOverLength,
  onPasteOverLength,
}: TitleListProps) {
  // A ref guard, so React's development double effects still warn once per mounted list.
  const warned = useRef(false);
  useEffect(() => {
    if (warned.current) return;
    warned.current = true;
    console.warn(TITLE_LIST_DEPRECATION);
  }, []);

  const rowCount = Math.max(maxLines, value.length);
  const rules = useMemo<TitleRules>(
    () => ({ minLength, maxLength, maxEnter, maxEmoji, validators, count: legacyTitleLength }),
    [minLength, maxLength, maxEnter, maxEmoji, validators],
  );
  const checks = useLineChecks(value, rules);
  const { active, notice, handlers } = useTitleLines({
    value,
    onChange,
    rowCount,
    maxLines,
    maxEnter,
    onOverLength,
    onPasteOverLength,
  });
  const idBase = useId();
  const tools = <TitleLineTools handlers={handlers} useEmoji={useEmoji} useEnter={useEnter} emojis={emojis} />;

  return (
    <div className={['tf-title-lines', 'tf-title-list', className ?? ''].filter(Boolean).join(' ')} data-testid="title-list">
      <div className="tf-title-lines__scroll">
        {Array.from({ length: rowCount }, (_, index) => (
          <TitleLineRow
            key={index}
            index={index}
            line={value[index] ?? ''}
            check={checkAt(checks, index)}
            active={index === active}
            maxLength={maxLength}
            handlers={handlers}
            idBase={idBase}
            disabled={disabled}
            height={BATCH_TITLE.ROW_ESTIMATE}
            tools={index === active ? tools : undefined}
          />
        ))}
      </div>
      <TitleLinesFooter checks={checks} notice={notice} handlers={handlers} />
    </div>
  );
}
