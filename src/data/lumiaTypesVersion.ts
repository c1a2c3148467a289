/**
 * The version of `@lumiastream/lumia-types` the site is built from: the Lumia Stream these docs
 * track. Read from the installed package, so an upgrade changes every mention at once. Build time
 * only; pages read it from `siteConfig.customFields.lumiaTypesVersion`.
 */
import lumiaTypesPackage from '@lumiastream/lumia-types/package.json';

export const lumiaTypesVersion: string = lumiaTypesPackage.version;
