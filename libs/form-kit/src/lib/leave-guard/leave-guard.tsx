// Unsaved input is not thrown away without asking: leaving the page (a link, the menu, back) waits on the
// router's blocker, closing a dialog form (取消, 关闭, Escape) waits on the same question, and closing or
// reloading the tab gets the browser's own question.
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useBlocker } from 'react-router';
import { DeskModal, Typography, type DeskModalProps } from '@toufang/ui';
import { FORM_TEXTS as T } from '../form-texts';

export interface DiscardConfirmProps {
  visible: boolean;
  /** 放弃修改. */
  onDiscard(): void;
  /** 继续编辑 (also 关闭 and Escape). */
  onStay(): void;
}

/** The question itself: 放弃未保存的修改？ with 放弃修改 and 继续编辑. */
export function DiscardConfirm({ visible, onDiscard, onStay }: DiscardConfirmProps) {
  // Mounted only while asked: a hidden Semi dialog lingers in the DOM until its closing animation ends.
  if (!visible) return null;
  return (
    <DeskModal visible width={420} title={T.DISCARD_TITLE} okText={T.DISCARD_OK} cancelText={T.DISCARD_CANCEL} onOk={onDiscard} onCancel={onStay}>
      <Typography.Text>{T.DISCARD_CONTENT}</Typography.Text>
    </DeskModal>
  );
}

/**
 * While `isDirty()` holds, a navigation inside the desk asks first and a tab close gets the browser's
 * question. Returns the dialog to render. `isDirty` is read at the moment of leaving, so a form that saved
 * (FormApi.saved) and navigates in the same handler is let through.
 */
export function useLeaveGuard(isDirty: () => boolean): ReactNode {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isDirty() && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search));
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (isDirty()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);
  return <DiscardConfirm visible={blocker.state === 'blocked'} onDiscard={() => blocker.proceed?.()} onStay={() => blocker.reset?.()} />;
}

export interface FormModalProps extends DeskModalProps {
  /** The form in the dialog: closing it with unsaved input asks first. */
  form: { isDirty(): boolean };
}

/**
 * A dialog holding a form (DeskModal's look and defaults): 取消, 关闭 and Escape ask before unsaved input
 * is thrown away, and so does leaving the page while it is open.
 */
export function FormModal({ form, onCancel, children, ...rest }: FormModalProps) {
  const [asking, setAsking] = useState(false);
  // Once the user chose 放弃修改, the dialog's own close (which may navigate) is not asked about again.
  const discarded = useRef(false);
  const isDirty = useCallback(() => !discarded.current && form.isDirty(), [form]);
  const leave = useLeaveGuard(isDirty);
  const close = () => {
    if (isDirty()) setAsking(true);
    else onCancel?.();
  };
  return (
    <>
      <DeskModal {...rest} onCancel={close}>
        {children}
      </DeskModal>
      <DiscardConfirm
        visible={asking}
        onDiscard={() => {
          discarded.current = true;
          setAsking(false);
          onCancel?.();
        }}
        onStay={() => setAsking(false)}
      />
      {leave}
    </>
  );
}
