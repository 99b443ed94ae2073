import Button from '@douyinfe/semi-ui-19/lib/es/button';
import { IconEdit, IconPlus } from '@douyinfe/semi-icons';
import './reverse-button.css';

/**
 * select: nothing chosen yet, the button opens the picker; edit: something is chosen, the button
 * reopens it to change the choice; loading: the choice is being fetched, the button waits (widgets spec §4).
 */
export type ReverseButtonStatus = 'select' | 'edit' | 'loading';

export const REVERSE_BUTTON_TEXTS: Readonly<Record<ReverseButtonStatus, string>> = {
  select: '选择',
  edit: '编辑',
  loading: '加载中',
};

export interface ReverseButtonProps {
  status: ReverseButtonStatus;
  /** Called with the status the click happened in; never while loading. */
  onClick?: (status: Exclude<ReverseButtonStatus, 'loading'>) => void;
  /** Texts per status, e.g. 选择定向包 / 修改定向包; default 选择, 编辑, 加载中. */
  texts?: Partial<Record<ReverseButtonStatus, string>>;
  disabled?: boolean;
  size?: 'small' | 'default' | 'large';
  className?: string;
}

/**
 * A light ("reversed": primary-coloured text on a pale fill) button whose text and icon follow the
 * state of the choice it opens.
 */
export function ReverseButton({ status, onClick, texts, disabled, size = 'default', className }: ReverseButtonProps) {
  const text = texts?.[status] ?? REVERSE_BUTTON_TEXTS[status];
  const loading = status === 'loading';
  return (
    <Button
      className={['tf-reverse-button', `tf-reverse-button--${status}`, className ?? ''].filter(Boolean).join(' ')}
      theme="light"
      type="primary"
      size={size}
      icon={status === 'select' ? <IconPlus aria-hidden /> : status === 'edit' ? <IconEdit aria-hidden /> : undefined}
      loading={loading}
      disabled={disabled}
      aria-busy={loading || undefined}
      data-status={status}
      onClick={() => {
        if (status !== 'loading') onClick?.(status);
      }}
    >
      {text}
    </Button>
  );
}
