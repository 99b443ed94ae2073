// 复制ID of 巨量引擎's delivery tables: the console's batch bar copies the IDs of the chosen rows, one a line,
// to paste into a search, a report or a ticket. It is a slot of the delivery page kit (a toolbar entry),
// filled from the rows the table already holds; the kit knows nothing of it.
import type { DeliveryRow, DeliveryToolbarEntry } from '@toufang/delivery';
import { Button, Toast } from '@toufang/ui';
import { TOUTIAO_WORDS as WORDS } from '../terms';

/** The text put on the clipboard: the rows' IDs in the table's order, one a line. */
export function idsText(rows: readonly Pick<DeliveryRow, 'id'>[]): string {
  return rows.map((row) => row.id).join('\n');
}

function CopyIdsButton({ selected }: { selected: readonly DeliveryRow[] }) {
  const copy = () => {
    const count = selected.length;
    // The clipboard is refused outside a secure context or without the page's focus: say so rather than fail quietly.
    navigator.clipboard.writeText(idsText(selected)).then(
      () => Toast.success(WORDS.IDS_COPIED(count)),
      () => Toast.error(WORDS.COPY_FAILED),
    );
  };
  return (
    <Button disabled={selected.length === 0} onClick={copy}>
      {WORDS.COPY_IDS}
    </Button>
  );
}

export const COPY_IDS_ENTRY: DeliveryToolbarEntry = {
  key: 'copy-ids',
  render: ({ selected }) => <CopyIdsButton selected={selected} />,
};
