import './char-counter.css';

export interface CharCounterProps {
  /** The current count, in whatever unit the field counts (characters, or Chinese as 2). */
  current: number;
  max: number;
  className?: string;
}

/** current/max; the error state once current is over max (widgets spec §2, text and input widgets). */
export function CharCounter({ current, max, className }: CharCounterProps) {
  const over = current > max;
  return (
    <span
      className={['tf-char-counter', over ? 'tf-char-counter--error' : '', className ?? ''].filter(Boolean).join(' ')}
      data-error={over || undefined}
      aria-label={over ? `已超出字数上限：${current}/${max}` : `字数：${current}/${max}`}
    >
      {current}/{max}
    </span>
  );
}
