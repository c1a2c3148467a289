import type {Plugin} from '@docusaurus/types';
import * as lumiaTypes from '@lumiastream/lumia-types';
import {commands, envelopeParams, internalCommandTypes} from '../src/data/commands';
import {buildReference, type LumiaReference} from '../src/data/reference';

/**
 * Builds the reference data from `@lumiastream/lumia-types` at build time and writes
 * one JSON module per list under `@generated/lumia-reference/default/`, so pages
 * import only the derived list they render, never the package itself.
 */
export default function lumiaReferencePlugin(): Plugin {
  return {
    name: 'lumia-reference',
    async loadContent(): Promise<LumiaReference> {
      return buildReference(lumiaTypes, {commands, envelopeParams, internalCommandTypes});
    },
    async contentLoaded({content, actions}) {
      await Promise.all(
        Object.entries(content as LumiaReference).map(([name, data]) => actions.createData(`${name}.json`, JSON.stringify(data))),
      );
    },
  };
}
