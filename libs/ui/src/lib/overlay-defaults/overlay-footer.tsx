import Button from '@douyinfe/semi-ui-19/lib/es/button';
import { UI_TEXTS } from '@toufang/domain';

export interface OverlayFooterProps {
  onOk?: () => void;
  onCancel?: () => void;
  /** 确定 by default. */
  okText?: string;
  /** 取消 by default. */
  cancelText?: string;
  /** Shows 确定 busy while the page saves. */
  confirmLoading?: boolean;
  /** Leave out 取消 (a dialog whose only action is 确定). */
  hasCancel?: boolean;
}

/**
 * The 取消 / 确定 buttons of a modal or drawer. Written here because Semi's own footer gives its buttons the
 * English accessible names cancel and confirm; these are named by their Chinese text.
 */
export function OverlayFooter({
  onOk,
  onCancel,
  okText = UI_TEXTS.CONFIRM,
  cancelText = UI_TEXTS.CANCEL,
  confirmLoading = false,
  hasCancel = true,
}: OverlayFooterProps) {
  return (
    <div className="tf-overlay-footer">
      {hasCancel ? (
        <Button type="tertiary" onClick={onCancel}>
          {cancelText}
        </Button>
      ) : null}
      <Button theme="solid" type="primary" loading={confirmLoading} onClick={onOk}>
        {okText}
      </Button>
    </div>
  );
}
