import './char-counter.css';

export interface CharCounterProps {
  /** The current count, in whatever unit the field counts (characters, or Chinese as 2). */
  current: number;
  max: number;
  /** What is counted, for screen readers: 字数 by default, 数量 for a count of items. */
  label?: string;
  className?: string;
}

/** current/max; the error state once current is over max (widgets spec §2, text and input widgets). */
export function CharCounter({ current, max, label = '字数', className }: CharCounterProps) {
  const over = current > max;
  return (
    <span
      className={['tf-char-counter', over ? 'tf-char-counter--error' : '', className ?? ''].filter(Boolean).join(' ')}
      data-error={over || undefined}
      aria-label={over ? `已超出${label}上限：${current}/${max}` : `${label}：${current}/${max}`}
    >
      {current}/{max}
    </span>
  );
}
