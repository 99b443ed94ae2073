// The batch bid dialog of libs/ui for a level's bid limits, in a module of its own so that the page loads it
// only when 批量修改出价 is used.
import { BidModifyDialog, type BidDialogResult } from '@toufang/ui';
import type { DeliveryBidAction } from '../config/delivery-config';
import { DELIVERY_TEXTS as T } from '../texts';

export interface BulkBidDialogProps {
  action: DeliveryBidAction;
  confirmLoading?: boolean;
  onConfirm: (result: BidDialogResult) => void;
  onCancel: () => void;
}

export function BulkBidDialog({ action, confirmLoading, onConfirm, onCancel }: BulkBidDialogProps) {
  return (
    <BidModifyDialog
      visible
      title={T.bulkBidTitle(action.label)}
      min={action.min}
      max={action.max}
      precision={action.precision}
      roiRatio={action.roiRatio}
      confirmLoading={confirmLoading}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
