/** Types of the send API catalogue (`commands/`). Pure data, no React. */

export type ParamType = 'string' | 'number' | 'boolean' | 'object' | 'array' | 'any';

/** Which Lumia Stream builds accept a command or parameter. */
export type Availability =
  /** In `LumiaActivityCommandTypes` of `@lumiastream/lumia-types` 3.1.7, the version these docs track. */
  | 'current'
  /** Only in newer Lumia Stream builds (facts tagged [types-repo] / [docs@HEAD]). */
  | 'newer';

export interface CommandParam {
  name: string;
  type: ParamType;
  /** The app rejects the request when a required param is missing. */
  required: boolean;
  /** What the param does, in our own words. */
  description: string;
  /** Fixed allowed values, when the facts list them. */
  allowed?: readonly string[];
  /** Name of the `@lumiastream/lumia-types` export the allowed values come from (resolved at build time). */
  allowedFrom?: 'LumiaAlertValues' | 'LumiaStreamingSites';
  /** Values that only Lumia Stream builds newer than 3.1.7 accept, on top of `allowed`. */
  newerAllowed?: readonly string[];
  /** A realistic value for generated examples (the OpenAPI document); it must satisfy the param itself. */
  example?: unknown;
  /** The value the app uses when the param is left out, when the facts state one. */
  defaultValue?: string;
  availability?: Availability;
}

export type DocsPage = `/docs/rest/${string}` | `/docs/websockets/${string}`;

export interface CommandSpec {
  /** Wire value of `type` in the request body, e.g. `chat-command`. */
  type: string;
  title: string;
  /** One or two sentences on what the command does, in our own words. */
  summary: string;
  /** The docs page that explains it. */
  page: DocsPage;
  /** `queue`: runs through the activity queue, so `skipQueue`/`hold` apply. */
  execution: 'direct' | 'queue';
  params: readonly CommandParam[];
  /** The app refuses a body without a `params` object, even though it checks no single param inside it. */
  paramsObjectRequired?: true;
  /** `value`: `message` carries a real result; `boolean`: it is always `true`. */
  responds: 'boolean' | 'value';
  /** Platforms the app really acts on, for platform-gated commands. */
  platforms?: readonly string[];
  availability: Availability;
  /** Traps and version notes readers must know. */
  notes?: readonly string[];
  /** Sent by Lumia Stream's own clients, not by API callers: documented, never shown as an example. */
  internal?: true;
}

/** A `LumiaActivityCommandTypes` value that exists in the package but cannot be sent through `/api/send`. */
export interface InternalCommandType {
  type: string;
  reason: string;
}
