// 账户: the media's accounts the caller sees (the media-account selector of libs/ui), and under them the ids that
// differ from account to account (the spec's perAccount fields: 转化目标, 应用, 落地页, 抖音号 …), one input each.
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CreationTemplateBody, CreationVariantSpec } from '@toufang/domain';
import { Card, Input, LoadFailed, MediaAccountSelect, SandboxTag, Spin, Typography } from '@toufang/ui';
import { creationAccountsQuery } from '../../queries/accounts';
import { perAccountFields } from '../../editor/editor-state';
import { fieldShown } from '../level-section/level-rules';
import { CREATION_KIT_TEXTS as T } from '../../texts';

export interface PickedAccount {
  mediaAccountId: number;
  advertiserId: string;
  name: string;
}

export interface AccountSectionProps {
  spec: CreationVariantSpec;
  body: CreationTemplateBody;
  onAccounts: (accounts: PickedAccount[]) => void;
  onAccountId: (mediaAccountId: number, key: string, value: string) => void;
  /** Messages by `${mediaAccountId}.${field}`. */
  errors?: Readonly<Record<string, string>>;
}

export function AccountSection({ spec, body, onAccounts, onAccountId, errors = {} }: AccountSectionProps) {
  const headingId = useId();
  const accounts = useQuery(creationAccountsQuery(spec.media));
  // A per-account id shown only for some values of the level's settings follows them (落地页 for 销售线索 …).
  const fields = perAccountFields(spec).filter(({ level, field }) => fieldShown(field, body.settings[level] ?? {}));
  const list = accounts.data ?? [];
  const sandbox = new Set(list.filter((a) => a.sandbox).map((a) => a.id));
  return (
    <section aria-labelledby={headingId} className="tf-creation__section">
      <Card title={<h2 id={headingId} className="tf-creation__heading">{T.SECTIONS.ACCOUNTS}</h2>}>
        {accounts.isPending ? (
          <Spin />
        ) : accounts.isError ? (
          <LoadFailed message={T.ACCOUNTS.FAILED} retryText={T.RETRY} onRetry={() => void accounts.refetch()} />
        ) : list.length === 0 ? (
          <Typography.Text type="tertiary">{T.ACCOUNTS.NONE_AVAILABLE}</Typography.Text>
        ) : (
          <MediaAccountSelect
            multiple
            searchable
            placeholder={T.ACCOUNTS.PICK}
            accounts={list.map((a) => ({ mediaAccountId: a.id, mediaAccountName: `${a.name}（${a.advertiserId}）${a.sandbox ? ` ${T.ACCOUNTS.SANDBOX}` : ''}`, media: spec.media }))}
            value={body.accounts.map((a) => a.mediaAccountId)}
            onChange={(ids) =>
              onAccounts(
                ids
                  .map((id) => list.find((a) => a.id === Number(id)))
                  .filter((a) => a !== undefined)
                  .map((a) => ({ mediaAccountId: a.id, advertiserId: a.advertiserId, name: a.name })),
              )
            }
            style={{ width: '100%' }}
          />
        )}
        {body.accounts.length === 0 ? (
          <Typography.Text type="tertiary" className="tf-creation__hint">
            {T.ACCOUNTS.EMPTY}
          </Typography.Text>
        ) : (
          <table className="tf-creation__accounts">
            <caption className="tf-creation__sr-only">{T.ACCOUNTS.PER_ACCOUNT}</caption>
            <thead>
              <tr>
                <th scope="col">{T.SECTIONS.ACCOUNTS}</th>
                {fields.map(({ field }) => (
                  <th scope="col" key={field.key}>
                    {field.label}
                    {field.required ? ' *' : ''}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {body.accounts.map((account) => (
                <tr key={account.mediaAccountId}>
                  <th scope="row">
                    {account.name}（{account.advertiserId}）{sandbox.has(account.mediaAccountId) ? <SandboxTag /> : null}
                  </th>
                  {fields.map(({ field }) => {
                    const error = errors[`${account.mediaAccountId}.${field.key}`];
                    return (
                      <td key={field.key}>
                        <Input
                          aria-label={T.ACCOUNTS.PER_ACCOUNT_INPUT(field.label, account.name)}
                          value={account.ids[field.key] ?? ''}
                          validateStatus={error ? 'error' : 'default'}
                          onChange={(value) => onAccountId(account.mediaAccountId, field.key, value)}
                        />
                        {error ? (
                          <Typography.Text type="danger" size="small" role="alert">
                            {error}
                          </Typography.Text>
                        ) : null}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
    </section>
  );
}
