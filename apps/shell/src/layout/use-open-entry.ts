import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { dashboardReportUrl } from '@toufang/api';
import type { MenuEntry } from '@toufang/domain';
import { firstPath } from './menu-model';

/** Opens a menu entry the way the header and the side menu both do: the dashboard in a new tab, else its first page. */
export function useOpenEntry(): (entry: MenuEntry) => void {
  const navigate = useNavigate();
  return useCallback(
    (entry: MenuEntry) => {
      if (entry.external) {
        window.open(dashboardReportUrl(), '_blank', 'noopener');
        return;
      }
      const path = firstPath(entry);
      if (path) navigate(path);
    },
    [navigate],
  );
}
