import Typography from '@douyinfe/semi-ui-19/lib/es/typography';

export interface RefusalTextProps {
  /** The server's refusal (or a check's message) to show; nothing shows without one. */
  message: string | null | undefined;
}

/**
 * The reason a dialog's action was refused, shown in place under what the user typed (nothing is lost) and
 * announced to screen readers.
 */
export function RefusalText({ message }: RefusalTextProps) {
  if (!message) return null;
  return (
    <Typography.Text type="danger" role="alert">
      {message}
    </Typography.Text>
  );
}
