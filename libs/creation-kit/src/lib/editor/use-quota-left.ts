// The in-delivery quota left over the chosen accounts, beside the live count (issue 22 "Combination": the
// caps beside the count). Asked of the preview facts with the accounts alone, so typing elsewhere asks nothing.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CreationTemplateBody } from '@toufang/domain';
import { creationPreviewFactsQuery } from '../queries/preview-facts';

/** null while unknown (no account yet, asking, or the call failed). */
export function useQuotaLeft(body: CreationTemplateBody): number | null {
  const accounts = body.accounts;
  const probe = useMemo<CreationTemplateBody>(
    () => ({ ...body, accounts, targeting: { ...body.targeting, packs: [] }, materials: { ...body.materials, groups: [] }, titles: { ...body.titles, groups: [] } }),
    // Only the accounts matter to the quota; the rest of the body is left out of the question on purpose.
    [accounts],
  );
  const facts = useQuery({ ...creationPreviewFactsQuery(probe), enabled: accounts.length > 0, retry: false, staleTime: 60_000 });
  if (!facts.data || accounts.length === 0) return null;
  return Object.values(facts.data.quotaLeft).reduce((sum, n) => sum + n, 0);
}
