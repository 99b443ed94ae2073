// A tools list's 添加 button (监测账户, 推广活动): the roles that write use it; the others see it disabled, with the
// reason beside it, rather than a page that hides what it is for.
import type { ReactNode } from 'react';
import { Button, Space, Typography } from '@toufang/ui';

export interface WriteButtonProps {
  writes: boolean;
  /** Why a reader cannot add, e.g. 仅管理员、优化经理和优化师可添加. */
  readOnly: string;
  onClick: () => void;
  children: ReactNode;
}

export function WriteButton({ writes, readOnly, onClick, children }: WriteButtonProps) {
  return (
    <Space>
      {writes ? null : (
        <Typography.Text type="tertiary" size="small">
          {readOnly}
        </Typography.Text>
      )}
      <Button theme="solid" type="primary" disabled={!writes} onClick={onClick}>
        {children}
      </Button>
    </Space>
  );
}
