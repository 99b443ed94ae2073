// 导入: a spreadsheet with the template's columns, read by the server row by row; the rows it could not take
// are listed with their reason, the others are added (partial success).
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { BatchUpload, DeskModal, Select, Space, Typography, type BatchUploadErrorRow } from '@toufang/ui';
import { titleImportMutation } from '../../queries/title-import';
import { titleTemplateMutation } from '../../queries/title-template';
import { TITLE_TEXTS as T } from '../../title-terms';
import { MEDIA_OPTIONS, mediaOf } from './title-dialogs';
import { fileToBase64, saveBase64File } from './title-rules';

type UploadStatus = 'none' | 'succeed' | 'portionSucceed' | 'error';

const ERROR_COLUMNS = [
  { title: T.IMPORT_ERROR_ROW, dataIndex: 'row', width: 70 },
  { title: T.IMPORT_ERROR_TEXT, dataIndex: 'text', width: 280 },
  { title: T.IMPORT_ERROR_REASON, dataIndex: 'message' },
];

export function TitleImportDialog({ onClose, onImported }: { onClose(): void; onImported(count: number): void }) {
  const [media, setMedia] = useState('any');
  const [status, setStatus] = useState<UploadStatus>('none');
  const [errors, setErrors] = useState<BatchUploadErrorRow[]>([]);
  const [imported, setImported] = useState<number | null>(null);
  const upload = useMutation(titleImportMutation);
  const template = useMutation(titleTemplateMutation);
  const chosen = mediaOf(media);

  return (
    <DeskModal visible width={760} title={T.IMPORT_TITLE} onCancel={onClose} onOk={onClose} hasCancel={false}>
      <Typography.Paragraph>
        {T.IMPORT_HINT}{' '}
        <button type="button" className="tf-title-link" onClick={() => template.mutate(undefined, { onSuccess: (file) => file && saveBase64File(file) })}>
          {T.TEMPLATE}
        </button>
      </Typography.Paragraph>
      <Space className="tf-title-import__media">
        <label className="tf-title-add__field">
          <span>{T.MEDIA}</span>
          <Select aria-label={T.MEDIA} style={{ width: 200 }} value={media} optionList={MEDIA_OPTIONS} onChange={(v) => setMedia(String(v))} />
        </label>
      </Space>
      <BatchUpload
        accept=".xlsx"
        status={status}
        onStatusChange={setStatus}
        errors={errors}
        errorColumns={ERROR_COLUMNS}
        upload={async (file) => upload.mutateAsync({ fileName: file.name, content: await fileToBase64(file), ...(chosen ? { mediaCode: chosen } : {}) })}
        onSuccess={(response) => {
          const result = response as { status: UploadStatus; imported: number; errors: { row: number; text: string; message: string }[] };
          setStatus(result.status);
          setErrors(result.errors.map((e) => ({ ...e, key: `${e.row}` })));
          setImported(result.imported);
          if (result.imported > 0) onImported(result.imported);
        }}
        hint={imported !== null && imported > 0 ? T.IMPORT_DONE(imported) : undefined}
      />
    </DeskModal>
  );
}
