import { useEffect, useState } from 'react';
import { NOTICE, UPGRADE_NOTICE_TEXTS } from '@toufang/domain';
import { Button, Modal } from '@toufang/ui';

/** The local-storage key that holds the date key of the notice the user has dismissed. */
export const UPGRADE_NOTICE_STORAGE_KEY = 'toufang_upgrade_notice';

/** The title of the notice; the spec gives only its body and button. */
export const UPGRADE_NOTICE_TITLE = '系统升级公告';

export interface UpgradeNoticeProps {
  /** Which notice this is; a dismissed key never shows again, a new key shows once more. */
  dateKey?: string;
  /** Where the dismissed key is kept; localStorage by default. */
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
}

function defaultStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: the notice then shows once per page load
  }
}

function dismissedKey(storage: UpgradeNoticeProps['storage']): string | null {
  try {
    return storage?.getItem(UPGRADE_NOTICE_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * The site-wide upgrade notice (shell spec §2.5): 5 seconds after load, once per stored date key, the
 * body of UPGRADE_NOTICE_TEXTS with the single button 我已知晓. Escape closes it too (keyboard users) and
 * counts as dismissed, so it never comes back for the same key.
 */
export function UpgradeNotice({ dateKey = NOTICE.UPGRADE_OFFLINE_DATE, storage }: UpgradeNoticeProps) {
  const store = storage === undefined ? defaultStorage() : storage;
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (dismissedKey(store) === dateKey) return undefined;
    const timer = setTimeout(() => setVisible(true), NOTICE.UPGRADE_NOTICE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [store, dateKey]);

  function dismiss() {
    try {
      store?.setItem(UPGRADE_NOTICE_STORAGE_KEY, dateKey);
    } catch {
      // A full or disabled storage only means the notice may show again on a later visit.
    }
    setVisible(false);
  }

  return (
    <Modal
      visible={visible}
      title={UPGRADE_NOTICE_TITLE}
      onCancel={dismiss}
      closable={false}
      closeOnEsc
      maskClosable={false}
      centered
      footer={
        <Button theme="solid" type="primary" onClick={dismiss} autoFocus>
          {UPGRADE_NOTICE_TEXTS.DISMISS}
        </Button>
      }
    >
      <p>{UPGRADE_NOTICE_TEXTS.BODY}</p>
    </Modal>
  );
}
