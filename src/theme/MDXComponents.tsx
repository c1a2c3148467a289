import MDXComponents from '@theme-original/MDXComponents';
import NewerLumia from '@site/src/components/NewerLumia';
import RequestExample from '@site/src/components/RequestExample';
import ScrollRegion from '@site/src/components/ScrollRegion';
import TrackedVersion from '@site/src/components/TrackedVersion';

// Light components every docs page may use without an import. Data-backed reference
// components are imported by the pages that use them, so their data stays out of the
// bundle every page loads.
export default {
  ...MDXComponents,
  NewerLumia,
  RequestExample,
  // plugins/rehype-table-regions.ts puts every Markdown table in one.
  ScrollRegion,
  TrackedVersion,
};
