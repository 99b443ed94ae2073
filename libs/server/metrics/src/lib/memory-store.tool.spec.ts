// The in-memory store the delivery API's tests use (@toufang/server-context/testing) answers the tools' reads
// as the engines do: the same part of the shared suite, run against it.
import { MemoryMetricsStore } from '@toufang/server-context/testing';
import { describeToolReads } from './store.tool-suite';

describeToolReads(async () => new MemoryMetricsStore());
