// @toufang/api/sub-app: the one contract between the shell and a sub-application (shell spec §1, §4).
// A feature library imports its route type, its page loader type and the context its pages read from
// here, and nowhere else; the shell imports the same names to compose the tables and provide the context.
export { withPages, type PageLoader, type PagesByRouteName, type SubAppModule, type SubAppRoute } from './lib/sub-app/sub-app-route';
export { SubAppContext, useSubApp, type AnalyticsClient, type AppState, type SubAppProps } from './lib/sub-app/sub-app-context';
