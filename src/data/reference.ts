/**
 * Joins the hand-written command catalogue with the enumerations of
 * `@lumiastream/lumia-types`, producing the data the reference components render.
 * Runs at build time only (see plugins/lumia-reference), so the package never ships to the browser.
 */
import type {CommandParam, CommandSpec, InternalCommandType} from './commandTypes';
import {groupAlertsByPlatform, type AlertConfigLike, type AlertGroup} from './alerts';

/** The parts of `@lumiastream/lumia-types` the reference is built from. */
export interface LumiaTypesPackage {
  LumiaActivityCommandTypes: Readonly<Record<string, string>>;
  LumiaAlertValues: Readonly<Record<string, string>>;
  LumiaAlertFriendlyValues: Readonly<Record<string, string>>;
  LumiaAlertConfigs: Readonly<Record<string, AlertConfigLike | undefined>>;
  LumiaStreamingSites: Readonly<Record<string, string>>;
}

export type ResolvedParam = Omit<CommandParam, 'allowedFrom'> & {allowedFrom?: CommandParam['allowedFrom']};

export type ResolvedCommand = Omit<CommandSpec, 'params'> & {params: ResolvedParam[]};

export interface LumiaReference {
  commands: ResolvedCommand[];
  envelopeParams: ResolvedParam[];
  internalCommandTypes: InternalCommandType[];
  alertGroups: AlertGroup[];
}

/** Replaces `allowedFrom` with the values of that package export. */
export function resolveParam(param: CommandParam, lumiaTypes: LumiaTypesPackage): ResolvedParam {
  if (!param.allowedFrom) return {...param};
  return {...param, allowed: Object.values(lumiaTypes[param.allowedFrom])};
}

export function buildReference(
  lumiaTypes: LumiaTypesPackage,
  catalogue: {
    commands: readonly CommandSpec[];
    envelopeParams: readonly CommandParam[];
    internalCommandTypes: readonly InternalCommandType[];
  },
): LumiaReference {
  return {
    commands: catalogue.commands.map((command) => ({
      ...command,
      params: command.params.map((param) => resolveParam(param, lumiaTypes)),
    })),
    envelopeParams: catalogue.envelopeParams.map((param) => resolveParam(param, lumiaTypes)),
    internalCommandTypes: [...catalogue.internalCommandTypes],
    alertGroups: groupAlertsByPlatform(
      Object.values(lumiaTypes.LumiaAlertValues),
      lumiaTypes.LumiaAlertFriendlyValues,
      lumiaTypes.LumiaAlertConfigs,
    ),
  };
}
