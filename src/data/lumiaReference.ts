/**
 * The reference data of the installed `@lumiastream/lumia-types` and the command catalogue, built
 * once. The build plugins, the stand-in and the tests all import this one object. Build time and
 * Node.js only: pages get its lists through `@generated/lumia-reference` (plugins/lumia-reference.ts).
 */
import * as lumiaTypes from '@lumiastream/lumia-types';
import {commands, envelopeParams, internalCommandTypes} from './commands';
import {lumiaTypesVersion} from './lumiaTypesVersion';
import {newerCommandTypes} from './newerCommandTypes';
import {buildReference, type Catalogue} from './reference';

export const catalogue: Catalogue = {commands, envelopeParams, internalCommandTypes, newerCommandTypes};

export const lumiaReference = buildReference({...lumiaTypes, version: lumiaTypesVersion}, catalogue);
