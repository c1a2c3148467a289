import type {ReactNode} from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

/**
 * The version of `@lumiastream/lumia-types` the site is built from, which `docusaurus.config.ts`
 * reads from the installed package into `customFields`, so an upgrade changes every page at once.
 */
export function useTrackedVersion(): string {
  const version = useDocusaurusContext().siteConfig.customFields?.lumiaTypesVersion;
  if (typeof version !== 'string') {
    throw new Error('siteConfig.customFields.lumiaTypesVersion is missing: docusaurus.config.ts publishes it');
  }
  return version;
}

/** The tracked lumia-types version as bare text, for a sentence such as "needs a newer Lumia Stream than lumia-types <TrackedVersion /> describes". */
export default function TrackedVersion(): ReactNode {
  return useTrackedVersion();
}
