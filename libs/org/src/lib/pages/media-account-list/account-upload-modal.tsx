import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { BatchUpload, DeskModal, Typography, type BatchUploadErrorRow } from '@toufang/ui';
import type { MediaCode } from '@toufang/domain';
import { uploadMediaAccountsMutation } from '../../queries/media-account-upload';
import { MEDIA_ACCOUNT_TEXTS as T, UPLOAD_TEMPLATE_CSV } from '../../terms';
import { fileToBase64 } from './media-account-list-rules';

type UploadStatus = 'none' | 'succeed' | 'portionSucceed' | 'error';

const ERROR_COLUMNS = [
  { title: T.UPLOAD_ERROR_ROW, dataIndex: 'row', width: 80 },
  { title: T.ACCOUNT_ID, dataIndex: 'accountId', width: 180 },
  { title: T.UPLOAD_ERROR_REASON, dataIndex: 'message' },
];

/** The template as a file: a BOM so that spreadsheet programs read the Chinese header as UTF-8. */
function downloadTemplate() {
  const url = URL.createObjectURL(new Blob(['\uFEFF', UPLOAD_TEMPLATE_CSV], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = '账户上传模板.csv';
  link.click();
  URL.revokeObjectURL(url);
}

/** 上传账户: a spreadsheet of accounts the company's authorisations cover, with per-row errors. */
export function AccountUploadModal({ mediaCode, onClose, onImported }: { mediaCode: MediaCode; onClose(): void; onImported(count: number): void }) {
  const [status, setStatus] = useState<UploadStatus>('none');
  const [errors, setErrors] = useState<BatchUploadErrorRow[]>([]);
  const [imported, setImported] = useState<number | null>(null);
  const upload = useMutation(uploadMediaAccountsMutation);

  return (
    <DeskModal visible width={720} title={T.UPLOAD_TITLE} onCancel={onClose} onOk={onClose} hasCancel={false}>
      <Typography.Paragraph>
        {T.UPLOAD_HINT}{' '}
        <button type="button" className="tf-account-list__link" onClick={downloadTemplate}>
          {T.UPLOAD_TEMPLATE}
        </button>
      </Typography.Paragraph>
      <BatchUpload
        accept=".xlsx,.csv"
        status={status}
        onStatusChange={setStatus}
        errors={errors}
        errorColumns={ERROR_COLUMNS}
        upload={async (file) =>
          upload.mutateAsync({ mediaCode, fileName: file.name, content: await fileToBase64(file) })
        }
        onSuccess={(response) => {
          const result = response as { status: UploadStatus; imported: number; errors: { row: number; accountId: string; message: string }[] };
          setStatus(result.status);
          setErrors(result.errors.map((e) => ({ ...e, key: `${e.row}` })));
          setImported(result.imported);
          if (result.imported > 0) onImported(result.imported);
        }}
        hint={imported !== null && imported > 0 ? T.UPLOAD_DONE(imported) : undefined}
      />
    </DeskModal>
  );
}
