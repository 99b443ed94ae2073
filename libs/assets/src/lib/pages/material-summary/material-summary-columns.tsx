// 素材汇总's tables: the materials (by MD5) and the designers, each with the figures over the range; the
// figure columns are the title pages' (one way to read a figure across the assets section).
import type { DataTableColumn } from '@toufang/ui';
import { SUMMARY_TEXTS as S } from '../../summary-terms';
import { figureColumns } from '../title/title-columns';
import { count } from '../title/title-rules';
import type { MaterialDesignerFigures, MaterialSummaryRow } from './material-summary-rules';

const adsColumn = <R extends { figures: { ads: number } }>(sortable: boolean): DataTableColumn<R> => ({
  key: 'ads',
  sortable,
  title: S.ADS,
  width: 96,
  align: 'right',
  render: (_v, row) => count(row.figures.ads),
});

/** A material's thumbnail and name. */
export function MaterialCell({ row }: { row: MaterialSummaryRow }) {
  return (
    <span className="tf-summary-material">
      <img src={row.thumbnailUrl} alt="" loading="lazy" />
      <span title={row.md5}>{row.name}</span>
    </span>
  );
}

export function summaryMaterialColumns(): DataTableColumn<MaterialSummaryRow>[] {
  return [
    { key: 'name', title: S.MATERIAL, width: 260, ellipsis: false, render: (_v, row) => <MaterialCell row={row} /> },
    { key: 'kind', title: S.KIND, width: 64, render: (_v, row) => S.KINDS[row.kind] },
    { key: 'designer', title: S.DESIGNER, width: 96, render: (_v, row) => row.designer?.name ?? '-' },
    ...figureColumns<MaterialSummaryRow>(),
    adsColumn<MaterialSummaryRow>(true),
  ];
}

export function summaryDesignerColumns(): DataTableColumn<MaterialDesignerFigures>[] {
  const unsorted = figureColumns<MaterialDesignerFigures>().map((c) => ({ ...c, sortable: false }));
  return [
    { key: 'designer', title: S.DESIGNER, width: 120, render: (_v, row) => row.designer?.name ?? S.NO_DESIGNER },
    { key: 'materials', title: S.MATERIAL_COUNT, width: 110, align: 'right', render: (_v, row) => count(row.materials) },
    ...unsorted,
    adsColumn<MaterialDesignerFigures>(false),
  ];
}
