// 定向包: the media's targeting packs in the chosen accounts (the property lists, type target), each named with
// its account; the chosen ones are the targeting dimension of the template (its mode is in 组合方式).
import { useId } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CreationTemplateBody, MediaCode, TemplateTargeting } from '@toufang/domain';
import { Card, Checkbox, LoadFailed, Spin, Typography } from '@toufang/ui';
import { targetingPacksQuery } from '../../queries/targeting-packs';
import { CREATION_KIT_TEXTS as T } from '../../texts';

export interface TargetingSectionProps {
  media: MediaCode;
  body: CreationTemplateBody;
  onChange: (packs: TemplateTargeting[]) => void;
}

export function TargetingSection({ media, body, onChange }: TargetingSectionProps) {
  const headingId = useId();
  const accountIds = body.accounts.map((a) => a.mediaAccountId);
  const packs = useQuery({ ...targetingPacksQuery(media, accountIds), enabled: accountIds.length > 0, placeholderData: keepPreviousData });
  const chosen = new Set(body.targeting.packs.map((p) => p.propertyId));
  const rows = packs.data?.rows ?? [];
  const toggle = (pack: TemplateTargeting, on: boolean) =>
    onChange(on ? [...body.targeting.packs, pack] : body.targeting.packs.filter((p) => p.propertyId !== pack.propertyId));
  return (
    <section aria-labelledby={headingId} className="tf-creation__section">
      <Card title={<h2 id={headingId} className="tf-creation__heading">{T.SECTIONS.TARGETING}</h2>}>
        {accountIds.length === 0 ? (
          <Typography.Text type="tertiary">{T.TARGETING.NEED_ACCOUNTS}</Typography.Text>
        ) : packs.isPending ? (
          <Spin />
        ) : packs.isError ? (
          <LoadFailed message={T.TARGETING.FAILED} retryText={T.RETRY} onRetry={() => void packs.refetch()} />
        ) : rows.length === 0 && chosen.size === 0 ? (
          <Typography.Text type="tertiary">{T.TARGETING.EMPTY}</Typography.Text>
        ) : (
          <div role="group" aria-labelledby={headingId} className="tf-creation__checks">
            {/* A chosen pack no longer listed (its account let go) stays until unticked. */}
            {body.targeting.packs
              .filter((p) => !rows.some((r) => r.id === p.propertyId))
              .map((pack) => (
                <Checkbox key={pack.propertyId} checked onChange={() => toggle(pack, false)}>
                  {pack.name}
                </Checkbox>
              ))}
            {rows.map((row) => {
              const pack = { propertyId: row.id, name: row.name };
              return (
                <Checkbox key={row.id} checked={chosen.has(row.id)} onChange={(e) => toggle(pack, Boolean(e.target.checked))}>
                  {T.TARGETING.OF_ACCOUNT(row.name, row.accountName)}
                </Checkbox>
              );
            })}
          </div>
        )}
      </Card>
    </section>
  );
}
