/** Types of the send API catalogue (`commands/`). Pure data, no React. */
import type {LumiaActivityCommandTypes} from '@lumiastream/lumia-types';
import type {NewerCommandTypeName} from './newerCommandTypes';

/**
 * `numeric`: a number or a string that holds one, such as "100".
 * `booleanOrTrue`: a boolean, or the string "true" read as true.
 */
export type ParamType = 'string' | 'number' | 'numeric' | 'boolean' | 'booleanOrTrue' | 'object' | 'array' | 'any';

/** How a params table and a validation message name a param type. */
export function paramTypeLabel(type: ParamType): string {
  if (type === 'numeric') return 'number or numeric string';
  if (type === 'booleanOrTrue') return 'boolean or "true"';
  return type;
}

/** A value of `LumiaActivityCommandTypes` in the installed `@lumiastream/lumia-types`. */
export type PackageCommandType = `${LumiaActivityCommandTypes}`;

/** A send-API type: one the package knows, or one of the newer types that only newer Lumia Stream builds take. */
export type CommandType = PackageCommandType | NewerCommandTypeName;

/** Which Lumia Stream builds accept a command or parameter. */
export type Availability =
  /** In the installed `@lumiastream/lumia-types`, the version these docs track. */
  | 'current'
  /** Only in newer Lumia Stream builds (facts tagged [types-repo] / [docs@HEAD]). */
  | 'newer';

export interface CommandParam {
  name: string;
  type: ParamType;
  /** The app rejects the request when a required param is missing. */
  required: boolean;
  /**
   * The docs of the tracked version mark the param required, but newer builds do not check it
   * (`required: false`): the table shows "documented as required", then newer builds' "no" with the badge, and the OpenAPI
   * description says both. `required` stays false, so examples of newer builds may leave it out.
   */
  olderDocsRequire?: true;
  /** What the param does, in our own words. */
  description: string;
  /**
   * What only newer builds do with a param the tracked version has too: shown after `description`
   * with the badge, and after "Newer Lumia:" in the API documents.
   */
  newerDescription?: string;
  /** Fixed allowed values, when the facts list them. */
  allowed?: readonly string[];
  /** Name of the `@lumiastream/lumia-types` export the allowed values come from (resolved at build time). */
  allowedFrom?: 'LumiaAlertValues' | 'LumiaStreamingSites';
  /** Values that only Lumia Stream builds newer than the tracked package accept, on top of `allowed`; the table badges them. */
  newerAllowed?: readonly string[];
  /** `newer` when `allowed` is known for newer builds only, and which values the tracked version takes is not documented; the table badges the list. */
  allowedAvailability?: 'newer';
  /**
   * JSON null is a documented value too, besides `type`: the toggle body (`value: null`) of the docs of
   * older and newer builds alike. The documents allow it and Try it does not flag it.
   */
  nullable?: true;
  /**
   * `newer` on a `numeric` param when only newer builds are documented to take a real number; older
   * builds are documented with numeric strings only. The params table badges the number form.
   */
  numberAvailability?: 'newer';
  /** The value the app uses when the param is left out, when the facts state one. */
  defaultValue?: string;
  /**
   * `newer` when only newer builds read the param (the facts name it only from the August 2026 docs or
   * the lumia-types repository); a param cannot be looked up in the package. Left out inside a
   * command that needs a newer Lumia Stream as a whole.
   */
  availability?: Availability;
}

/**
 * A trap or version note of a command. A plain string holds for the tracked version; a note on what
 * only newer builds do is `{text, availability: 'newer'}`, and the reference badges it. A note that
 * compares versions is two notes: what the tracked version does, and what newer builds do.
 */
export type CommandNote = string | {text: string; availability: 'newer'};

export type DocsPage = `/docs/rest/${string}` | `/docs/websockets/${string}`;

export interface CommandSpec {
  /** Wire value of `type` in the request body, e.g. `chat-command`. The package tells if it needs a newer Lumia. */
  type: CommandType;
  title: string;
  /** One or two sentences on what the command does, in our own words. */
  summary: string;
  /** The docs page that explains it, where `<CommandParams type>` renders it (tests/unit/commandPages.test.ts). */
  page: DocsPage;
  /** Its page explains it in sections of their own instead of rendering `<CommandParams>`. */
  explainedInProse?: true;
  /** `queue`: runs through the activity queue, so `skipQueue`/`hold` apply. */
  execution: 'direct' | 'queue';
  params: readonly CommandParam[];
  /** The app refuses a body without a `params` object, even though it checks no single param inside it. */
  paramsObjectRequired?: true;
  /**
   * The params of this type's example in `/openapi.json` and `/asyncapi.json`: those of a request body
   * its page shows, copied from there (tests/unit/openApi.test.ts checks that the page shows it).
   * Left out when that body has no params.
   */
  exampleParams?: Readonly<Record<string, unknown>>;
  /**
   * A second example in both API documents, for a type whose recommended body differs on newer builds:
   * `params` of a body its page shows for newer builds (left out: the page shows the type alone).
   * Both documents then say which example belongs to which build.
   */
  newerExample?: {readonly params?: Readonly<Record<string, unknown>>};
  /**
   * The param of `exampleParams` that holds a name from one user's setup (a command, reward, scene,
   * folder): both API documents tell the reader to use one of their own (names differ per user,
   * rest/intro-to-send-api facts [docs@0b38671]).
   */
  exampleUsersName?: 'value' | 'name';
  /**
   * A param of `exampleParams` that holds a made-up id, name or number the reader must replace, and what to put
   * there instead (completes "stands for …" in both API documents).
   */
  examplePlaceholder?: {readonly param: string; readonly standsFor: string};
  /** `value`: `message` carries a real result; `boolean`: it is always `true`. */
  responds: 'boolean' | 'value';
  /**
   * `newer` when only newer builds are known to answer as `responds` says (the facts give the answer
   * only from the August 2026 docs or the lumia-types repository), and what the tracked version
   * answers is not documented; the index of command types badges the answer. Left out inside a
   * command that needs a newer Lumia Stream as a whole.
   */
  respondsAvailability?: 'newer';
  /** The answer is false, not true, when params.platform is not twitch; the index of command types says so. */
  answersFalseOffPlatform?: true;
  /** Platforms the app really acts on, for platform-gated commands. */
  platforms?: readonly string[];
  /**
   * `newer` when the facts give `platforms` for newer builds only (the app schema) and no platform
   * list for the tracked version; the reference badges the list, and the platform param marks its
   * `allowed` the same way. Left out inside a command that needs a newer Lumia Stream as a whole.
   */
  platformsAvailability?: 'newer';
  /** Platforms only newer builds act on, on top of `platforms`; the reference badges them. */
  newerPlatforms?: readonly string[];
  /** Traps and version notes readers must know; reference.ts adds the note on needing a newer Lumia Stream. */
  notes?: readonly CommandNote[];
  /** Sent by Lumia Stream's own clients, not by API callers: documented, never shown as an example. */
  internal?: true;
}

/** A `LumiaActivityCommandTypes` value that exists in the package but cannot be sent through `/api/send`. */
export interface InternalCommandType {
  type: PackageCommandType;
  reason: string;
}
