/**
 * An OpenAPI 3.1 description of Lumia Stream's local REST API, built from the command
 * catalogue (`src/data/commands/`) after `buildReference` has resolved the package
 * enumerations. Pure: the build plugin writes it to `/openapi.json`, the tests validate it.
 */
import {authSchemes, newerMark, retrieveOptions, retrieveOverlayKeys, transports} from '../data/apiAvailability';
import {answersFalseOffPlatform} from '../data/commands';
import {NOTE_OLDER_UNDOCUMENTED} from '../data/commands/shared';
import type {LumiaReference, ResolvedCommand, ResolvedParam} from '../data/reference';
import {
  defaultHost,
  defaultHttpPort,
  defaultHttpsPort,
  lumiaMetaFeatures,
  needsNewerLumia,
  structuredErrorCodes,
  type StructuredErrorCode,
} from './lumiaApi';

export type JsonSchema = Record<string, unknown>;

export interface OpenApiOptions {
  /** Shown as `info.version`; by default the lumia-types version the docs track. */
  version?: string;
  /** Absolute URL of the docs site, for links in descriptions. */
  siteUrl?: string;
}

const siteDefault = 'https://dev.lumiastream.com';

/** Component name of a command's body schema, e.g. `SendTts`, `SendChatCommand`. */
export function commandSchemaName(type: string): string {
  return `Send${type
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('')}`;
}

/** A string that holds a number, as the `numeric` param type takes it. */
const numericPattern = '^-?[0-9]+(\\.[0-9]+)?$';

/** JSON Schema of one catalogue param. `any` stays unconstrained. */
export function paramSchema(param: ResolvedParam, lumiaTypesVersion: string): JsonSchema {
  const schema: JsonSchema = {};
  // Where only newer builds are documented to take a real number, that branch carries the mark.
  if (param.type === 'numeric' && param.numberAvailability === 'newer')
    schema.anyOf = [
      {type: 'string', pattern: numericPattern},
      {type: 'number', 'x-newer-lumia': true},
    ];
  else if (param.type === 'numeric') schema.anyOf = [{type: 'number'}, {type: 'string', pattern: numericPattern}];
  else if (param.type === 'booleanOrTrue') schema.anyOf = [{type: 'boolean'}, {type: 'string', const: 'true'}];
  else if (param.type !== 'any') schema.type = param.nullable ? [param.type, 'null'] : param.type;
  let description = param.description;
  if (param.defaultValue !== undefined) description += ` Default: ${param.defaultValue}.`;
  if (param.allowedAvailability === 'newer') {
    description += ` Newer Lumia: accepts the values listed; which values the Lumia Stream that lumia-types ${lumiaTypesVersion} describes takes is not documented.`;
  }
  if (param.olderDocsRequire)
    description += ` The docs of the Lumia Stream that lumia-types ${lumiaTypesVersion} describes mark it required; whether that build checks it is not documented. Newer Lumia: not checked.`;
  if (param.availability === 'newer') description += ` ${needsNewerLumia(lumiaTypesVersion)}`;
  schema.description = description;
  if (param.allowed?.length && param.type === 'string') {
    // Package lists grow with Lumia Stream; the app does not refuse values it does not know.
    if (param.allowedFrom) {
      const newerValues = param.newerAllowed?.length ? ', and the values only newer Lumia Stream is documented to take (marked x-newer-lumia)' : '';
      schema.description = `${description} Values from ${param.allowedFrom} of @lumiastream/lumia-types ${lumiaTypesVersion}${newerValues}. Whether Lumia Stream takes a value outside this list is not documented.`;
    }
    if (param.newerAllowed?.length) {
      schema.anyOf = [
        {
          enum: [...param.allowed],
          description: param.allowedFrom
            ? `Values of ${param.allowedFrom} in @lumiastream/lumia-types ${lumiaTypesVersion}.`
            : `Accepted by the Lumia Stream that lumia-types ${lumiaTypesVersion} describes.`,
        },
        {
          enum: [...param.newerAllowed],
          description: `Needs a newer Lumia Stream than lumia-types ${lumiaTypesVersion} describes; older builds may not take these values.`,
          'x-newer-lumia': true,
        },
      ];
    } else if (param.allowedAvailability === 'newer') {
      // The list is known for newer builds only: a marked branch, as newer values get in the branch above.
      schema.anyOf = [
        {
          enum: [...param.allowed],
          description: 'The values newer Lumia Stream is documented to take; see the description above for older builds.',
          'x-newer-lumia': true,
        },
      ];
    } else {
      schema.enum = [...param.allowed];
    }
  }
  // After the list of values, so that what newer builds do reads as a remark on that list.
  if (param.newerDescription) schema.description = `${String(schema.description)} Newer Lumia: ${param.newerDescription}`;
  if (param.type === 'object') schema.additionalProperties = true;
  return {...schema, ...newerMark(param.availability)};
}

/**
 * The example body of a command in both documents: a body its page shows, from `exampleParams`
 * (the type alone when that body has no params; an empty params object where the app needs one).
 * Generated values would show the traps the pages warn about, such as a stop type without value.
 */
export function exampleBody(command: Pick<ResolvedCommand, 'type' | 'exampleParams' | 'paramsObjectRequired'>): {
  type: string;
  params?: Record<string, unknown>;
} {
  if (command.exampleParams) return {type: command.type, params: structuredClone(command.exampleParams)};
  return command.paramsObjectRequired ? {type: command.type, params: {}} : {type: command.type};
}

/** The second example of a command whose page recommends another body for newer builds, if any. */
export function newerExampleBody(
  command: Pick<ResolvedCommand, 'type' | 'newerExample'>,
): {type: string; params?: Record<string, unknown>} | undefined {
  if (!command.newerExample) return undefined;
  const {params} = command.newerExample;
  return params ? {type: command.type, params: structuredClone(params)} : {type: command.type};
}

/** Every example body of a command: its example, then the one for newer builds if it has one. */
export function exampleBodies(command: Pick<ResolvedCommand, 'type' | 'exampleParams' | 'paramsObjectRequired' | 'newerExample'>) {
  const newer = newerExampleBody(command);
  return newer ? [exampleBody(command), newer] : [exampleBody(command)];
}

/** The name from one user's setup that a command's example sends, if any. */
function exampleUsersNameValue(command: Pick<ResolvedCommand, 'exampleParams' | 'exampleUsersName'>): string | undefined {
  const name = command.exampleUsersName && command.exampleParams?.[command.exampleUsersName];
  return typeof name === 'string' ? name : undefined;
}

/** The summary of a command's example: its title, and the name it uses when that is one user's. */
export function exampleSummary(command: Pick<ResolvedCommand, 'title' | 'exampleParams' | 'exampleUsersName'>): string {
  const name = exampleUsersNameValue(command);
  return name ? `${command.title} named ${name} (use one of yours: GET /api/retrieve lists them)` : command.title;
}

/**
 * What the parts without x-newer-lumia stand for, in both documents, as the Introduction to the send API page says it of
 * unbadged table content: documented for the tracked version or by the docs of its time.
 */
export function unmarkedParts(lumiaTypesVersion: string): string {
  return `Unmarked parts are documented for the Lumia Stream that lumia-types ${lumiaTypesVersion} describes, by that package or by the docs of its time. Some types are in the command types of lumia-types ${lumiaTypesVersion} but documented only for newer builds. Their descriptions say so, and they carry no mark. Treat everything said about them (params, values, ranges, defaults, behaviour) as known for newer builds only. In every other description, what only newer builds are documented to do follows "Newer Lumia:" or names newer builds, and what the sources leave open for that version is called not documented. Where the sources show the versions behaving differently, a description says which behaviour belongs to which. Test on that version whatever your code relies on.`;
}

/** The commands a caller may send: every catalogue type but those only Lumia Stream's own clients send. */
export function sendableCommands(reference: Pick<LumiaReference, 'commands'>): ResolvedCommand[] {
  return reference.commands.filter((command) => !command.internal);
}

/** Says that a type needs a newer Lumia Stream: the generic sentence, or the note a newer type ends with. */
const saysNeedsNewer = /needs a newer Lumia Stream/i;

function commandDescription(command: ResolvedCommand, siteUrl: string, lumiaTypesVersion: string): string {
  // A type documented only for newer builds says so once (NOTE_OLDER_UNDOCUMENTED) and then, as info.description
  // states, marks none of its sentences: a "Newer Lumia:" on some of them would make the others read as older facts.
  const newerOnly = command.notes?.some((note) => note.text === NOTE_OLDER_UNDOCUMENTED) ?? false;
  const mark = (availability: ResolvedCommand['availability'] | undefined) => (availability === 'newer' && !newerOnly ? 'Newer Lumia: ' : '');
  const lines = [command.summary];
  lines.push(
    `${mark(command.executionAvailability)}${
      command.execution === 'queue'
        ? 'Runs through the activity queue, so skipQueue and hold apply.'
        : 'Runs directly; skipQueue and hold have no effect.'
    }`,
  );
  // The types that can answer false say when in a note of their own.
  if (command.responds === 'value') lines.push(`${mark(command.respondsAvailability)}The answer carries a real result in message.`);
  else if (!answersFalseOffPlatform.includes(command.type)) {
    // That a true answer proves nothing is known from the app schema only ('HTTP 200 + true is NOT proof' [types-repo]).
    lines.push(
      `The answer is message: true once the request is accepted. ${mark('newer') ? 'Newer Lumia: that' : 'That'} does not prove the action succeeded.`,
    );
  }
  if (command.platforms?.length) lines.push(`${mark(command.platformsAvailability)}Acts on: ${command.platforms.join(', ')}.`);
  if (command.newerPlatforms?.length) lines.push(`Newer Lumia also acts on: ${command.newerPlatforms.join(', ')}.`);
  // A newer type ends with a note on why it needs a newer Lumia Stream; say it once.
  if (command.availability === 'newer' && !command.notes?.some((note) => saysNeedsNewer.test(note.text))) {
    lines.push(needsNewerLumia(lumiaTypesVersion));
  }
  for (const note of command.notes ?? []) lines.push(`${mark(note.availability)}${note.text}`);
  const usersName = exampleUsersNameValue(command);
  if (usersName)
    lines.push(
      `In the example, ${command.exampleUsersName} ${usersName} is a name from one user's setup: send one of yours (GET /api/retrieve lists them).`,
    );
  const placeholder = command.examplePlaceholder;
  const placeholderValue = placeholder && command.exampleParams?.[placeholder.param];
  if (placeholder && (typeof placeholderValue === 'string' || typeof placeholderValue === 'number'))
    lines.push(`In the example, ${placeholder.param} ${placeholderValue} stands for ${placeholder.standsFor}.`);
  if (command.newerExample)
    lines.push(
      `The first example is the body documented for the Lumia Stream that lumia-types ${lumiaTypesVersion} describes. Newer Lumia: send the second example instead.`,
    );
  lines.push(`Docs: ${siteUrl}${command.page}`);
  return lines.join('\n\n');
}

/** Body schema of one command type: `type` fixed by `const`, its params plus the envelope params. */
export function commandSchema(
  command: ResolvedCommand,
  reference: Pick<LumiaReference, 'envelopeParams' | 'lumiaTypesVersion'>,
  siteUrl = siteDefault,
): JsonSchema {
  const {envelopeParams, lumiaTypesVersion} = reference;
  const properties: Record<string, JsonSchema> = {};
  for (const param of command.params) properties[param.name] = paramSchema(param, lumiaTypesVersion);
  const required = command.params.filter((param) => param.required).map((param) => param.name);
  // The params every command accepts live once, in CommonParams.
  const common = envelopeParams.filter((param) => !(param.name in properties));
  const paramsSchema: JsonSchema = {
    type: 'object',
    properties,
    additionalProperties: true,
    ...(common.length ? {allOf: [{$ref: '#/components/schemas/CommonParams'}]} : {}),
  };
  if (required.length) paramsSchema.required = required;
  const schema: JsonSchema = {
    title: command.title,
    description: commandDescription(command, siteUrl, lumiaTypesVersion),
    type: 'object',
    properties: {
      type: {type: 'string', const: command.type},
      params: paramsSchema,
    },
    required: required.length || command.paramsObjectRequired ? ['type', 'params'] : ['type'],
    examples: exampleBodies(command),
  };
  return {...schema, ...newerMark(command.availability)};
}

const jsonContent = (schema: JsonSchema, extra: JsonSchema = {}) => ({'application/json': {schema, ...extra}});

/** The OpenAPI 3.1 document of `/api/send`, `/api/retrieve`, `/api/meta` and `/api/premium`. */
export function buildOpenApi(reference: LumiaReference, options: OpenApiOptions = {}): Record<string, unknown> {
  const siteUrl = options.siteUrl ?? siteDefault;
  const schemas: Record<string, JsonSchema> = {};
  const mapping: Record<string, string> = {};
  for (const command of sendableCommands(reference)) {
    const name = commandSchemaName(command.type);
    schemas[name] = commandSchema(command, reference, siteUrl);
    mapping[command.type] = `#/components/schemas/${name}`;
  }
  schemas.CommonParams = {
    type: 'object',
    description: 'Params every command accepts inside params. skipQueue and hold only matter for commands that run through the activity queue.',
    properties: Object.fromEntries(reference.envelopeParams.map((param) => [param.name, paramSchema(param, reference.lumiaTypesVersion)])),
  };
  schemas.SendBody = {
    description: 'Body of POST /api/send (and of a command sent on the websocket). The type decides which params apply.',
    oneOf: Object.values(mapping).map(($ref) => ({$ref})),
    discriminator: {propertyName: 'type', mapping},
  };
  // A value in message: on every build for a type older builds answer that way too, else on newer builds only.
  const valueTypes = sendableCommands(reference).filter((command) => command.responds === 'value');
  const valueOnEveryBuild = valueTypes.filter((command) => command.availability !== 'newer' && command.respondsAvailability !== 'newer');
  const valueOnNewer = valueTypes.filter((command) => !valueOnEveryBuild.includes(command));
  const typeList = (commands: ResolvedCommand[]) => commands.map((command) => command.type).join(', ');
  schemas.SendSuccess = {
    type: 'object',
    description: `The request was accepted. message is true for most types. A type that answers with a value carries it in message: ${typeList(valueOnEveryBuild)} on every build${valueOnNewer.length ? `, and on newer Lumia also ${typeList(valueOnNewer)}` : ''}. On newer Lumia, ${answersFalseOffPlatform.join(' and ')} can answer false.`,
    properties: {
      status: {type: 'integer', const: 200},
      message: {
        description:
          'true, or the result of a value-returning type. May be missing: newer builds answer get-variable-value for an unknown variable with an undefined message, and JSON has no undefined.',
      },
    },
    required: ['status'],
  };
  schemas.StructuredError = {
    type: 'object',
    description:
      'Error answer of up-to-date Lumia Stream (meta feature structured-errors). Failures without a code of their own are answered as plain text with status 400.',
    properties: {
      status: {type: 'integer', enum: [...new Set(structuredErrorCodes.map((entry) => entry.status))]},
      code: {
        type: 'string',
        enum: structuredErrorCodes.map((entry) => entry.code),
        description: `Machine-readable reason. ${structuredErrorCodes.map((entry) => `${entry.code} (${entry.status}): ${entry.meaning}`).join(' ')}`,
      },
      message: {type: 'string', description: 'Names the value that was refused and points to GET /api/retrieve for the valid names.'},
    },
    required: ['status', 'code', 'message'],
    'x-newer-lumia': true,
  };
  schemas.MetaResponse = {
    type: 'object',
    description: 'What this build of Lumia Stream is and which optional capabilities it has.',
    properties: {
      status: {type: 'integer', const: 200},
      name: {type: 'string', const: 'lumia-stream'},
      version: {type: 'string', description: "The app's version."},
      apiVersion: {type: 'integer', description: '2 on builds that have this endpoint; treat a 404 as version 1.'},
      startedAt: {type: 'integer', description: 'When the app started, in milliseconds since 1 January 1970 (UTC).'},
      features: {
        type: 'array',
        items: {type: 'string'},
        description: `Optional capabilities of this build. Known names: ${lumiaMetaFeatures.join(', ')}.`,
      },
    },
    required: ['status', 'name', 'version', 'apiVersion', 'features'],
    examples: [{status: 200, name: 'lumia-stream', version: '9.1.0', apiVersion: 2, startedAt: 1785312000000, features: [...lumiaMetaFeatures]}],
    'x-newer-lumia': true,
  };
  schemas.PremiumResponse = {
    type: 'object',
    description: 'The subscription tier, the same value as data.premium of GET /api/retrieve. Informational: no command is refused because of it.',
    properties: {
      status: {type: 'integer', const: 200},
      data: {type: 'object', properties: {premium: {type: 'boolean'}}, required: ['premium']},
    },
    required: ['status', 'data'],
    examples: [{status: 200, data: {premium: true}}],
    'x-newer-lumia': true,
  };
  schemas.RetrieveResponse = {
    type: 'object',
    description: "What this user's Lumia Stream offers: accepted types, the names each type takes, and the lights.",
    properties: {
      status: {type: 'integer', const: 200},
      data: {
        type: 'object',
        properties: {
          premium: {
            type: 'boolean',
            description: 'Whether the signed-in account has premium. The API works on both tiers. Newer Lumia: no command is refused because of it.',
          },
          types: {
            type: 'array',
            items: {type: 'string'},
            description:
              'Command types this Lumia Stream accepts. Whether it lists every type the build takes is not documented; the documented sample leaves some out.',
          },
          options: {
            type: 'object',
            description:
              'Keyed by command type: { values: [...] } lists the names the type takes (commands, alerts, studio items). {} probably means free input, since chat, chatbot-message, hex-color and rgb-color have it. null means Lumia Stream offers no values to choose from. tts.values holds devices, currentDevice and voices. Newer Lumia: the full answer also has the overlay keys overlays, overlayLayers, overlayAssets and indistinctLayers; their shape in the full answer is not documented, and with slim=true each is { count: n }.',
            properties: Object.fromEntries(
              Object.entries(retrieveOverlayKeys).map(([key, part]) => [
                key,
                {description: 'Shape of the full list not documented; with slim=true it is { count: n }.', ...newerMark(part.availability)},
              ]),
            ),
            additionalProperties: {oneOf: [{type: 'object'}, {type: 'null'}]},
          },
          lights: {
            type: 'array',
            description:
              'Every light Lumia Stream knows. A colour command names a light by this id in its lights entries: the docs of every version put it under value, the package type ILumiaLight under id. Newer Lumia: either key works.',
            items: {
              type: 'object',
              properties: {
                id: {type: 'string'},
                name: {type: 'string', description: 'May be missing (for example on Nanoleaf).'},
                type: {type: 'string', description: 'Brand or integration key, such as hue or nanoleaf.'},
              },
              required: ['id', 'type'],
            },
          },
        },
        required: ['types', 'options'],
      },
    },
    required: ['status', 'data'],
  };

  // The pages leave the REST answer to a bad token undocumented, so no status is claimed for it.
  const otherAnswers = {
    description: `Any other answer. What Lumia Stream answers to a wrong or missing token, or while its API is switched off, is not documented for REST calls. Getting the token: ${siteUrl}/docs/get-a-token`,
  };

  /** The documented error codes of one HTTP status, as response examples. */
  const errorExamples = (status: StructuredErrorCode['status']) =>
    Object.fromEntries(
      structuredErrorCodes
        .filter((entry) => entry.status === status)
        .map((entry) => [
          entry.code,
          {summary: entry.meaning, value: {status, code: entry.code, message: 'A sentence naming the refused value (wording varies).'}},
        ]),
    );
  // Only newer builds answer with these statuses: the checks behind them, or the types they refuse, are newer.
  const structuredError = (status: StructuredErrorCode['status'], description: string) => ({
    description,
    content: jsonContent({$ref: '#/components/schemas/StructuredError'}, {examples: errorExamples(status)}),
    'x-newer-lumia': true,
  });
  const metaNotFound = {description: 'Builds that predate this endpoint answer 404. Treat a 404 as API version 1 with no features.'};
  const premiumNotFound = {
    description:
      'Builds that predate this endpoint answer 404. Check first that GET /api/meta lists the premium feature; otherwise read data.premium of GET /api/retrieve.',
  };

  const sendExamples: Record<string, {summary: string; value: unknown}> = {};
  for (const [key, type] of [
    ['tts', 'tts'],
    ['chatCommand', 'chat-command'],
  ] as const) {
    const command = reference.commands.find((entry) => entry.type === type);
    if (command) sendExamples[key] = {summary: exampleSummary(command), value: exampleBody(command)};
  }

  return {
    openapi: '3.1.0',
    info: {
      title: 'Lumia Stream local API',
      version: options.version ?? reference.lumiaTypesVersion,
      summary: 'Send commands to Lumia Stream and read its settings over HTTP on your own machine.',
      description: [
        "The REST API of the Lumia Stream desktop app. It runs on the streamer's computer, not in the cloud.",
        'Every call needs the token from Settings → API. A 200 answer means the request was accepted, not that the action happened: older builds answer 200 even for a command name that does not exist, and on newer Lumia queued or platform actions can still fail later without an error.',
        `Parts marked x-newer-lumia (schemas, params, values, servers, security schemes, operations, responses) need a newer Lumia Stream than @lumiastream/lumia-types ${reference.lumiaTypesVersion} describes. ${unmarkedParts(reference.lumiaTypesVersion)}`,
        `A param listed in required is one newer Lumia refuses a body without; which params the Lumia Stream of lumia-types ${reference.lumiaTypesVersion} checks is not documented. A param that is not required can still be one the command needs: newer Lumia answers a body without it with 200 and nothing happens.`,
        'info.version is the version of @lumiastream/lumia-types this document tracks, not a version of Lumia Stream.',
        `Guide: ${siteUrl}/docs/rest/intro-to-send-api`,
      ].join('\n\n'),
    },
    externalDocs: {description: 'Lumia Stream developer docs', url: `${siteUrl}/docs/intro`},
    servers: [
      {
        url: `http://${defaultHost}:${defaultHttpPort}`,
        description: 'Lumia Stream on this computer (default port; newer builds let you change it in Settings → API).',
        ...newerMark(transports.plain.availability),
      },
      {
        url: `https://${defaultHost}:${defaultHttpsPort}`,
        description: 'HTTPS, only when enabled in Lumia Stream (newer builds).',
        ...newerMark(transports.secure.availability),
      },
    ],
    tags: [
      {name: 'send', description: 'Run commands'},
      {name: 'settings', description: 'Read what this Lumia Stream offers'},
    ],
    paths: {
      '/api/send': {
        post: {
          operationId: 'send',
          tags: ['send'],
          summary: 'Send a command',
          description: `Runs one command. The body is { type, params }; see each type's schema. Reference: ${siteUrl}/docs/rest/intro-to-send-api`,
          requestBody: {required: true, content: jsonContent({$ref: '#/components/schemas/SendBody'}, {examples: sendExamples})},
          responses: {
            '200': {
              description: 'Accepted. Not proof that the action happened.',
              content: jsonContent({$ref: '#/components/schemas/SendSuccess'}, {example: {status: 200, message: true}}),
            },
            '400': {
              description: `The body was refused. Newer Lumia answers an unknown type with code unknown_type. It answers a missing required param, or another failure without a code of its own, with plain text and status 400. For an unknown type on older builds the sources disagree: ${siteUrl}/docs/rest/intro-to-send-api#unknown-type. What older builds answer to a missing required param or another failure is not documented.`,
              content: {
                // The structured body is documented for up-to-date builds only (rest/intro-to-send-api facts, Errors [docs@HEAD]).
                'application/json': {schema: {$ref: '#/components/schemas/StructuredError'}, examples: errorExamples(400), 'x-newer-lumia': true},
                // The plain-text 400 too (rest/_head-only-pages facts: "Other failures: plain-text message, status 400 [docs@HEAD]").
                'text/plain': {schema: {type: 'string'}, 'x-newer-lumia': true},
              },
            },
            '403': structuredError(
              403,
              'Newer Lumia only, with the types that need it: a built-in chatbot command cannot be renamed or deleted (system_command), and run-actions refuses actions that could run code or fake input (action_not_allowed).',
            ),
            '404': structuredError(
              404,
              'Newer Lumia only (meta feature name-validation): the named command, scene, theme or animation does not exist (not_found). Older builds answer 200 and do nothing.',
            ),
            '409': structuredError(
              409,
              'Newer Lumia only: the command or its folder is switched off (command_disabled), or create-chatbot-command names one that exists (already_exists). Older builds answer a switched-off command with 200 and do nothing.',
            ),
            default: otherAnswers,
          },
        },
      },
      '/api/retrieve': {
        get: {
          operationId: 'retrieve',
          tags: ['settings'],
          summary: 'Get settings',
          description: `Lists the command types, names and lights of this user's Lumia Stream. Call it before sending names. Reference: ${siteUrl}/docs/rest/get-settings`,
          parameters: [
            {
              name: 'slim',
              in: 'query',
              required: false,
              description: 'Newer Lumia: true replaces the large overlay lists with { count }. Older builds ignore it.',
              schema: {type: 'boolean'},
              ...newerMark(retrieveOptions.slim.availability),
            },
          ],
          responses: {
            '200': {description: 'The settings.', content: jsonContent({$ref: '#/components/schemas/RetrieveResponse'})},
            default: otherAnswers,
          },
        },
      },
      '/api/meta': {
        get: {
          operationId: 'meta',
          tags: ['settings'],
          summary: 'Get API capabilities',
          description: `Newer Lumia: the app's version, API version and optional features. Ask it first when your code must work with several versions. Reference: ${siteUrl}/docs/rest/get-settings#api-capabilities`,
          'x-newer-lumia': true,
          // docs/rest/get-settings.mdx documents the bearer header for this endpoint.
          security: [{token: []}, {bearer: []}],
          responses: {
            '200': {description: 'The capabilities.', content: jsonContent({$ref: '#/components/schemas/MetaResponse'})},
            '404': metaNotFound,
            default: otherAnswers,
          },
        },
      },
      '/api/premium': {
        get: {
          operationId: 'premium',
          tags: ['settings'],
          summary: 'Get the subscription tier',
          description: `Newer Lumia (meta feature premium): whether the account has premium. Older builds: read data.premium of GET /api/retrieve. Reference: ${siteUrl}/docs/rest/get-settings#subscription-tier`,
          'x-newer-lumia': true,
          responses: {
            '200': {description: 'The tier.', content: jsonContent({$ref: '#/components/schemas/PremiumResponse'})},
            '404': premiumNotFound,
            default: otherAnswers,
          },
        },
      },
    },
    security: [{token: []}],
    components: {
      schemas,
      securitySchemes: {
        token: {
          type: 'apiKey',
          in: 'query',
          name: 'token',
          description: 'The API token from Settings → API in Lumia Stream, sent as ?token=. Treat it like a password.',
          ...newerMark(authSchemes.token.availability),
        },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The same token in an Authorization: Bearer header; documented for GET /api/meta.',
          ...newerMark(authSchemes.bearer.availability),
        },
      },
    },
  };
}
