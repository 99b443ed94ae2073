// The route table type the feature libraries export: a domain route whose page is a lazily loaded React
// component (docs/architecture.md, "A feature library exposes one thing: its route table").
import type { ComponentType } from 'react';
import type { AppRoute } from '@toufang/domain';

export type PageLoader = () => Promise<{ default: ComponentType }>;
export type SubAppRoute = AppRoute<PageLoader>;
