// 媒体素材库 (common-app/assets/material-library/:mediaCode), the per-media library of earlier versions (shell
// spec §2.3 "legacy material-library/{mediaCode}"): an old link lands on 素材库 filtered by that media, through
// the list's own URL state, so the filter area shows it and 重置 clears it. An unknown code lands unfiltered.
import { Navigate, useParams } from 'react-router';
import { isMediaCode, WIDGET_PAGINATION } from '@toufang/domain';
import { writeListView, type ListDefaults } from '@toufang/list-kit';
import { defaultDateRange } from '@toufang/ui';
import type { MaterialFilters } from '../material-library/material-library-rules';

/** 素材库 beside this route: material-library/:mediaCode → material-library-all. */
const LIBRARY = '../../material-library-all';

/** The search of 素材库 showing one media: its default date range kept (as material-library-view's defaults), 媒体 set. */
export function mediaLibrarySearch(mediaCode: string | undefined): string {
  if (!isMediaCode(mediaCode)) return '';
  const dates = defaultDateRange();
  // Page, size and sort stay the list's own (left out of the address).
  const defaults: ListDefaults<MaterialFilters> = { filters: { dates }, size: WIDGET_PAGINATION.SIZE, sort: null };
  const view = { filters: { dates, mediaCode }, page: WIDGET_PAGINATION.PAGE, size: WIDGET_PAGINATION.SIZE, sort: null };
  return `?${writeListView<MaterialFilters>(new URLSearchParams(), view, defaults).toString()}`;
}

export default function MaterialLibraryMediaPage() {
  const { mediaCode } = useParams();
  return <Navigate to={`${LIBRARY}${mediaLibrarySearch(mediaCode)}`} relative="path" replace />;
}
