// A picked file's facts before its upload: type by content (sniffFormat), size, dimensions and duration as
// the browser reads them (readFileFacts); the upload page checks them against the chosen media's limits.
export { BROWSER_MEASURE, DESK_FORMATS, FILE_FACTS_TEXTS, FileFactsError, factsLine, readFileFacts, type FileFacts, type Measure } from './file-facts';
export type { MediaSize } from './measure-media';
export { SNIFF_BYTES, sniffFormat, type SniffResult } from './sniff-format';
