// 选择创建模板: the templates of a media (mine, or shared in the company) with who used each last and when, and
// 新建空白模板; choosing one answers its temp_id (the caller opens the creation route). A delivery page's
// 批量创建 button opens it.
import { useId, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MediaCode } from '@toufang/domain';
import { Button, DeskModal, Input, LoadFailed, RadioGroup, SandboxTag, Spin, Typography } from '@toufang/ui';
import { creationTemplateListQuery } from '../queries/template-list';
import { CREATION_KIT_TEXTS as T } from '../texts';

/** Templates one page of the dialog lists (the newest used first, as the server sorts them). */
const PAGE = 50;

export interface TemplatePickerDialogProps {
  visible: boolean;
  media: MediaCode;
  /** Only this variant's templates ('' the plain one); all of the media's when left out. */
  variant?: string;
  onClose: () => void;
  /** A template's id, or 'new' for a blank one, with the template's variant. */
  onPick: (tempId: number | 'new', variant: string) => void;
  /** Marks the list as the sandbox's (沙箱) when the media's accounts are sandbox ones. */
  sandbox?: boolean;
}

export function TemplatePickerDialog({ visible, media, variant, onClose, onPick, sandbox }: TemplatePickerDialogProps) {
  const [scope, setScope] = useState<'mine' | 'shared'>('mine');
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const listId = useId();
  const list = useQuery({
    ...creationTemplateListQuery({ media, scope, current: 1, size: PAGE, ...(variant !== undefined ? { variant } : {}), ...(keyword ? { keyword } : {}) }),
    enabled: visible,
    placeholderData: keepPreviousData,
  });
  const records = list.data?.records ?? [];
  return (
    <DeskModal visible={visible} title={T.PICKER.TITLE} onCancel={onClose} footer={null} width={720}>
      <div className="tf-creation__preview-bar" style={{ marginBottom: 12 }}>
        <RadioGroup<'mine' | 'shared'>
          type="button"
          aria-label={T.PICKER.TITLE}
          options={[
            { name: T.PICKER.MINE, value: 'mine' },
            { name: T.PICKER.SHARED, value: 'shared' },
          ]}
          value={scope}
          onChange={setScope}
        />
        <Input aria-label={T.PICKER.SEARCH} placeholder={T.PICKER.SEARCH} value={typed} onChange={setTyped} onEnterPress={() => setKeyword(typed.trim())} style={{ width: 200 }} />
        {sandbox ? <SandboxTag /> : null}
        <Button theme="solid" type="primary" style={{ marginLeft: 'auto' }} onClick={() => onPick('new', variant ?? '')}>
          {T.PICKER.NEW}
        </Button>
      </div>
      {list.isPending ? (
        <Spin />
      ) : list.isError ? (
        <LoadFailed message={T.PICKER.FAILED} retryText={T.RETRY} onRetry={() => void list.refetch()} />
      ) : records.length === 0 ? (
        <Typography.Text type="tertiary">{T.PICKER.EMPTY}</Typography.Text>
      ) : (
        <ul id={listId} aria-label={T.PICKER.TITLE} style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 420, overflowY: 'auto' }}>
          {records.map((t) => (
            <li key={t.id} className="tf-creation__group" style={{ flexDirection: 'row', alignItems: 'center' }}>
              <span style={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
                <Typography.Text strong>{t.name}</Typography.Text>
                <Typography.Text type="tertiary" size="small">
                  {[t.ownerName, t.lastUsedAt ? T.PICKER.LAST_USED(t.lastUsedBy ?? '-', t.lastUsedAt) : T.PICKER.NEVER_USED].filter(Boolean).join(' · ')}
                </Typography.Text>
              </span>
              <Button aria-label={T.PICKER.OPEN(t.name)} onClick={() => onPick(t.id, t.variant)}>
                {T.ACTIONS.CONFIRM}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </DeskModal>
  );
}
