// 素材汇总's tables: the materials (by MD5) and the designers, each with the figures over the range; the
// figure columns are the title pages' (one way to read a figure across the assets section).
import { Link } from 'react-router';
import { Button, type DataTableColumn } from '@toufang/ui';
import { SUMMARY_TEXTS as S } from '../../summary-terms';
import { figureColumns } from '../title/title-columns';
import { count } from '../../list-values/list-values';
import type { MaterialDesignerFigures, MaterialSummaryRow } from './material-summary-rules';

const adsColumn = <R extends { figures: { ads: number } }>(sortable: boolean): DataTableColumn<R> => ({
  key: 'ads',
  sortable,
  title: S.ADS,
  width: 96,
  align: 'right',
  render: (_v, row) => count(row.figures.ads),
});

/** 素材库 filtered to one material (by its MD5): where its files, pushes and labels are. */
export const libraryLinkOf = (md5: string) => `/common-app/assets/material-library-all?filters=${encodeURIComponent(JSON.stringify({ keyword: { value: md5 } }))}`;

/** A material's thumbnail and name, the name a link to it in 素材库. */
export function MaterialCell({ row }: { row: MaterialSummaryRow }) {
  return (
    <span className="tf-summary-material">
      <img src={row.thumbnailUrl} alt="" loading="lazy" />
      <Link to={libraryLinkOf(row.md5)} title={`${S.OPEN_IN_LIBRARY}：${row.md5}`}>
        {row.name}
      </Link>
    </span>
  );
}

export function summaryMaterialColumns(): DataTableColumn<MaterialSummaryRow>[] {
  return [
    { key: 'name', title: S.MATERIAL, width: 260, ellipsis: false, render: (_v, row) => <MaterialCell row={row} /> },
    { key: 'kind', title: S.KIND, width: 64, render: (_v, row) => S.KINDS[row.kind] },
    { key: 'designer', title: S.DESIGNER, width: 96, render: (_v, row) => (row.designer ? `${row.designer.name}${row.designerParsed ? S.PARSED_DESIGNER : ''}` : '-') },
    ...figureColumns<MaterialSummaryRow>(),
    adsColumn<MaterialSummaryRow>(true),
  ];
}

/** `onOnly`: show only this designer's materials (the page's designer filter). */
export function summaryDesignerColumns(onOnly: (designerId: number) => void): DataTableColumn<MaterialDesignerFigures>[] {
  const unsorted = figureColumns<MaterialDesignerFigures>().map((c) => ({ ...c, sortable: false }));
  return [
    {
      key: 'designer',
      title: S.DESIGNER,
      width: 120,
      render: (_v, row) => {
        const designer = row.designer;
        if (!designer) return S.NO_DESIGNER;
        return (
          <Button theme="borderless" size="small" onClick={() => onOnly(designer.id)} aria-label={S.ONLY_DESIGNER(designer.name)}>
            {designer.name}
            {row.parsedMaterials ? S.PARSED_DESIGNERS(row.parsedMaterials) : ''}
          </Button>
        );
      },
    },
    { key: 'materials', title: S.MATERIAL_COUNT, width: 110, align: 'right', render: (_v, row) => count(row.materials) },
    ...unsorted,
    adsColumn<MaterialDesignerFigures>(false),
  ];
}
