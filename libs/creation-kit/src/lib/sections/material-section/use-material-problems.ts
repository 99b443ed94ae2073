// Which chosen materials the media refuses (issue 22 "Preview": a file the media's format limits refuse would fail
// its push at execution): the preview facts' materialProblems, asked with the materials alone, so choosing accounts,
// packs or titles asks nothing again. The server judges the files (the browser has neither the media's limits nor
// always the files' facts); the preview's check says the same on every row that carries one.
import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { CreationTemplateBody, CreationVariantSpec, TemplateMaterialGroup } from '@toufang/domain';
import { creationPreviewFactsQuery } from '../../queries/preview-facts';

/** A group of the question holds at most the contract's 30 materials. */
const PER_GROUP = 30;
const NO_PROBLEMS: Readonly<Record<string, string>> = {};

/** Desk material id (as a string) → the media's reason; empty while unknown or when every material fits. */
export function useMaterialProblems(spec: Pick<CreationVariantSpec, 'media' | 'variant'>, groups: readonly TemplateMaterialGroup[]): Readonly<Record<string, string>> {
  const ids = [...new Set(groups.flatMap((g) => g.materialIds))].sort((a, b) => a - b);
  const idsKey = ids.join(',');
  const probe = useMemo<CreationTemplateBody>(() => {
    const sorted = idsKey ? idsKey.split(',').map(Number) : [];
    const chunks: TemplateMaterialGroup[] = [];
    for (let i = 0; i < sorted.length; i += PER_GROUP) chunks.push({ key: `m${i / PER_GROUP + 1}`, name: '素材', materialIds: sorted.slice(i, i + PER_GROUP) });
    return {
      media: spec.media,
      variant: spec.variant,
      accounts: [],
      settings: {},
      targeting: { mode: 'cross', packs: [] },
      materials: { mode: 'cross', groups: chunks },
      titles: { mode: 'cross', groups: [] },
      naming: {},
      submission: { submitType: 'submitAdOnly', adsSubmitRule: 'NOW' },
    };
  }, [spec.media, spec.variant, idsKey]);
  const facts = useQuery({ ...creationPreviewFactsQuery(probe), enabled: ids.length > 0, retry: false, staleTime: 5 * 60_000 });
  return (ids.length > 0 && facts.data?.materialProblems) || NO_PROBLEMS;
}
