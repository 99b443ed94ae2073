import Tag from '@douyinfe/semi-ui-19/lib/es/tag';
import { SANDBOX_TEXTS } from '@toufang/domain';
import { DeskTooltip } from '../overlay-defaults/desk-tooltip';

export interface SandboxTagProps {
  className?: string;
}

/**
 * 沙箱: marks an account or object of a sandbox media wherever the desk shows one, so nobody takes modelled
 * delivery for real delivery. The explanation is in the tooltip and, for screen readers, in the label.
 */
export function SandboxTag({ className }: SandboxTagProps) {
  return (
    <DeskTooltip content={SANDBOX_TEXTS.EXPLAIN}>
      <Tag color="orange" size="small" className={className} aria-label={SANDBOX_TEXTS.EXPLAIN} tabIndex={0} data-testid="sandbox-tag">
        {SANDBOX_TEXTS.TAG}
      </Tag>
    </DeskTooltip>
  );
}
