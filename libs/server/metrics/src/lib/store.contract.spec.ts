// The metrics store's suite on the engine this run uses (testing/test-store.ts): DuckDB on the contract run
// over PGlite, ClickHouse on the run over PostgreSQL (scripts/test.sh).
import { describeMetricsStore } from './store.contract-suite';
import { openTestStore, testEngineName } from '../testing/test-store';

describeMetricsStore(`the metrics store on ${testEngineName()}`, openTestStore);
