import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Modal, { type ModalReactProps } from '@douyinfe/semi-ui-19/lib/es/modal';
import Typography from '@douyinfe/semi-ui-19/lib/es/typography';
import { IconClose } from '@douyinfe/semi-icons';
import { cloneElement, isValidElement, useId, type ReactElement, type ReactNode } from 'react';
import { useScrollLock } from '../scroll-lock/scroll-lock';
import { OverlayFooter } from './overlay-footer';
import { OVERLAY_DEFAULTS, OVERLAY_TEXTS } from './overlay-defaults-rules';
import './overlay-defaults.css';

export interface DeskModalProps
  extends Omit<ModalReactProps, 'onOk' | 'onCancel' | 'header' | 'modalRender' | 'footer' | 'title' | 'okText' | 'cancelText'> {
  visible: boolean;
  title?: ReactNode;
  /** 确定. */
  onOk?: () => void;
  /** 取消, the close button and (when allowed) Escape or a backdrop click. */
  onCancel?: () => void;
  /** 确定 by default. */
  okText?: string;
  /** 取消 by default. */
  cancelText?: string;
  /** Left out: the 取消 / 确定 footer. null: no footer. Anything else replaces it. */
  footer?: ReactNode;
  /** The dialog's accessible name when it has no title. */
  'aria-label'?: string;
  children?: ReactNode;
}

interface DialogAria {
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-label'?: string;
}

/**
 * Semi Modal with the desk's defaults (widgets spec §2, §4, §9): a backdrop click does not close it, it is
 * 1200 px wide, and the page does not scroll while it is open. The lock is the desk's counted one, so with
 * nested modals the page unlocks only when the last one closes. Header and footer are the desk's own, for
 * Chinese accessible names (关闭, 取消, 确定) and a title id per dialog (Semi gives every dialog's title the same
 * id, so a nested dialog would be named after the outer one's title).
 */
export function DeskModal({
  visible,
  title,
  onOk,
  onCancel,
  okText,
  cancelText,
  confirmLoading,
  hasCancel = true,
  footer,
  closable = true,
  maskClosable = OVERLAY_DEFAULTS.maskClosable,
  width = OVERLAY_DEFAULTS.modalWidth,
  className,
  'aria-label': ariaLabel,
  children,
  ...rest
}: DeskModalProps) {
  useScrollLock(visible);
  const titleId = useId();
  const hasTitle = title !== undefined && title !== null;

  const header =
    hasTitle || closable ? (
      <div className="semi-modal-header">
        {hasTitle ? (
          <Typography.Title heading={5} className="semi-modal-title" id={titleId}>
            {title}
          </Typography.Title>
        ) : (
          <span className="tf-desk-modal__spacer" />
        )}
        {closable ? (
          <Button
            aria-label={OVERLAY_TEXTS.CLOSE}
            className="semi-modal-close"
            type="tertiary"
            theme="borderless"
            size="small"
            icon={<IconClose />}
            onClick={() => onCancel?.()}
          />
        ) : null}
      </div>
    ) : null;

  const footerNode =
    footer === undefined ? (
      <OverlayFooter
        onOk={onOk}
        onCancel={onCancel}
        okText={okText}
        cancelText={cancelText}
        confirmLoading={confirmLoading}
        hasCancel={hasCancel}
      />
    ) : (
      footer
    );

  // The dialog element is built inside Semi; modalRender is the one place to set its own aria attributes.
  const dialogAria: DialogAria = {
    'aria-labelledby': hasTitle ? titleId : undefined,
    'aria-label': hasTitle ? undefined : ariaLabel,
    // Semi points this at a body id every dialog shares; a whole body read as a description is noise anyway.
    'aria-describedby': undefined,
  };
  const modalRender = (node: ReactNode) =>
    isValidElement(node) ? cloneElement(node as ReactElement<DialogAria>, dialogAria) : node;

  return (
    <Modal
      {...rest}
      visible={visible}
      width={width}
      maskClosable={maskClosable}
      closable={closable}
      className={['tf-desk-modal', className ?? ''].filter(Boolean).join(' ')}
      header={header}
      footer={footerNode}
      modalRender={modalRender}
      onCancel={() => onCancel?.()}
      onOk={() => onOk?.()}
    >
      {children}
    </Modal>
  );
}
