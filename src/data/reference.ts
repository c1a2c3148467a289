/**
 * Joins the hand-written command catalogue with the enumerations of
 * `@lumiastream/lumia-types`, producing the data the reference components render.
 * Pure: `lumiaReference.ts` runs it once on the installed package, tests run it on made-up ones.
 */
import type {Availability, CommandNote, CommandParam, CommandSpec, InternalCommandType} from './commandTypes';
import type {NewerCommandType} from './newerCommandTypes';

/** The parts of `@lumiastream/lumia-types` the reference is built from, and its version. */
export interface LumiaTypesPackage {
  version: string;
  LumiaActivityCommandTypes: Readonly<Record<string, string>>;
  LumiaAlertValues: Readonly<Record<string, string>>;
  LumiaStreamingSites: Readonly<Record<string, string>>;
}

/** What the catalogue holds (`src/data/commands/`) and the one list of types newer than the package. */
export interface Catalogue {
  commands: readonly CommandSpec[];
  envelopeParams: readonly CommandParam[];
  internalCommandTypes: readonly InternalCommandType[];
  newerCommandTypes: readonly NewerCommandType[];
}

export type ResolvedParam = Omit<CommandParam, 'allowedFrom'> & {allowedFrom?: CommandParam['allowedFrom']};

/** A note with its availability spelled out: `newer` when it describes what only newer builds do. */
export interface ResolvedNote {
  text: string;
  availability: Availability;
}

export type ResolvedCommand = Omit<CommandSpec, 'params' | 'notes'> & {
  params: ResolvedParam[];
  notes?: ResolvedNote[];
  availability: Availability;
  /**
   * `newer` on every type the tracked package has: whether a type runs at once or through the
   * activity queue is known only from the app schema of newer builds (the `exec` column of the
   * command-types fact sheet, tagged [types-repo] only), so the reference badges it. Left out on a
   * type that needs a newer Lumia Stream as a whole.
   */
  executionAvailability?: 'newer';
};

export interface LumiaReference {
  /** The version of `@lumiastream/lumia-types` the reference was built from: the Lumia Stream these docs track. */
  lumiaTypesVersion: string;
  commands: ResolvedCommand[];
  envelopeParams: ResolvedParam[];
  internalCommandTypes: InternalCommandType[];
}

/** Replaces `allowedFrom` with the values of that package export. */
export function resolveParam(param: CommandParam, lumiaTypes: LumiaTypesPackage): ResolvedParam {
  if (!param.allowedFrom) return {...param};
  return {...param, allowed: Object.values(lumiaTypes[param.allowedFrom])};
}

/** A type in the package's `LumiaActivityCommandTypes` is current; any other needs a newer Lumia Stream. */
export function commandAvailability(type: string, lumiaTypes: Pick<LumiaTypesPackage, 'LumiaActivityCommandTypes'>): Availability {
  return Object.values(lumiaTypes.LumiaActivityCommandTypes).includes(type) ? 'current' : 'newer';
}

/** The last note of a newer command: its note in the newer list, or else that the package lacks the type. */
export function availabilityNote(type: string, newerCommandTypes: readonly NewerCommandType[], version: string): string {
  return newerCommandTypes.find((entry) => entry.type === type)?.note ?? `Not in the ${version} command enum: needs a newer Lumia Stream.`;
}

/** A written note in the one shape the reference renders. */
export function resolveNote(note: CommandNote): ResolvedNote {
  return typeof note === 'string' ? {text: note, availability: 'current'} : {...note};
}

function resolveCommand(command: CommandSpec, lumiaTypes: LumiaTypesPackage, newerCommandTypes: readonly NewerCommandType[]): ResolvedCommand {
  const availability = commandAvailability(command.type, lumiaTypes);
  const written = command.notes?.map(resolveNote);
  // The command's own badge says it needs a newer Lumia Stream; this note says why, unbadged.
  const notes =
    availability === 'newer'
      ? [...(written ?? []), {text: availabilityNote(command.type, newerCommandTypes, lumiaTypes.version), availability: 'current' as const}]
      : written;
  const {notes: _written, ...rest} = command;
  return {
    ...rest,
    params: command.params.map((param) => resolveParam(param, lumiaTypes)),
    availability,
    ...(availability === 'current' ? {executionAvailability: 'newer' as const} : {}),
    ...(notes ? {notes} : {}),
  };
}

/** The reference of the catalogue on one package: allowed values resolved, availability and its note computed. */
export function buildReference(lumiaTypes: LumiaTypesPackage, catalogue: Catalogue): LumiaReference {
  return {
    lumiaTypesVersion: lumiaTypes.version,
    commands: catalogue.commands.map((command) => resolveCommand(command, lumiaTypes, catalogue.newerCommandTypes)),
    envelopeParams: catalogue.envelopeParams.map((param) => resolveParam(param, lumiaTypes)),
    internalCommandTypes: [...catalogue.internalCommandTypes],
  };
}

/** What a command marks newer inside itself: params, allowed values, platforms, required-by-older-docs and notes. */
function markedNewerInside(command: CommandSpec): string[] {
  return [
    ...command.params
      .filter((param) => param.availability === 'newer' || param.newerAllowed?.length || param.allowedAvailability || param.olderDocsRequire)
      .map((param) => `param ${param.name}`),
    ...(command.newerPlatforms?.length ? ['its newer platforms'] : []),
    ...(command.platformsAvailability ? ['its platforms'] : []),
    ...(command.notes ?? []).filter((note) => resolveNote(note).availability === 'newer').map((note) => `the note "${resolveNote(note).text}"`),
  ];
}

/**
 * Where the catalogue and a package disagree, one sentence each; empty when they agree. `tsc`
 * already refuses a catalogue type that is neither in the installed package nor in the newer
 * list; this also finds what only a package can tell, such as an upgrade that adds a type or
 * takes one over from the newer list, and a type the package lacks that marks a param, value,
 * platform or note newer although its own badge covers all of it.
 */
export function catalogueProblems(lumiaTypes: Pick<LumiaTypesPackage, 'LumiaActivityCommandTypes'>, catalogue: Catalogue): string[] {
  const inPackage = new Set<string>(Object.values(lumiaTypes.LumiaActivityCommandTypes));
  const documented: string[] = catalogue.commands.map((command) => command.type);
  const internal: string[] = catalogue.internalCommandTypes.map((entry) => entry.type);
  const newer = catalogue.newerCommandTypes.map((entry) => entry.type);
  const twice = (types: readonly string[]) => types.filter((type, index) => types.indexOf(type) !== index);
  return [
    ...twice(documented).map((type) => `${type} is documented twice`),
    ...twice(internal).map((type) => `${type} is listed as internal twice`),
    ...twice(newer).map((type) => `${type} is in the newer command types twice`),
    ...[...inPackage]
      .filter((type) => !documented.includes(type) && !internal.includes(type))
      .map((type) => `${type} is in the package but neither documented nor listed as internal with a reason`),
    ...internal.filter((type) => !inPackage.has(type)).map((type) => `${type} is listed as internal but is not in the package`),
    ...internal.filter((type) => documented.includes(type)).map((type) => `${type} is both documented and listed as internal`),
    ...newer
      .filter((type) => inPackage.has(type))
      .map((type) => `${type} is in the newer command types but the package has it: remove it from that list`),
    ...newer.filter((type) => !documented.includes(type)).map((type) => `${type} is in the newer command types but not documented`),
    ...documented
      .filter((type) => !inPackage.has(type) && !newer.includes(type))
      .map((type) => `${type} is documented but in neither the package nor the newer command types`),
    ...catalogue.commands
      .filter((command) => !inPackage.has(command.type) && markedNewerInside(command).length)
      .map(
        (command) => `${command.type} needs a newer Lumia Stream as a whole, so ${markedNewerInside(command).join(', ')} need no mark of their own`,
      ),
  ];
}
