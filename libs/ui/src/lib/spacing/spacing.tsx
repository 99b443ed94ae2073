import Space from '@douyinfe/semi-ui-19/lib/es/space';
import type { CSSProperties, ReactNode } from 'react';
import { spacingGap, type SpacingSize } from './spacing-rules';

export interface SpacingProps {
  /** mini 4, small 8 (default), medium 16, large 24 px (widgets spec §9), a number of px, or [horizontal, vertical]. */
  size?: SpacingSize | readonly [SpacingSize, SpacingSize];
  direction?: 'horizontal' | 'vertical';
  /** Wrap onto new lines (horizontal only, as in Semi's Space). */
  wrap?: boolean;
  align?: 'start' | 'center' | 'end' | 'baseline';
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
}

/** Spacing layout on Semi's Space with the spec's named sizes (widgets spec §2, §9). */
export function Spacing({ size = 'small', direction = 'horizontal', wrap = false, align, children, className, style }: SpacingProps) {
  const [horizontal, vertical] = spacingGap(size);
  return (
    <Space
      className={['tf-spacing', className ?? ''].filter(Boolean).join(' ')}
      style={style}
      spacing={[horizontal, vertical]}
      vertical={direction === 'vertical'}
      wrap={wrap}
      align={align}
    >
      {children}
    </Space>
  );
}
