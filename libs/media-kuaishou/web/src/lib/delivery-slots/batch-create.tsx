// 批量创建 on every level of this media's delivery tables (issue 22): the creation kit's template picker, loaded
// with import() when the button is pressed (the kit stays out of the tables' chunks), then the media's
// ad-speed-create route of the chosen template or a new one.
import { lazy, Suspense, useState } from 'react';
import type { DeliveryToolbarEntry } from '@toufang/delivery';
import { Button } from '@toufang/ui';
import { KUAISHOU_WORDS as WORDS } from '../terms';

const Picker = lazy(() => import('./batch-create-picker'));

function BatchCreateButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button theme="solid" type="primary" onClick={() => setOpen(true)}>
        {WORDS.BATCH_CREATE}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <Picker onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

export const BATCH_CREATE_ENTRY: DeliveryToolbarEntry = {
  key: 'batch-create',
  render: () => <BatchCreateButton />,
};
