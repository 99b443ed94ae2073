// Error-prevention modal (widgets spec §2, §3, §4, §5; shell spec §3, §4, §5, §8): lists the broken rules,
// each as 规则名称(ID) with a table whose breaking cells show in the error colour. Its only action is 去修改,
// which closes it; a backdrop click or Escape does not.
import { useCallback, useState } from 'react';
import Modal from '@douyinfe/semi-ui-19/lib/es/modal';
import Table from '@douyinfe/semi-ui-19/lib/es/table';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import type { ColumnProps } from '@douyinfe/semi-ui-19/lib/es/table';
import { IconAlertCircle } from '@douyinfe/semi-icons';
import { DEFAULT_TEXTS, ERROR_TEXTS, SIZES, errorPreventionRuleLine } from '@toufang/domain';
import { useScrollLock } from '../scroll-lock/scroll-lock';
import {
  ERROR_PREVENTION_COLUMN_KEYS,
  ERROR_PREVENTION_COLUMN_TITLES,
  checkErrorPrevention,
  type ErrorPreventionBlocked,
  type ErrorPreventionCell,
  type ErrorPreventionCheckOptions,
  type ErrorPreventionColumnKey,
  type ErrorPreventionInputItem,
  type ErrorPreventionOutcome,
  type ErrorPreventionRow,
  type ErrorPreventionRule,
  type ErrorPreventionValidate,
} from './error-prevention-rules';
import './error-prevention-modal.css';

/** Read by screen readers before a breaking cell, which sighted users tell by its colour and icon. */
export const ERROR_CELL_PREFIX = '不一致：';

export interface ErrorPreventionModalProps {
  visible: boolean;
  rules: ErrorPreventionRule[];
  /** Columns to show; all of them by default. checkErrorPrevention works them out from the input. */
  columns?: ErrorPreventionColumnKey[];
  /** Other column headers, e.g. the media's own names. */
  columnTitles?: Partial<Record<ErrorPreventionColumnKey, string>>;
  /** 去修改: closes the modal. */
  onClose: () => void;
  width?: number;
}

type KeyedRow = ErrorPreventionRow & { tfRowKey: number };

function Cell({ cell }: { cell: ErrorPreventionCell | undefined }) {
  if (!cell) return null;
  if (!cell.error) return <span>{cell.message}</span>;
  return (
    <span className="tf-error-prevention__cell--error" data-error="true">
      <IconAlertCircle className="tf-error-prevention__cell-icon" size="small" aria-hidden />
      <span className="tf-error-prevention__sr-only">{ERROR_CELL_PREFIX}</span>
      {cell.message}
    </span>
  );
}

export function ErrorPreventionModal({
  visible,
  rules,
  columns = [...ERROR_PREVENTION_COLUMN_KEYS],
  columnTitles,
  onClose,
  width = SIZES.MODAL_WIDTH,
}: ErrorPreventionModalProps) {
  useScrollLock(visible);
  const tableColumns: ColumnProps<KeyedRow>[] = columns.map((key) => ({
    title: columnTitles?.[key] ?? ERROR_PREVENTION_COLUMN_TITLES[key],
    dataIndex: key,
    key,
    render: (_: unknown, row: KeyedRow) => <Cell cell={row[key]} />,
  }));
  return (
    <Modal
      visible={visible}
      title={ERROR_TEXTS.ERROR_PREVENTION_TITLE}
      width={width}
      closable={false}
      maskClosable={false}
      closeOnEsc={false}
      onCancel={onClose}
      className="tf-error-prevention"
      footer={
        <Button theme="solid" type="primary" onClick={onClose}>
          {ERROR_TEXTS.ERROR_PREVENTION_GO_MODIFY}
        </Button>
      }
    >
      <div className="tf-error-prevention__notes">
        <p>
          <IconAlertCircle className="tf-error-prevention__note-icon" aria-hidden />
          {ERROR_TEXTS.ERROR_PREVENTION_MISMATCH}
        </p>
        <p>
          <IconAlertCircle className="tf-error-prevention__note-icon" aria-hidden />
          {ERROR_TEXTS.ERROR_PREVENTION_CONTACT}
        </p>
      </div>
      {rules.map((rule) => {
        const line = errorPreventionRuleLine(rule.ruleName, rule.ruleId);
        return (
          <section key={String(rule.ruleId)} className="tf-error-prevention__rule" aria-label={line}>
            <p className="tf-error-prevention__rule-line">{line}</p>
            <Table<KeyedRow>
              size="small"
              bordered
              columns={tableColumns}
              dataSource={rule.rows.map((row, index) => ({ ...row, tfRowKey: index }))}
              rowKey="tfRowKey"
              pagination={false}
              empty={DEFAULT_TEXTS.EMPTY_DATA}
            />
          </section>
        );
      })}
    </Modal>
  );
}

interface ModalState {
  visible: boolean;
  rules: ErrorPreventionRule[];
  columns: ErrorPreventionColumnKey[];
}

export interface UseErrorPrevention {
  /** checkErrorPrevention, opening this hook's modal when validation returns results. */
  check: (
    input: readonly ErrorPreventionInputItem[],
    validate: ErrorPreventionValidate,
    proceed: () => unknown,
    options?: Omit<ErrorPreventionCheckOptions, 'onBlocked'>,
  ) => Promise<ErrorPreventionOutcome>;
  /** Spread onto <ErrorPreventionModal />. */
  modalProps: ErrorPreventionModalProps;
}

/** The check and its modal together: `const ep = useErrorPrevention(); … <ErrorPreventionModal {...ep.modalProps} />`. */
export function useErrorPrevention(): UseErrorPrevention {
  const [state, setState] = useState<ModalState>({ visible: false, rules: [], columns: [...ERROR_PREVENTION_COLUMN_KEYS] });
  const check = useCallback<UseErrorPrevention['check']>(
    (input, validate, proceed, options = {}) =>
      checkErrorPrevention(input, validate, proceed, {
        ...options,
        onBlocked: (blocked: ErrorPreventionBlocked) => setState({ visible: true, rules: blocked.rules, columns: blocked.columns }),
      }),
    [],
  );
  const onClose = useCallback(() => setState((s) => ({ ...s, visible: false })), []);
  return { check, modalProps: { visible: state.visible, rules: state.rules, columns: state.columns, onClose } };
}
