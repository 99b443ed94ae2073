// The tab strip of shell spec §2.5: every page opened, the home tab first and never closable, restored
// after a reload; a close button per tab (and the middle mouse button) closes it.
import { useNavigate } from 'react-router';
import { IconClose } from '@toufang/ui';
import { useTabStore, type HistoryTab } from './tab-store';
import './tab-history.css';

export const TAB_TEXTS = {
  label: '已打开的页面',
  close: (title: string) => `关闭 ${title}`,
} as const;

export function TabHistory({ activeName, home }: { activeName?: string; home: HistoryTab }) {
  const navigate = useNavigate();
  const tabs = useTabStore((s) => s.tabs);
  const close = useTabStore((s) => s.close);

  const closeTab = (tab: HistoryTab) => {
    const next = close(tab.name, home.name);
    if (tab.name === activeName) navigate(next?.url ?? home.url);
  };

  // A list of the pages opened, not an ARIA tab widget: each entry opens a page (there is no tab panel), and
  // each carries its own close button, which a tablist may not hold.
  return (
    <nav className="tf-tabs" aria-label={TAB_TEXTS.label}>
      {tabs.map((tab) => {
        const active = tab.name === activeName;
        return (
          <div key={tab.name} className={`tf-tabs__tab${active ? ' is-active' : ''}`} onAuxClick={(e) => e.button === 1 && closeTab(tab)}>
            <button type="button" aria-current={active ? 'page' : undefined} className="tf-tabs__open" onClick={() => navigate(tab.url)}>
              {tab.title}
            </button>
            {tab.name !== home.name ? (
              <button type="button" className="tf-tabs__close" aria-label={TAB_TEXTS.close(tab.title)} onClick={() => closeTab(tab)}>
                <IconClose size="small" />
              </button>
            ) : null}
          </div>
        );
      })}
    </nav>
  );
}
