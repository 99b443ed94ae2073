// 首页 (shell spec §2.3 index-app/home, §2.5 its offline notice; issue 24 "today so far against yesterday and the same
// day last week … across media, top accounts and plans, accounts with low balance, recent creation tasks and rule
// actions, messages"). Each card loads its own call; cards reading the same call share one request.
import { Banner, PageFrame } from '@toufang/ui';
import { CompareCard } from '../../cards/compare-card';
import { HomeTopCard } from '../../cards/home-top-card';
import { HourlyChartCard } from '../../cards/hourly-chart-card';
import { LowBalanceCard } from '../../cards/low-balance-card';
import { MediaTableCard } from '../../cards/media-table-card';
import { MessagesCard } from '../../cards/messages-card';
import { RecentRuleActionsCard } from '../../cards/recent-rule-actions-card';
import { RecentTasksCard } from '../../cards/recent-tasks-card';
import { HOME_TEXTS } from '../../texts';
import './home.css';

export default function HomePage() {
  return (
    <PageFrame title={HOME_TEXTS.title}>
      <Banner type="info" description={HOME_TEXTS.offline} closeIcon={null} />
      <div className="tf-home-grid">
        <div className="tf-home-grid__wide">
          <CompareCard />
        </div>
        <div className="tf-home-grid__wide">
          <HourlyChartCard />
        </div>
        <div className="tf-home-grid__wide">
          <MediaTableCard />
        </div>
        <HomeTopCard of="accounts" />
        <HomeTopCard of="plans" />
        <LowBalanceCard />
        <MessagesCard />
        <RecentTasksCard />
        <RecentRuleActionsCard />
      </div>
    </PageFrame>
  );
}
