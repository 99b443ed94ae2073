// The filter area's template dialogs: save or rename a template under a name, and delete one after a confirmation.
import { useId, useState } from 'react';
import Button from '@douyinfe/semi-ui-19/lib/es/button';
import Input from '@douyinfe/semi-ui-19/lib/es/input';
import Modal from '@douyinfe/semi-ui-19/lib/es/modal';
import { CharCounter } from '../char-counter/char-counter';
import {
  FILTER_AREA_TEXTS as TEXTS,
  canSaveMore,
  deleteConfirmText,
  errorText,
  limitReachedText,
  nameLength,
  validateTemplateName,
  type FilterTemplateItem,
} from './filter-area-rules';

export type NameDialog = { mode: 'save' } | { mode: 'rename'; template: FilterTemplateItem };

/** The save and rename dialog: a name with its counter, the name rules, and the callback's failure. */
export function TemplateNameModal({
  dialog,
  templates,
  maxLength,
  maxTemplates,
  onSubmit,
  onClose,
}: {
  dialog: NameDialog;
  templates: readonly FilterTemplateItem[];
  maxLength: number;
  maxTemplates: number;
  onSubmit: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const [name, setName] = useState(dialog.mode === 'rename' ? dialog.template.name : '');
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const errorId = useId();
  const inputId = useId();
  const full = dialog.mode === 'save' && !canSaveMore(templates, maxTemplates);
  const ruleError = validateTemplateName(name, templates, { maxLength, exceptId: dialog.mode === 'rename' ? dialog.template.id : undefined });
  // The length rule shows as soon as it is broken (the counter turns red too); the others after a submit.
  const shownRule = attempted || (ruleError !== null && nameLength(name) > maxLength) ? ruleError : null;
  const message = full ? limitReachedText(maxTemplates) : (shownRule ?? failure);

  const submit = async () => {
    if (pending || full) return;
    setAttempted(true);
    if (ruleError) return;
    const trimmed = name.trim();
    if (dialog.mode === 'rename' && trimmed === dialog.template.name) {
      onClose(); // nothing to rename
      return;
    }
    setPending(true);
    setFailure(null);
    try {
      await onSubmit(trimmed);
      onClose();
    } catch (error) {
      // The user's input stays; the message says why.
      setFailure(errorText(error));
      setPending(false);
    }
  };

  return (
    <Modal
      visible
      title={dialog.mode === 'save' ? TEXTS.SAVE_TITLE : TEXTS.RENAME_TITLE}
      maskClosable={false}
      closable={!pending}
      onCancel={pending ? undefined : onClose}
      footer={
        <div className="tf-filter-area__modal-footer">
          <Button onClick={onClose} disabled={pending}>
            {TEXTS.CANCEL}
          </Button>
          <Button theme="solid" type="primary" loading={pending} disabled={full} onClick={() => void submit()}>
            {TEXTS.CONFIRM}
          </Button>
        </div>
      }
    >
      <div className="tf-filter-area__name-row">
        <label className="tf-filter-area__name-label" htmlFor={inputId}>
          {TEXTS.NAME_LABEL}
        </label>
        <div className="tf-filter-area__name-control">
          <Input
            id={inputId}
            autoFocus
            value={name}
            placeholder={TEXTS.NAME_PLACEHOLDER}
            disabled={full}
            validateStatus={message ? 'error' : 'default'}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? errorId : undefined}
            suffix={<CharCounter current={nameLength(name)} max={maxLength} />}
            onChange={(text) => {
              setName(text);
              setFailure(null);
            }}
            onEnterPress={() => void submit()}
          />
          {message ? (
            <div id={errorId} className="tf-filter-area__error" role="alert">
              {message}
            </div>
          ) : null}
        </div>
      </div>
    </Modal>
  );
}

/** The delete confirmation; a failure keeps it open with the message. */
export function DeleteTemplateModal({ template, onConfirm, onClose }: { template: FilterTemplateItem; onConfirm: () => Promise<unknown>; onClose: () => void }) {
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const confirm = async () => {
    if (pending) return;
    setPending(true);
    setFailure(null);
    try {
      await onConfirm();
      onClose();
    } catch (error) {
      setFailure(errorText(error));
      setPending(false);
    }
  };
  return (
    <Modal
      visible
      title={TEXTS.DELETE_TITLE}
      maskClosable={false}
      closable={!pending}
      onCancel={pending ? undefined : onClose}
      footer={
        <div className="tf-filter-area__modal-footer">
          <Button onClick={onClose} disabled={pending}>
            {TEXTS.CANCEL}
          </Button>
          <Button theme="solid" type="danger" loading={pending} onClick={() => void confirm()}>
            {TEXTS.CONFIRM}
          </Button>
        </div>
      }
    >
      <p className="tf-filter-area__confirm">{deleteConfirmText(template.name)}</p>
      {failure ? (
        <div className="tf-filter-area__error" role="alert">
          {failure}
        </div>
      ) : null}
    </Modal>
  );
}
