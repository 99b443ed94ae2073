import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError, type Schemas } from '@toufang/api';
import { MEDIA_DISPLAY_NAMES, type MediaCode } from '@toufang/domain';
import { Banner, Button, DataTable, PageFrame, Space, Spin, Toast, Typography, type DataTableColumn, type DataTableRowKey } from '@toufang/ui';
import { MEDIA_ACCOUNT_PAGE_KEY } from '../../queries/media-account-page';
import { importMediaAccountsMutation } from '../../queries/media-account-import';
import { completeMediaAuthorizationMutation } from '../../queries/media-authorization-complete';
import { startMediaAuthorizationMutation } from '../../queries/media-authorization-start';
import { MEDIA_AUTHORIZE_TEXTS as T } from '../../terms';
import { mediaOfPath } from '../media-account-list/media-account-list-rules';

type Advertiser = Schemas['MediaAdvertiserOption'];

/** What the media's consent page sends back: a code to exchange, or the user's refusal. */
export function consentAnswer(params: URLSearchParams): { code: string; state: string } | { denied: true } | null {
  const state = params.get('state');
  if (params.get('error')) return { denied: true };
  const code = params.get('code');
  return code && state ? { code, state } : null;
}

/**
 * 添加账户 of one media (shell spec §2.3 media-account/{media}/add): 授权 sends the user to the media's
 * consent page; on the way back the code is exchanged, the advertiser accounts of that authorisation are
 * listed, and the picked ones are imported and synced.
 */
export default function MediaAccountAddPage() {
  const { pathname } = useLocation();
  const media = mediaOfPath(pathname);
  if (!media) return <PageFrame title="添加账户">{null}</PageFrame>;
  return <MediaAccountAdd media={media} listPath={pathname.replace(/\/add\/?$/, '')} />;
}

function MediaAccountAdd({ media, listPath }: { media: MediaCode; listPath: string }) {
  const mediaName = MEDIA_DISPLAY_NAMES[media];
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const answer = consentAnswer(params);
  const start = useMutation(startMediaAuthorizationMutation);
  const complete = useMutation(completeMediaAuthorizationMutation);
  const importAccounts = useMutation(importMediaAccountsMutation);
  const [picked, setPicked] = useState<DataTableRowKey[]>([]);
  const exchanged = useRef(false);

  // The code is single-use: exchange it once, even when React runs the effect twice in development.
  useEffect(() => {
    if (!answer || 'denied' in answer || exchanged.current) return;
    exchanged.current = true;
    complete.mutate(
      { mediaCode: media, code: answer.code, state: answer.state },
      { onSuccess: (result) => setPicked((result?.advertisers ?? []).filter((a) => !a.imported).map((a) => a.advertiserId)) },
    );
    // The answer is read once from the address the media sent the user back to.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const authorize = () =>
    start.mutate({ mediaCode: media }, { onSuccess: (result) => result && window.location.assign(result.consentUrl) });

  const authorizeButton = (text: string = T.AUTHORIZE) => (
    <Button theme="solid" onClick={authorize} loading={start.isPending || start.isSuccess}>
      {start.isSuccess ? T.REDIRECTING : text}
    </Button>
  );

  let body;
  if (!answer) {
    body = (
      <Space vertical align="start">
        <Typography.Paragraph>{T.INTRO(mediaName)}</Typography.Paragraph>
        {authorizeButton()}
      </Space>
    );
  } else if ('denied' in answer) {
    body = (
      <Space vertical align="start">
        <Banner type="warning" description={T.DENIED} closeIcon={null} />
        {authorizeButton(T.AGAIN)}
      </Space>
    );
  } else if (complete.isError) {
    body = (
      <Space vertical align="start">
        <Banner type="danger" description={isApiError(complete.error) ? complete.error.message : String(complete.error)} closeIcon={null} />
        {authorizeButton(T.AGAIN)}
      </Space>
    );
  } else if (!complete.data) {
    body = <Spin tip={T.EXCHANGING} />;
  } else {
    const { authorizationId } = complete.data;
    // The accounts still to import first: they are what the user came for.
    const advertisers = [...complete.data.advertisers].sort((a, b) => Number(a.imported) - Number(b.imported));
    const columns: DataTableColumn<Advertiser>[] = [
      { key: 'name', title: T.ADVERTISER_NAME, width: 240 },
      { key: 'advertiserId', title: T.ADVERTISER_ID, width: 200 },
      { key: 'companyName', title: T.COMPANY, width: 240 },
      {
        key: 'imported',
        title: '',
        width: 90,
        ellipsis: false,
        render: (_v, row) => (row.imported ? <Typography.Text type="tertiary">{T.IMPORTED_ALREADY}</Typography.Text> : null),
      },
    ];
    body =
      advertisers.length === 0 ? (
        <Space vertical align="start">
          <Typography.Paragraph>{T.NONE}</Typography.Paragraph>
          {authorizeButton(T.AGAIN)}
        </Space>
      ) : (
        <Space vertical align="start" style={{ width: '100%' }}>
          <Typography.Title heading={6}>{T.PICK}</Typography.Title>
          <DataTable<Advertiser>
            aria-label={T.PICK}
            columns={columns}
            rows={advertisers}
            rowKey="advertiserId"
            selectedRowKeys={picked}
            onSelectionChange={setPicked}
            isRowSelectable={(row) => !row.imported}
            selectionLabel={(row) => `选择 ${row.name}`}
          />
          <Button
            theme="solid"
            disabled={picked.length === 0}
            loading={importAccounts.isPending}
            onClick={() =>
              importAccounts.mutate(
                { authorizationId, advertiserIds: picked.map(String) },
                {
                  onSuccess: (result) => {
                    Toast.success(T.IMPORTED(result?.imported ?? picked.length, result?.skipped ?? 0));
                    void queryClient.invalidateQueries({ queryKey: MEDIA_ACCOUNT_PAGE_KEY });
                    navigate(listPath);
                  },
                },
              )
            }
          >
            {T.IMPORT(picked.length)}
          </Button>
        </Space>
      );
  }

  return (
    <PageFrame title={T.TITLE(mediaName)} extra={<Button onClick={() => navigate(listPath)}>{T.BACK}</Button>}>
      {body}
    </PageFrame>
  );
}
