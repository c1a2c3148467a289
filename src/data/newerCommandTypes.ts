/**
 * Send-API types that `LumiaActivityCommandTypes` of the installed `@lumiastream/lumia-types` lacks:
 * only newer Lumia Stream builds take them. Every other type is checked against the package itself;
 * this is the one hand-kept list, from the team's command-types fact sheet. `CommandType` is typed
 * from the package and this list, and `tests/unit/catalogueDrift.test.ts` fails once the package
 * holds any of these, so an upgrade moves them out of here.
 */

/** What older builds answer to the chatbot command management types is not known. */
const unsettledOnOlderBuilds =
  'Lumia builds that predate this type do not know it, and what they answer is not settled (see the Introduction to the send API page, An unknown type); check the name-validation feature of GET /api/meta first.';

/** Not in the package's enum at its newest either: the app takes these types as plain strings. */
const inNoEnumVersion = 'Not in any version of LumiaActivityCommandTypes: needs a newer Lumia Stream.';

export interface NewerCommandType {
  type: string;
  /**
   * The note its reference ends with, where the facts say more than that the package lacks the type;
   * without one the note says that (`availabilityNote` in reference.ts).
   */
  note?: string;
}

export const newerCommandTypes = [
  {type: 'song-request'},
  {
    type: 'modqueue-decision',
    note: 'Not in any version of LumiaActivityCommandTypes; the app takes it as a plain string.',
  },
  {type: 'run-actions', note: inNoEnumVersion},
  {type: 'get-action-catalog', note: inNoEnumVersion},
  {type: 'create-chatbot-command', note: unsettledOnOlderBuilds},
  {type: 'update-chatbot-command', note: unsettledOnOlderBuilds},
  {type: 'delete-chatbot-command', note: unsettledOnOlderBuilds},
  {type: 'set-counter-value'},
  {type: 'overlay-set-layer-size'},
  {type: 'pin-message'},
  {type: 'unpin-message'},
] as const satisfies readonly NewerCommandType[];

/** A type of `newerCommandTypes`. */
export type NewerCommandTypeName = (typeof newerCommandTypes)[number]['type'];
