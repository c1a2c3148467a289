/**
 * An AsyncAPI 3.0 description of Lumia Stream's websocket: the connection, the events it
 * pushes (payloads built from `src/data/events.ts`), the messages a client may send
 * (commands, retrieve, subscribe) and the replies newer builds give. Pure: the build plugin
 * writes it to `/asyncapi.json`, the tests validate it.
 */
import {enumOnlyEventTypes, envelopeFields, eventExamples, eventTypeDocs, type EventField} from '../data/events';
import {authSchemes, newerMark, retrieveOptions, socketCommandFields, socketQueryOptions, transports} from '../data/apiAvailability';
import type {LumiaReference} from '../data/reference';
import {defaultHost, defaultHttpPort, defaultHttpsPort, needsNewerLumia} from './lumiaApi';
import {exampleBody, exampleSummary, sendableCommands, unmarkedParts} from './openApi';

type JsonSchema = Record<string, unknown>;

/** Envelope fields that some events leave out whatever the docs say. */
const sometimesMissing = new Set(['origin', 'subOrigin', 'event']);

function fieldSchema(field: EventField, lumiaTypesVersion: string): JsonSchema {
  let description = field.availability === 'newer' ? `${field.description} ${needsNewerLumia(lumiaTypesVersion)}` : field.description;
  // Where only the newer docs give the type or the presence, the schema keeps what the tracked package types
  // and a "Newer Lumia:" sentence says the rest, as the events table badges it.
  // Only the newer docs give such a field its meaning too, so the meaning goes after "Newer Lumia:".
  if (field.tracked?.type) {
    const meaning = field.description.replace(/\.$/, '');
    description = `Newer Lumia: ${meaning}, ${field.type === '0 | 1' ? 'as 1 or 0' : `typed ${field.type}`}. lumia-types ${lumiaTypesVersion} types it ${field.tracked.type} and gives it no meaning.`;
  }
  if (field.tracked?.optional) description += ` Newer Lumia: always sent; lumia-types ${lumiaTypesVersion} types it optional.`;
  const type = field.tracked?.type ?? field.type;
  let schema: JsonSchema;
  if (type === '0 | 1') schema = {type: 'integer', enum: [0, 1], description};
  else if (type === 'string | number') schema = {type: ['string', 'number'], description};
  // No source gives its type: any JSON value.
  else if (type === 'not documented') schema = {description: `${description} Its type is not documented.`};
  else schema = {type, description};
  return {...schema, ...newerMark(field.availability)};
}

/**
 * Turns dotted field paths (`data.extraSettings.username`) into a nested object schema.
 * Intermediate objects are open (`additionalProperties`), as Lumia adds fields freely. A field
 * not marked optional is required in its parent, and so is every object on its path; a field only
 * newer builds are documented to send, or to always send, is never required.
 */
export function schemaFromFields(fields: readonly EventField[], lumiaTypesVersion: string): JsonSchema {
  const root: JsonSchema = {type: 'object', properties: {}, additionalProperties: true};
  const requireIn = (node: JsonSchema, name: string) => {
    const required = (node.required as string[] | undefined) ?? [];
    if (!required.includes(name)) node.required = [...required, name];
  };
  for (const field of fields) {
    const parts = field.path.split('.');
    const isRequired = !field.optional && !field.tracked?.optional && field.availability !== 'newer' && !sometimesMissing.has(field.path);
    let node = root;
    parts.forEach((part, index) => {
      const properties = node.properties as Record<string, JsonSchema>;
      if (isRequired) requireIn(node, part);
      if (index === parts.length - 1) {
        const existing = properties[part];
        // A field documented as an object may already have children from an earlier path.
        const schema = fieldSchema(field, lumiaTypesVersion);
        properties[part] = existing?.properties ? {...existing, ...schema, properties: existing.properties, additionalProperties: true} : schema;
        return;
      }
      const child = properties[part];
      if (!child || !child.properties) {
        properties[part] = {...(child ?? {}), type: 'object', properties: {}, additionalProperties: true};
      }
      node = properties[part];
    });
  }
  return root;
}

/**
 * The `type` of a command message: every catalogue type, the ones that need a newer Lumia Stream in
 * a branch of their own marked x-newer-lumia, as openapi.json marks their body schemas.
 */
export function commandTypeSchema(reference: Pick<LumiaReference, 'commands' | 'lumiaTypesVersion'>): JsonSchema {
  const of = (availability: 'current' | 'newer') =>
    sendableCommands(reference)
      .filter((command) => command.availability === availability)
      .map((command) => command.type);
  const description = 'Command type, in kebab case.';
  const newer = of('newer');
  if (!newer.length) return {type: 'string', enum: of('current'), description};
  return {
    type: 'string',
    description,
    anyOf: [
      {
        enum: of('current'),
        description: `In LumiaActivityCommandTypes of @lumiastream/lumia-types ${reference.lumiaTypesVersion}; what is documented of each type is in its REST schema.`,
      },
      {enum: newer, description: needsNewerLumia(reference.lumiaTypesVersion), 'x-newer-lumia': true},
    ],
  };
}

/** Message component name of an event type, e.g. `modqueue_list` -> `ModqueueListEvent`. */
export function eventMessageName(type: string): string {
  return `${type
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('')}Event`;
}

/** Payload schema of one event type: the envelope with `type` fixed and the type's fields. */
export function eventPayloadSchema(type: string, fields: readonly EventField[], lumiaTypesVersion: string): JsonSchema {
  const envelope = envelopeFields.filter((field) => field.path !== 'event' || type === 'alert');
  const schema = schemaFromFields([...envelope, ...fields], lumiaTypesVersion);
  const properties = schema.properties as Record<string, JsonSchema>;
  properties.type = {type: 'string', const: type, description: 'Event type; decides the shape of data.'};
  // event is an alert's key on newer builds only, so no event type requires more than type and data.
  schema.required = ['type', 'data'];
  return schema;
}

export interface AsyncApiOptions {
  /** Shown as `info.version`; by default the lumia-types version the docs track. */
  version?: string;
  siteUrl?: string;
}

/** The AsyncAPI 3.0 document of `ws://127.0.0.1:39231/api`. */
export function buildAsyncApi(reference: LumiaReference, options: AsyncApiOptions = {}): Record<string, unknown> {
  const siteUrl = options.siteUrl ?? 'https://dev.lumiastream.com';
  const needsNewer = needsNewerLumia(reference.lumiaTypesVersion);
  // The event types whose payload the tracked package types otherwise than the newer docs.
  const withPackageShape = eventTypeDocs.filter((doc) => doc.packageShape).map((doc) => doc.type);
  const olderPayloads = `${withPackageShape.slice(0, -1).join(', ')}${withPackageShape.length > 1 ? ' and ' : ''}${withPackageShape.at(-1) ?? ''}`;
  const messages: Record<string, JsonSchema> = {};
  const channelMessages: Record<string, {$ref: string}> = {};
  const operations: Record<string, JsonSchema> = {};
  const ref = (name: string) => ({$ref: `#/channels/api/messages/${name}`});
  const add = (name: string, message: JsonSchema) => {
    messages[name] = message;
    channelMessages[name] = {$ref: `#/components/messages/${name}`};
  };

  for (const doc of eventTypeDocs) {
    const name = eventMessageName(doc.type);
    const examples = eventExamples
      .filter((example) => example.event.type === doc.type)
      .map((example) => ({name: example.id, summary: example.title, payload: example.event}));
    const description = [
      doc.summary,
      ...(doc.newer ? [needsNewer] : []),
      ...(doc.packageShape
        ? [
            `Newer Lumia sends this payload. Older builds are documented as sending slash-style types instead, such as chat/twitch, chat/commands/twitch and alerts/twitch/followers, with payloads of their own (${siteUrl}/docs/websockets/listen-to-events#legacy-event-names); which of them corresponds to this type, and which names and payloads a lumia-types ${reference.lumiaTypesVersion} build sends, is not documented. @lumiastream/lumia-types ${reference.lumiaTypesVersion} types ${doc.packageShape}.`,
          ]
        : []),
    ].join(' ');
    add(name, {
      name: doc.type,
      title: `${doc.type} event`,
      summary: doc.summary,
      description,
      contentType: 'application/json',
      payload: eventPayloadSchema(doc.type, doc.fields, reference.lumiaTypesVersion),
      examples,
      ...(doc.newer ? {'x-newer-lumia': true} : {}),
    });
  }
  add('EnumOnlyEvent', {
    name: 'enum-only event',
    title: 'Event types only the package names',
    summary: `${enumOnlyEventTypes.join(', ')}: in the LumiaEventTypes enum of @lumiastream/lumia-types, but no version of the docs shows Lumia Stream sending them.`,
    description: 'Listed so a client can recognise them; their payload is not documented. Do not rely on receiving them.',
    contentType: 'application/json',
    payload: {
      type: 'object',
      properties: {
        origin: {type: 'string'},
        type: {type: 'string', enum: [...enumOnlyEventTypes]},
        data: {type: 'object', additionalProperties: true, description: 'Not documented.'},
      },
      required: ['type'],
    },
  });
  const eventNames = [...eventTypeDocs.map((doc) => eventMessageName(doc.type)), 'EnumOnlyEvent'];

  // Not `command`: that is the name of the command event Lumia Stream pushes.
  const chatCommand = reference.commands.find((command) => command.type === 'chat-command');
  add('SendCommand', {
    name: 'send-command',
    title: 'Command',
    summary: 'Runs a send-API command: the same { type, params } body as POST /api/send.',
    description: `On newer Lumia every JSON message a client sends is run as a command unless it is a retrieve or subscribe message; older builds treat subscribe as an unknown command (logged as a bad request, no reply) and keep sending every event, and what they do with retrieve is not documented. Listener-only clients should send nothing. Full list of types and params: ${siteUrl}/openapi.json and ${siteUrl}/docs/rest/intro-to-send-api`,
    contentType: 'application/json',
    payload: {
      type: 'object',
      properties: {
        type: commandTypeSchema(reference),
        params: {type: 'object', additionalProperties: true, description: 'Params of the type; see the REST reference.'},
        context: {
          description: `Any value; newer Lumia echoes it in the socketapi:response reply. ${needsNewer}`,
          ...newerMark(socketCommandFields.context.availability),
        },
      },
      required: ['type'],
    },
    // Only the body: context is read by newer builds alone.
    examples: chatCommand ? [{name: 'chat-command', summary: exampleSummary(chatCommand), payload: exampleBody(chatCommand)}] : [],
  });
  add('Retrieve', {
    name: 'retrieve',
    title: 'Retrieve settings',
    summary: `Asks for the same data as GET /api/retrieve; not run as a command. ${needsNewer}`,
    description: 'What older builds do with this message is not documented.',
    contentType: 'application/json',
    payload: {
      type: 'object',
      properties: {
        retrieve: {type: 'boolean', const: true},
        slim: {
          type: 'boolean',
          description: `true shrinks the overlay lists to { count }. ${needsNewer}`,
          ...newerMark(retrieveOptions.slim.availability),
        },
        context: {description: 'Any value; echoed in the reply.'},
      },
      required: ['retrieve'],
    },
    examples: [{name: 'retrieve', payload: {retrieve: true}}],
    'x-newer-lumia': true,
  });
  add('Subscribe', {
    name: 'subscribe',
    title: 'Subscribe to event types',
    summary: `Limits the events this client receives to the listed types; an empty list means every type again. ${needsNewer}`,
    description:
      'Older Lumia treats it as an unknown command (logged as a bad request) and keeps sending every event. Check the ws-subscriptions feature of GET /api/meta.',
    contentType: 'application/json',
    payload: {
      type: 'object',
      properties: {
        subscribe: {type: 'array', items: {type: 'string'}, description: 'Event types to receive, such as alert and chat.'},
        context: {description: 'Any value; echoed in the acknowledgement.'},
      },
      required: ['subscribe'],
    },
    examples: [{name: 'alerts-and-chat', payload: {subscribe: ['alert', 'chat']}}],
    'x-newer-lumia': true,
  });
  add('CommandResponse', {
    name: 'socketapi:response',
    title: 'Command reply',
    summary: `One reply per command sent. ${needsNewer} Older builds send no reply: treat a missing reply as unknown, not as failure.`,
    contentType: 'application/json',
    payload: {
      type: 'object',
      properties: {
        event: {type: 'string', const: 'socketapi:response'},
        context: {description: 'The context the command carried.'},
        status: {type: 'integer', description: '200 on success, otherwise the error status.'},
        message: {description: 'On success: true or the result of a value-returning type.'},
        error: {type: 'string', description: 'On failure, instead of message.'},
      },
      required: ['event', 'status'],
    },
    examples: [
      {name: 'success', payload: {event: 'socketapi:response', context: 42, status: 200, message: true}},
      {name: 'failure', payload: {event: 'socketapi:response', context: 42, status: 400, error: 'type is invalid'}},
    ],
    'x-newer-lumia': true,
  });
  add('RetrieveResponse', {
    name: 'socketapi:retrieve',
    title: 'Retrieve reply',
    summary: `The answer to a retrieve message: types, options, states, lights and premium. ${needsNewer}`,
    contentType: 'application/json',
    payload: {
      type: 'object',
      properties: {
        event: {type: 'string', const: 'socketapi:retrieve'},
        context: {description: 'The context the retrieve message carried, when it had one.'},
        data: {
          type: 'object',
          properties: {
            types: {type: 'array', items: {type: 'string'}},
            options: {type: 'object'},
            states: {type: 'object'},
            lights: {type: 'array', items: {type: 'object'}},
            premium: {type: 'boolean'},
          },
        },
      },
      required: ['event', 'data'],
    },
    'x-newer-lumia': true,
  });
  add('SubscribeAck', {
    name: 'socketapi:subscribed',
    title: 'Subscription acknowledged',
    summary: `Confirms a subscribe message. ${needsNewer}`,
    contentType: 'application/json',
    payload: {
      type: 'object',
      properties: {
        event: {type: 'string', const: 'socketapi:subscribed'},
        channels: {
          oneOf: [
            {type: 'array', items: {type: 'string'}},
            {type: 'string', const: 'all'},
          ],
        },
        context: {description: 'The context the subscribe message carried, when it had one.'},
      },
      required: ['event', 'channels'],
    },
    examples: [{name: 'alerts-and-chat', payload: {event: 'socketapi:subscribed', channels: ['alert', 'chat']}}],
    'x-newer-lumia': true,
  });

  operations.receiveEvents = {
    action: 'receive',
    channel: {$ref: '#/channels/api'},
    title: 'Receive events',
    summary: 'Events start flowing as soon as the socket opens; there is no handshake.',
    description:
      'Newer Lumia: alerts arrive only when the alert is enabled and stream mode is on (unless the alert ignores stream mode); for older builds this is not documented. Replies, which only newer Lumia sends, carry event socketapi:… and no type; alert events carry event (the alert key) with type alert.',
    messages: eventNames.map(ref),
  };
  operations.sendCommand = {
    action: 'send',
    channel: {$ref: '#/channels/api'},
    title: 'Send a command',
    messages: [ref('SendCommand')],
    // Older builds send no reply (websockets/send-rest-commands facts: 'Old Lumia: fire-and-forget').
    reply: {channel: {$ref: '#/channels/api'}, messages: [ref('CommandResponse')], 'x-newer-lumia': true},
  };
  operations.retrieve = {
    action: 'send',
    channel: {$ref: '#/channels/api'},
    title: 'Retrieve settings',
    messages: [ref('Retrieve')],
    reply: {channel: {$ref: '#/channels/api'}, messages: [ref('RetrieveResponse')]},
    'x-newer-lumia': true,
  };
  operations.subscribe = {
    action: 'send',
    channel: {$ref: '#/channels/api'},
    title: 'Choose event types',
    messages: [ref('Subscribe')],
    reply: {channel: {$ref: '#/channels/api'}, messages: [ref('SubscribeAck')]},
    'x-newer-lumia': true,
  };

  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Lumia Stream websocket',
      version: options.version ?? reference.lumiaTypesVersion,
      description: [
        "Lumia Stream's local websocket pushes chat, commands, alerts and state changes, and accepts the same commands as POST /api/send.",
        'Close codes newer Lumia sends: 1000 the API was stopped on purpose (stop or retry slowly); 1012 the API restarts after a settings, port or token change (reconnect shortly). The close codes of older builds are not documented. A client reports 1006 itself, on any build, when the connection ends without a closing message; on newer Lumia, 1006 before open means a rejected token or a switched-off API. Always reconnect with backoff.',
        'Newer Lumia pings every 30 seconds and drops clients that do not answer; standard clients answer automatically.',
        `Parts marked x-newer-lumia (operations and their replies, messages, their fields and values, servers, security schemes) need a newer Lumia Stream than @lumiastream/lumia-types ${reference.lumiaTypesVersion} describes. ${unmarkedParts(reference.lumiaTypesVersion)} For events, lumia-types ${reference.lumiaTypesVersion} types payloads other than the ones documented for newer builds; the ${olderPayloads} events say how.`,
        // facts/intro: no websocket URL in the Oct-2025 docs; facts/websockets/listen-to-events [docs@HEAD]; facts/websockets/clone-the-repo [demo-repos].
        `Unmarked, but documented for newer Lumia only: the address ws://${defaultHost}:${defaultHttpPort}/api, the token as ?token= on it, and events that start to flow on connect with no handshake. The 2021 JavaScript demo already connected this way, so older builds probably do too.`,
        'info.version is the version of @lumiastream/lumia-types this document tracks, not a version of Lumia Stream.',
        `Guide: ${siteUrl}/docs/websockets/listen-to-events`,
      ].join('\n\n'),
      externalDocs: {description: 'Lumia Stream developer docs', url: `${siteUrl}/docs/websockets/listen-to-events`},
    },
    defaultContentType: 'application/json',
    servers: {
      local: {
        host: `${defaultHost}:${defaultHttpPort}`,
        protocol: 'ws',
        description: 'Lumia Stream on this computer (default port; newer builds let you change it in Settings → API).',
        // Either one: the token in the query, or (newer Lumia) a bearer header.
        security: [{$ref: '#/components/securitySchemes/token'}, {$ref: '#/components/securitySchemes/bearer'}],
        ...newerMark(transports.plain.availability),
      },
      localSecure: {
        host: `${defaultHost}:${defaultHttpsPort}`,
        protocol: 'wss',
        description: 'Only when HTTPS is enabled in Lumia Stream.',
        // Either one: the token in the query, or (newer Lumia) a bearer header.
        security: [{$ref: '#/components/securitySchemes/token'}, {$ref: '#/components/securitySchemes/bearer'}],
        ...newerMark(transports.secure.availability),
      },
    },
    channels: {
      api: {
        address: '/api',
        title: 'Lumia Stream API socket',
        description:
          'One socket carries the events Lumia Stream pushes and the commands a client sends (newer Lumia: also retrieve and subscribe messages, and the replies to them). Newer Lumia: add &name=<your app> to have Lumia Stream show a notice on connect and disconnect.',
        messages: channelMessages,
        bindings: {
          ws: {
            query: {
              type: 'object',
              properties: {
                token: {
                  type: 'string',
                  description:
                    'The API token from Settings → API. Required, unless newer Lumia gets the token in an Authorization: Bearer header instead.',
                },
                name: {
                  type: 'string',
                  description: 'Name of your app, shown by Lumia Stream when it connects and disconnects.',
                  ...newerMark(socketQueryOptions.name.availability),
                },
              },
            },
          },
        },
      },
    },
    operations,
    components: {
      messages,
      securitySchemes: {
        token: {
          type: 'httpApiKey',
          name: 'token',
          in: 'query',
          description: 'The API token, as ?token= on the socket URL.',
          ...newerMark(authSchemes.token.availability),
        },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: `Authorization: Bearer <token>, for clients that can set headers. ${needsNewer}`,
          ...newerMark(authSchemes.bearer.availability),
        },
      },
    },
  };
}
