import SideSheet, { type SideSheetReactProps } from '@douyinfe/semi-ui-19/lib/es/sideSheet';
import { IconClose } from '@douyinfe/semi-icons';
import { useEffect, useId, type ReactNode } from 'react';
import { useScrollLock } from '../scroll-lock/scroll-lock';
import { OverlayFooter } from './overlay-footer';
import { OVERLAY_DEFAULTS, OVERLAY_TEXTS } from './overlay-defaults-rules';
import './overlay-defaults.css';

export interface DeskDrawerProps
  extends Omit<SideSheetReactProps, 'onCancel' | 'footer' | 'title' | 'disableScroll' | 'closeIcon'> {
  visible: boolean;
  title?: ReactNode;
  /** 确定. Given, the drawer shows the 取消 / 确定 footer; a drawer that only shows details has none. */
  onOk?: () => void;
  /** 取消, the close button and (when allowed) Escape or a backdrop click. */
  onCancel?: () => void;
  okText?: string;
  cancelText?: string;
  confirmLoading?: boolean;
  /** Left out: 取消 / 确定 when onOk is given, else none. null: none. Anything else replaces it. */
  footer?: ReactNode;
  /** The drawer's accessible name when it has no title. */
  'aria-label'?: string;
  children?: ReactNode;
}

/**
 * Semi SideSheet with the desk's defaults (widgets spec §2, §4, §9): a backdrop click does not close it, it is
 * 1200 px wide, and the page does not scroll while it is open. Semi's own scroll handling is switched off
 * (disableScroll false) for the desk's counted lock, which stays right when drawers and modals nest.
 */
export function DeskDrawer({
  visible,
  title,
  onOk,
  onCancel,
  okText,
  cancelText,
  confirmLoading,
  footer,
  maskClosable = OVERLAY_DEFAULTS.maskClosable,
  width = OVERLAY_DEFAULTS.drawerWidth,
  className,
  'aria-label': ariaLabel,
  children,
  ...rest
}: DeskDrawerProps) {
  useScrollLock(visible);
  const id = useId();
  const titleId = `${id}-title`;
  // Semi's drawer dialog gets no accessible name (it drops aria-label) and no aria-modal; Semi copies data-*
  // props onto the drawer's wrapper, through which the effect below finds the dialog to name it.
  const drawerId = id.replace(/[^a-zA-Z0-9_-]/g, '');
  const hasTitle = title !== undefined && title !== null;

  useEffect(() => {
    if (!visible) return;
    const dialog = document.querySelector(`[data-tf-drawer="${drawerId}"] [role="dialog"]`);
    if (!dialog) return;
    dialog.setAttribute('aria-modal', 'true');
    if (hasTitle) {
      dialog.setAttribute('aria-labelledby', titleId);
      dialog.removeAttribute('aria-label');
    } else if (ariaLabel) {
      dialog.setAttribute('aria-label', ariaLabel);
      dialog.removeAttribute('aria-labelledby');
    }
  }, [visible, hasTitle, titleId, ariaLabel, drawerId]);

  const footerNode =
    footer !== undefined ? (
      footer
    ) : onOk ? (
      <OverlayFooter onOk={onOk} onCancel={onCancel} okText={okText} cancelText={cancelText} confirmLoading={confirmLoading} />
    ) : null;

  return (
    <SideSheet
      {...rest}
      visible={visible}
      width={width}
      maskClosable={maskClosable}
      disableScroll={false}
      className={['tf-desk-drawer', className ?? ''].filter(Boolean).join(' ')}
      data-tf-drawer={drawerId}
      title={hasTitle ? <span id={titleId}>{title}</span> : undefined}
      // Semi's close button has an icon and no name; the icon's label names it 关闭.
      closeIcon={<IconClose aria-label={OVERLAY_TEXTS.CLOSE} />}
      footer={footerNode}
      onCancel={() => onCancel?.()}
    >
      {children}
    </SideSheet>
  );
}
