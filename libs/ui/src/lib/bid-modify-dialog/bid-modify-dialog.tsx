import { useId, useState } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import InputNumber from '@douyinfe/semi-ui-19/lib/es/inputNumber';
import Modal from '@douyinfe/semi-ui-19/lib/es/modal';
import Radio from '@douyinfe/semi-ui-19/lib/es/radio';
import { BID, UI_TEXTS } from '@toufang/domain';
import {
  BID_TYPES,
  BID_TYPE_HELP,
  BID_TYPE_LABELS,
  EMPTY_BID_VALUE,
  isRangeBidType,
  toBidResult,
  validateBid,
  type BidDialogResult,
  type BidError,
  type BidFormValue,
  type BidType,
} from './bid-rules';
import './bid-modify-dialog.css';

/**
 * A form of one radio group and at most two number inputs needs no SIZES.MODAL_WIDTH (1200, for the
 * wide table dialogs); 520 px holds the three types on one line and the range with its unit.
 */
export const BID_DIALOG_WIDTH = 520;

/** The dialog's texts in bid and in ROI coefficient mode. */
export const BID_DIALOG_TEXTS = {
  bid: { title: '批量修改出价', value: '出价', placeholder: '请输入出价' },
  roi: { title: '批量修改ROI系数', value: 'ROI系数', placeholder: '请输入ROI系数' },
  TYPE: '出价方式',
  RANGE: '出价范围',
  LOWEST: '最低出价',
  HIGHEST: '最高出价',
} as const;

export interface BidModifyDialogProps {
  visible: boolean;
  /** Emitted on 确定 once the value is valid: {type, num, min, max, precision}. */
  onConfirm: (result: BidDialogResult) => void;
  onCancel: () => void;
  /** Default 批量修改出价 (批量修改ROI系数 in ROI mode). */
  title?: string;
  /** Allowed range; default BID.MIN to BID.MAX. */
  min?: number;
  max?: number;
  /** Decimal places; default BID.PRECISION. */
  precision?: number;
  /** Default BID.UNIT (元); an ROI coefficient has none. */
  unit?: string;
  /** The value is an ROI coefficient: texts change, no unit. */
  roiRatio?: boolean;
  /** The value the dialog opens with; default FIXED with every input empty. */
  defaultValue?: BidFormValue;
  /** Shows the 确定 button busy while the page saves. */
  confirmLoading?: boolean;
}

function numberOrNull(value: number | string): number | null {
  return typeof value === 'number' && !Number.isNaN(value) ? value : null;
}

/** The batch bid modification dialog (widgets spec §4, §5, §9). */
export function BidModifyDialog({
  visible,
  onConfirm,
  onCancel,
  title,
  min = BID.MIN,
  max = BID.MAX,
  precision = BID.PRECISION,
  unit = BID.UNIT,
  roiRatio = false,
  defaultValue = EMPTY_BID_VALUE,
  confirmLoading,
}: BidModifyDialogProps) {
  const [value, setValue] = useState<BidFormValue>(defaultValue);
  // Messages show from the first 确定 on and then follow every change, until the type changes.
  const [attempted, setAttempted] = useState(false);
  const id = useId();
  const texts = roiRatio ? BID_DIALOG_TEXTS.roi : BID_DIALOG_TEXTS.bid;
  const limits = { min, max, roiRatio };
  const error: BidError | undefined = attempted ? validateBid(value, limits) : undefined;
  const errorId = `${id}-error`;
  const typeLabelId = `${id}-type`;
  const suffix = roiRatio ? undefined : unit;
  const range = isRangeBidType(value.type);

  const invalid = (field: 'num' | 'min' | 'max') =>
    error && (error.field === field || (error.field === 'range' && field !== 'num'))
      ? { 'aria-invalid': true, 'aria-describedby': errorId, validateStatus: 'error' as const }
      : {};

  const changeType = (type: BidType) => {
    setValue((v) => ({ ...v, type }));
    setAttempted(false);
  };

  const confirm = () => {
    if (validateBid(value, limits)) {
      setAttempted(true);
      return;
    }
    onConfirm(toBidResult(value, precision));
  };

  const numberInput = (field: 'num' | 'min' | 'max', label: string, placeholder: string) => (
    <InputNumber
      className="tf-bid-dialog__input"
      aria-label={label}
      placeholder={placeholder}
      precision={precision}
      hideButtons
      suffix={suffix}
      value={value[field] ?? undefined}
      onChange={(next) => setValue((v) => ({ ...v, [field]: numberOrNull(next) }))}
      onEnterPress={confirm}
      {...invalid(field)}
    />
  );

  return (
    <Modal
      visible={visible}
      title={title ?? texts.title}
      width={BID_DIALOG_WIDTH}
      maskClosable={false}
      onCancel={onCancel}
      // Our own footer: Semi's default buttons carry the English names cancel/confirm for screen readers.
      footer={
        <div className="tf-bid-dialog__footer">
          <Button onClick={onCancel}>{UI_TEXTS.CANCEL}</Button>
          <Button theme="solid" type="primary" loading={confirmLoading} onClick={confirm}>
            {UI_TEXTS.CONFIRM}
          </Button>
        </div>
      }
      // The next opening starts afresh.
      afterClose={() => {
        setValue(defaultValue);
        setAttempted(false);
      }}
    >
      <div className="tf-bid-dialog">
        <div className="tf-bid-dialog__row">
          <span id={typeLabelId} className="tf-bid-dialog__label">
            {BID_DIALOG_TEXTS.TYPE}
          </span>
          <div className="tf-bid-dialog__control">
            <Radio.Group
              name={typeLabelId}
              aria-labelledby={typeLabelId}
              value={value.type}
              options={BID_TYPES.map((t) => ({ value: t, label: BID_TYPE_LABELS[t] }))}
              onChange={(e) => changeType(e.target.value as BidType)}
            />
            <p className="tf-bid-dialog__help">{BID_TYPE_HELP[value.type]}</p>
          </div>
        </div>
        <div className="tf-bid-dialog__row">
          <span className="tf-bid-dialog__label">{range ? BID_DIALOG_TEXTS.RANGE : texts.value}</span>
          <div className="tf-bid-dialog__control">
            {range ? (
              <div className="tf-bid-dialog__range">
                {numberInput('min', BID_DIALOG_TEXTS.LOWEST, BID_DIALOG_TEXTS.LOWEST)}
                <span className="tf-bid-dialog__connector" aria-hidden="true">
                  -
                </span>
                {numberInput('max', BID_DIALOG_TEXTS.HIGHEST, BID_DIALOG_TEXTS.HIGHEST)}
              </div>
            ) : (
              numberInput('num', texts.value, texts.placeholder)
            )}
            {error && (
              <div id={errorId} className="tf-bid-dialog__error" role="alert">
                {error.message}
              </div>
            )}
          </div>
        </div>
      </div>
    </Modal>
  );
}
