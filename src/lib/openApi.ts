/**
 * An OpenAPI 3.1 description of Lumia Stream's local REST API, built from the command
 * catalogue (`src/data/commands.ts`) after `buildReference` has resolved the package
 * enumerations. Pure: the build plugin writes it to `/openapi.json`, the tests validate it.
 */
import type {LumiaReference, ResolvedCommand, ResolvedParam} from '../data/reference';
import {defaultHost, defaultHttpPort, defaultHttpsPort} from './lumiaApi';

export type JsonSchema = Record<string, unknown>;

export interface OpenApiOptions {
  /** Version of the docs the document belongs to; shown as `info.version`. */
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

/** JSON Schema of one catalogue param. `any` stays unconstrained. */
export function paramSchema(param: ResolvedParam): JsonSchema {
  const schema: JsonSchema = {};
  if (param.type !== 'any') schema.type = param.type;
  let description = param.description;
  if (param.defaultValue !== undefined) description += ` Default: ${param.defaultValue}.`;
  if (param.availability === 'newer') description += ' Needs a newer Lumia Stream than lumia-types 3.1.7 describes.';
  schema.description = description;
  if (param.allowed?.length && param.type === 'string') {
    schema.enum = [...param.allowed];
    // Package lists grow with Lumia Stream; the app does not refuse values it does not know.
    if (param.allowedFrom) schema.description = `${description} Values from ${param.allowedFrom} of @lumiastream/lumia-types 3.1.7; newer Lumia Stream may accept more.`;
  }
  if (param.type === 'object') schema.additionalProperties = true;
  if (param.availability === 'newer') schema['x-newer-lumia'] = true;
  return schema;
}

/** A value that satisfies a param's schema, used for generated examples. */
export function exampleValue(param: ResolvedParam): unknown {
  switch (param.type) {
    case 'string':
      return param.allowed?.[0] ?? `example-${param.name}`;
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'object':
      return {};
    case 'array':
      return [];
    default:
      return 'example';
  }
}

/** The smallest valid body of a command: its type and every required param. */
export function exampleBody(command: ResolvedCommand): {type: string; params?: Record<string, unknown>} {
  const required = command.params.filter((param) => param.required);
  if (!required.length) return {type: command.type};
  return {type: command.type, params: Object.fromEntries(required.map((param) => [param.name, exampleValue(param)]))};
}

function commandDescription(command: ResolvedCommand, siteUrl: string): string {
  const lines = [command.summary];
  lines.push(
    command.execution === 'queue'
      ? 'Runs through the activity queue: skipQueue and hold apply.'
      : 'Runs directly; skipQueue and hold have no effect.',
  );
  lines.push(
    command.responds === 'value'
      ? 'The answer carries a real result in message.'
      : 'The answer is message: true once the request is accepted; that does not prove the action succeeded.',
  );
  if (command.platforms?.length) lines.push(`Acts on: ${command.platforms.join(', ')}.`);
  if (command.availability === 'newer') lines.push('Needs a newer Lumia Stream than lumia-types 3.1.7 describes.');
  for (const note of command.notes ?? []) lines.push(note);
  lines.push(`Docs: ${siteUrl}${command.page}`);
  return lines.join('\n\n');
}

/** Body schema of one command type: `type` fixed by `const`, its params plus the envelope params. */
export function commandSchema(command: ResolvedCommand, envelopeParams: readonly ResolvedParam[], siteUrl = siteDefault): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const param of command.params) properties[param.name] = paramSchema(param);
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
    description: commandDescription(command, siteUrl),
    type: 'object',
    properties: {
      type: {type: 'string', const: command.type},
      params: paramsSchema,
    },
    required: required.length ? ['type', 'params'] : ['type'],
    examples: [exampleBody(command)],
  };
  if (command.availability === 'newer') schema['x-newer-lumia'] = true;
  return schema;
}

const jsonContent = (schema: JsonSchema, extra: JsonSchema = {}) => ({'application/json': {schema, ...extra}});

/** The OpenAPI 3.1 document of `/api/send` and `/api/retrieve`. */
export function buildOpenApi(reference: LumiaReference, options: OpenApiOptions = {}): Record<string, unknown> {
  const siteUrl = options.siteUrl ?? siteDefault;
  const schemas: Record<string, JsonSchema> = {};
  const mapping: Record<string, string> = {};
  for (const command of reference.commands) {
    const name = commandSchemaName(command.type);
    schemas[name] = commandSchema(command, reference.envelopeParams, siteUrl);
    mapping[command.type] = `#/components/schemas/${name}`;
  }
  schemas.CommonParams = {
    type: 'object',
    description: 'Params every command accepts inside params. skipQueue and hold only matter for commands that run through the activity queue.',
    properties: Object.fromEntries(reference.envelopeParams.map((param) => [param.name, paramSchema(param)])),
  };
  schemas.SendBody = {
    description: 'Body of POST /api/send (and of a command sent on the websocket). The type decides which params apply.',
    oneOf: Object.values(mapping).map(($ref) => ({$ref})),
    discriminator: {propertyName: 'type', mapping},
  };
  schemas.SendSuccess = {
    type: 'object',
    description:
      'The request was accepted. message is true for most types; types that answer with a value (get-variable-value, add-loyalty-points, get-loyalty-points, …) carry it in message. pin-message and unpin-message can answer false.',
    properties: {
      status: {type: 'integer', const: 200},
      message: {description: 'true, or the result of a value-returning type.'},
    },
    required: ['status', 'message'],
  };
  schemas.StructuredError = {
    type: 'object',
    description: 'Error answer of up-to-date Lumia Stream (meta feature structured-errors). Older builds answer plain text.',
    properties: {
      status: {type: 'integer'},
      code: {type: 'string', enum: ['unknown_type', 'not_found', 'command_disabled'], description: 'Machine-readable reason.'},
      message: {type: 'string'},
    },
    required: ['status', 'message'],
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
          premium: {type: 'boolean', description: 'Whether the signed-in account has premium. Informational only.'},
          types: {type: 'array', items: {type: 'string'}, description: 'Command types this Lumia Stream accepts. Not always exhaustive.'},
          options: {
            type: 'object',
            description:
              'Keyed by command type: { values: [...] } lists the names the type takes (commands, alerts, studio items), {} means free input, null means no input. tts.values holds devices, currentDevice and voices.',
            additionalProperties: {oneOf: [{type: 'object'}, {type: 'null'}]},
          },
          lights: {
            type: 'array',
            description: 'Every light Lumia Stream knows. Colour commands expect the id under value.',
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
          states: {type: 'object', description: 'Current switches; listed by the websocket retrieve reply of newer builds.'},
        },
        required: ['types', 'options'],
      },
    },
    required: ['status', 'data'],
  };

  const unauthorized = {
    description: 'Wrong or missing token, or the API is switched off in Lumia Stream.',
    content: {'application/json': {schema: {type: 'object'}}, 'text/plain': {schema: {type: 'string'}}},
  };

  const tts = reference.commands.find((command) => command.type === 'tts');
  const sendExamples: Record<string, {summary: string; value: unknown}> = {};
  if (tts) sendExamples.tts = {summary: 'Read a line aloud', value: {type: 'tts', params: {value: 'Hello chat'}}};
  sendExamples.chatCommand = {summary: 'Run a chat command', value: {type: 'chat-command', params: {value: 'blue'}}};

  return {
    openapi: '3.1.0',
    info: {
      title: 'Lumia Stream local API',
      version: options.version ?? '3.1.7',
      summary: 'Send commands to Lumia Stream and read its settings over HTTP on your own machine.',
      description: [
        'The REST API of the Lumia Stream desktop app. It runs on the streamer\'s computer, not in the cloud.',
        'Every call needs the token from Settings → API. A 200 answer means the request was accepted; queued or platform actions can still fail later without an error.',
        'Schemas marked x-newer-lumia need a newer Lumia Stream than @lumiastream/lumia-types 3.1.7 describes.',
        `Guide: ${siteUrl}/docs/rest/intro-to-send-api`,
      ].join('\n\n'),
    },
    externalDocs: {description: 'Lumia Stream developer docs', url: `${siteUrl}/docs/intro`},
    servers: [
      {url: `http://${defaultHost}:${defaultHttpPort}`, description: 'Lumia Stream on this computer (default port; changeable in Settings → API).'},
      {url: `https://${defaultHost}:${defaultHttpsPort}`, description: 'HTTPS, only when enabled in Lumia Stream (newer builds).'},
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
              description:
                'The body was refused: unknown type (code unknown_type on up-to-date Lumia), missing required param, or another failure reported as plain text.',
              content: {
                'application/json': {schema: {$ref: '#/components/schemas/StructuredError'}},
                'text/plain': {schema: {type: 'string'}},
              },
            },
            '401': unauthorized,
            '404': {
              description: 'Up-to-date Lumia only: the named command, scene, theme or animation does not exist (code not_found).',
              content: jsonContent({$ref: '#/components/schemas/StructuredError'}),
            },
            '409': {
              description: 'Up-to-date Lumia only: the command or its folder is switched off (code command_disabled).',
              content: jsonContent({$ref: '#/components/schemas/StructuredError'}),
            },
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
              'x-newer-lumia': true,
            },
          ],
          responses: {
            '200': {description: 'The settings.', content: jsonContent({$ref: '#/components/schemas/RetrieveResponse'})},
            '401': unauthorized,
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
        },
      },
    },
  };
}
