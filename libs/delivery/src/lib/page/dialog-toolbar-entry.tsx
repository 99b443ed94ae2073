// A toolbar entry that opens a dialog of its own (a media's 批量创建 and its template picker): a primary button,
// and the dialog rendered only while it is open, so a lazy one (lazyDialog of libs/ui) loads when pressed.
import { useState, type ComponentType } from 'react';
import { Button } from '@toufang/ui';
import type { DeliveryToolbarEntry } from '../config/delivery-slots';

export function dialogToolbarEntry(key: string, label: string, Dialog: ComponentType<{ onClose: () => void }>): DeliveryToolbarEntry {
  function DialogButton() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button theme="solid" type="primary" onClick={() => setOpen(true)}>
          {label}
        </Button>
        {open ? <Dialog onClose={() => setOpen(false)} /> : null}
      </>
    );
  }
  return { key, render: () => <DialogButton /> };
}
