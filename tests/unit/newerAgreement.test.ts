import {createElement, type ReactNode} from 'react';
import {describe, expect, it, vi} from 'vitest';
import {authSchemes, retrieveOptions, retrieveOverlayKeys, socketCommandFields, socketQueryOptions, transports} from '../../src/data/apiAvailability';
import {NOTE_OLDER_UNDOCUMENTED} from '../../src/data/commands/shared';
import type {Availability} from '../../src/data/commandTypes';
import {envelopeFields, eventTypeDocs, type EventField} from '../../src/data/events';
import {lumiaReference} from '../../src/data/lumiaReference';
import type {ResolvedCommand, ResolvedParam} from '../../src/data/reference';
import {buildAsyncApi, eventMessageName} from '../../src/lib/asyncApi';
import {buildOpenApi, commandSchemaName, sendableCommands} from '../../src/lib/openApi';
import {renderToStaticMarkup} from 'react-dom/server';

// "Needs a newer Lumia Stream" is a property of the data: command types (from the package), params,
// allowed values, platforms and notes (the catalogue), event fields (events.ts) and the parts of the
// API in apiAvailability.ts. openapi.json and asyncapi.json mark x-newer-lumia, and the reference
// tables show the badge, exactly where the data says newer and nowhere else at that level.

// The reference components as the build renders them: Docusaurus modules replaced by what they do
// on the server, `@site/…` resolved to the files, the generated command list built from the catalogue.
vi.mock('@docusaurus/Link', () => ({
  default: ({to, children}: {to: string; children?: ReactNode}) => createElement('a', {href: to}, children),
}));
vi.mock('@docusaurus/useBrokenLinks', () => ({default: () => ({collectAnchor: () => undefined, collectLink: () => undefined})}));
vi.mock('@docusaurus/useDocusaurusContext', async () => {
  const {lumiaTypesVersion} = await import('../../src/data/lumiaTypesVersion');
  return {default: () => ({siteConfig: {customFields: {lumiaTypesVersion}}})};
});
vi.mock('@generated/lumia-reference/default/commands.json', async () => {
  const {lumiaReference: reference} = await import('../../src/data/lumiaReference');
  return {default: JSON.parse(JSON.stringify(reference.commands)) as unknown};
});
vi.mock('@site/src/data/anchors', () => import('../../src/data/anchors'));
vi.mock('@site/src/data/commandTypes', () => import('../../src/data/commandTypes'));
vi.mock('@site/src/data/events', () => import('../../src/data/events'));
vi.mock('@site/src/components/CodeList', () => import('../../src/components/CodeList'));
vi.mock('@site/src/lib/identifiers', () => import('../../src/lib/identifiers'));
vi.mock('@site/src/components/NewerLumia', () => import('../../src/components/NewerLumia'));
vi.mock('@site/src/components/ScrollRegion', () => import('../../src/components/ScrollRegion'));
vi.mock('@site/src/components/TrackedVersion', () => import('../../src/components/TrackedVersion'));

type Json = Record<string, unknown>;

const newer = (availability: Availability | undefined) => availability === 'newer';

/** A JSON pointer segment. */
const segment = (key: string | number) => String(key).replaceAll('~', '~0').replaceAll('/', '~1');

/** The JSON pointer of every object in a document that carries `x-newer-lumia: true`. */
function markedPointers(node: unknown, pointer = ''): string[] {
  if (typeof node !== 'object' || node === null) return [];
  const here = (node as Json)['x-newer-lumia'] === true ? [pointer] : [];
  return [...here, ...Object.entries(node).flatMap(([key, child]) => markedPointers(child, `${pointer}/${segment(key)}`))];
}

/** The commands both documents describe: every catalogue type a caller may send. */
const commands = sendableCommands(lumiaReference);
const openApi = buildOpenApi(lumiaReference) as {
  servers: {url: string}[];
  paths: Record<string, Record<string, {parameters?: {name: string}[]}>>;
  components: {schemas: Record<string, unknown>};
};
const asyncApi = buildAsyncApi(lumiaReference) as {
  servers: Record<string, {protocol: string}>;
  components: {messages: Record<string, {payload: {properties: Record<string, unknown>}}>};
};

/** Where the data puts x-newer-lumia in openapi.json. */
function expectedOpenApiMarks(): string[] {
  const paramMarks = (base: string, param: ResolvedParam) => [
    ...(newer(param.availability) ? [`${base}/${segment(param.name)}`] : []),
    ...(param.newerAllowed?.length ? [`${base}/${segment(param.name)}/anyOf/1`] : []),
    ...(newer(param.allowedAvailability) ? [`${base}/${segment(param.name)}/anyOf/0`] : []),
    // A numeric param whose number form only newer builds are documented to take: the number branch.
    ...(newer(param.numberAvailability) ? [`${base}/${segment(param.name)}/anyOf/1`] : []),
  ];
  const retrieve = openApi.paths['/api/retrieve'].get;
  return [
    ...commands.flatMap((command) => {
      const base = `/components/schemas/${commandSchemaName(command.type)}`;
      return [
        ...(newer(command.availability) ? [base] : []),
        ...command.params.flatMap((param) => paramMarks(`${base}/properties/params/properties`, param)),
      ];
    }),
    ...lumiaReference.envelopeParams.flatMap((param) => paramMarks('/components/schemas/CommonParams/properties', param)),
    ...Object.entries(authSchemes)
      .filter(([, part]) => newer(part.availability))
      .map(([name]) => `/components/securitySchemes/${name}`),
    ...openApi.servers.flatMap((server, index) =>
      newer(transports[server.url.startsWith('https:') ? 'secure' : 'plain'].availability) ? [`/servers/${index}`] : [],
    ),
    ...Object.entries(retrieveOverlayKeys)
      .filter(([, part]) => newer(part.availability))
      .map(([key]) => `/components/schemas/RetrieveResponse/properties/data/properties/options/properties/${key}`),
    ...(retrieve.parameters ?? []).flatMap((parameter, index) =>
      parameter.name in retrieveOptions && newer(retrieveOptions[parameter.name as keyof typeof retrieveOptions].availability)
        ? [`/paths/${segment('/api/retrieve')}/get/parameters/${index}`]
        : [],
    ),
  ].sort();
}

/** The websocket message a client sends commands with, and the retrieve message, found by what they carry. */
const messageWith = (property: string) => {
  const found = Object.entries(asyncApi.components.messages).find(([, message]) => property in (message.payload?.properties ?? {}));
  if (!found) throw new Error(`asyncapi.json has no message with a ${property} field`);
  return `/components/messages/${segment(found[0])}`;
};

/** The pointer of an event field inside a message payload: `data.listenId` → …/properties/data/properties/listenId. */
const fieldPointer = (message: string, field: EventField) =>
  `${message}/payload${field.path
    .split('.')
    .map((part) => `/properties/${segment(part)}`)
    .join('')}`;

/** Where the data puts x-newer-lumia in asyncapi.json. */
function expectedAsyncApiMarks(): string[] {
  const command = messageWith('params');
  const retrieve = messageWith('retrieve');
  return [
    ...eventTypeDocs.flatMap((doc) => {
      const message = `/components/messages/${eventMessageName(doc.type)}`;
      const fields = [...envelopeFields.filter((field) => field.path !== 'event' || doc.type === 'alert'), ...doc.fields];
      return [...(doc.newer ? [message] : []), ...fields.filter((field) => newer(field.availability)).map((field) => fieldPointer(message, field))];
    }),
    ...(commands.some((entry) => newer(entry.availability)) ? [`${command}/payload/properties/type/anyOf/1`] : []),
    ...Object.entries(socketCommandFields)
      .filter(([, part]) => newer(part.availability))
      .map(([name]) => `${command}/payload/properties/${name}`),
    ...Object.entries(retrieveOptions)
      .filter(([, part]) => newer(part.availability))
      .map(([name]) => `${retrieve}/payload/properties/${name}`),
    ...Object.entries(socketQueryOptions)
      .filter(([, part]) => newer(part.availability))
      .map(([name]) => `/channels/api/bindings/ws/query/properties/${name}`),
    ...Object.entries(authSchemes)
      .filter(([, part]) => newer(part.availability))
      .map(([name]) => `/components/securitySchemes/${name}`),
    ...Object.entries(asyncApi.servers)
      .filter(([, server]) => newer(transports[server.protocol === 'wss' ? 'secure' : 'plain'].availability))
      .map(([name]) => `/servers/${segment(name)}`),
  ].sort();
}

describe('openapi.json marks x-newer-lumia where the data says newer', () => {
  const whole = new Set([...commands.map((command) => commandSchemaName(command.type)), 'CommonParams']);
  /** A whole endpoint, a whole answer of an endpoint or one media type of it, or a whole answer body other than a command's: parts the catalogue does not describe. */
  const endpointOrAnswer = (pointer: string) =>
    /^\/paths\/[^/]+\/[a-z]+(\/responses\/[^/]+(\/content\/[^/]+)?)?$/.test(pointer) ||
    (/^\/components\/schemas\/[^/]+$/.test(pointer) && !whole.has(pointer.split('/')[3]));

  it('on every newer command type, param, allowed value, server, security scheme and query parameter, and on no other of them', () => {
    const marked = markedPointers(openApi).filter((pointer) => !endpointOrAnswer(pointer));
    expect(marked.sort()).toEqual(expectedOpenApiMarks());
  });

  it('marks the structured body of a 400 answer, which only up-to-date builds are documented to give (rest/intro-to-send-api facts, Errors)', () => {
    expect(markedPointers(openApi)).toContain(`/paths/${segment('/api/send')}/post/responses/400/content/${segment('application/json')}`);
  });

  it('starts each newer note and newer platform list of a command description with Newer Lumia', () => {
    for (const command of commands) {
      const description = (openApi.components.schemas[commandSchemaName(command.type)] as {description: string}).description.split('\n\n');
      // A type documented only for newer builds says so once and marks none of its sentences (info.description).
      if (command.notes?.some((note) => note.text === NOTE_OLDER_UNDOCUMENTED)) {
        for (const note of command.notes) expect(description, `${command.type}: ${note.text}`).toContain(note.text);
        expect(
          description.filter((line) => /Newer Lumia:/.test(line)),
          command.type,
        ).toEqual([]);
        continue;
      }
      for (const note of command.notes ?? []) {
        expect(description, `${command.type}: ${note.text}`).toContain(newer(note.availability) ? `Newer Lumia: ${note.text}` : note.text);
      }
      if (command.newerPlatforms) expect(description, command.type).toContain(`Newer Lumia also acts on: ${command.newerPlatforms.join(', ')}.`);
      expect(
        description.some((line) => /^(Newer Lumia: )?Runs /.test(line) && line.startsWith('Newer Lumia') === newer(command.executionAvailability)),
        command.type,
      ).toBe(true);
      expect(description.filter((line) => line.startsWith('Newer Lumia')).length, command.type).toBe(
        (command.notes ?? []).filter((note) => newer(note.availability)).length +
          (newer(command.executionAvailability) ? 1 : 0) +
          (newer(command.platformsAvailability) ? 1 : 0) +
          (command.newerPlatforms ? 1 : 0) +
          (newer(command.respondsAvailability) ? 1 : 0),
      );
    }
  });
});

describe('asyncapi.json marks x-newer-lumia where the data says newer', () => {
  const events = new Set(eventTypeDocs.map((doc) => `/components/messages/${eventMessageName(doc.type)}`));
  /** A whole message only newer builds send or take (replies, subscribe): parts the data does not describe field by field. */
  const wholeMessage = (pointer: string) =>
    /^\/components\/messages\/[^/]+$/.test(pointer) && !events.has(pointer) && pointer !== messageWith('params');
  /** An operation, or the reply of one, that only newer builds have (websockets facts: retrieve, subscriptions and replies are [docs@HEAD]). */
  const newerOperations = ['/operations/retrieve', '/operations/sendCommand/reply', '/operations/subscribe'];

  it('marks the operations and the reply only newer builds have, and no other operation', () => {
    expect(
      markedPointers(asyncApi)
        .filter((pointer) => pointer.startsWith('/operations/'))
        .sort(),
    ).toEqual(newerOperations);
  });

  it('on every newer command type, event type, event field, message field, server and security scheme, and on no other of them', () => {
    const marked = markedPointers(asyncApi).filter((pointer) => !wholeMessage(pointer) && !newerOperations.includes(pointer));
    expect(marked.sort()).toEqual(expectedAsyncApiMarks());
  });

  it('lists exactly the newer command types in the newer branch of the command type', () => {
    const type = asyncApi.components.messages[messageWith('params').split('/').at(-1)!].payload.properties.type as {anyOf: {enum: string[]}[]};
    expect(type.anyOf[1].enum).toEqual(commands.filter((command) => newer(command.availability)).map((command) => command.type));
    expect(type.anyOf[0].enum).toEqual(commands.filter((command) => !newer(command.availability)).map((command) => command.type));
  });
});

/** How many "Newer Lumia" badges a piece of rendered HTML holds. */
const badges = (html: string) => html.split('>Newer Lumia</span>').length - 1;

/** The rows of the first table body in the HTML, by the text of the code in their first cell. */
function rowsByName(html: string): Map<string, string> {
  const body = /<tbody>(.*?)<\/tbody>/s.exec(html)?.[1] ?? '';
  return new Map([...body.matchAll(/<tr>(.*?)<\/tr>/gs)].map(([, row]) => [/^<td><code>([^<]*)<\/code>/.exec(row)?.[1] ?? '', row]));
}

/** The badges each param row must show: one for a newer param, one for its newer values, one for a number form only newer builds take. */
const paramBadges = (param: ResolvedParam) =>
  (newer(param.availability) ? 1 : 0) +
  (newer(param.numberAvailability) ? 1 : 0) +
  (param.newerAllowed?.length ? 1 : 0) +
  (param.olderDocsRequire ? 1 : 0) +
  (newer(param.allowedAvailability) ? 1 : 0) +
  (param.newerDescription ? 1 : 0);

describe('the reference tables badge what the data says is newer', () => {
  it('badges a command, its newer platforms, params, values and notes, and nothing else', async () => {
    const {default: CommandReference} = await import('../../src/components/CommandParams/CommandReference');
    for (const command of commands) {
      const html = renderToStaticMarkup(createElement(CommandReference, {type: command.type}));
      const facts = /<p[^>]*>(.*?)<\/p>/s.exec(html)?.[1] ?? '';
      expect(badges(facts), `${command.type}: type, execution, answer and platforms`).toBe(
        (newer(command.availability) ? 1 : 0) +
          (newer(command.executionAvailability) ? 1 : 0) +
          (newer(command.respondsAvailability) ? 1 : 0) +
          (newer(command.platformsAvailability) ? 1 : 0) +
          (command.newerPlatforms ? 1 : 0),
      );
      if (newer(command.platformsAvailability)) expect(facts, command.type).toContain(`platforms: ${command.platforms?.join(', ')} <span`);
      if (newer(command.executionAvailability)) expect(facts, command.type).toMatch(/(queue<\/a>|at once) <span[^>]*>Newer Lumia<\/span>/);
      if (command.newerPlatforms) expect(facts, command.type).toContain(`${command.newerPlatforms.join(', ')} <span`);
      const rows = rowsByName(html);
      expect([...rows.keys()], command.type).toEqual(command.params.map((param) => param.name));
      for (const param of command.params) expect(badges(rows.get(param.name) ?? ''), `${command.type}.${param.name}`).toBe(paramBadges(param));
      const notes = [...(/<ul[^>]*>(.*?)<\/ul>/s.exec(html)?.[1] ?? '').matchAll(/<li>(.*?)<\/li>/gs)].map(([, item]) => item);
      expect(notes.length, `${command.type} notes`).toBe(command.notes?.length ?? 0);
      (command.notes ?? []).forEach((note, index) =>
        expect(badges(notes[index]), `${command.type}: ${note.text}`).toBe(newer(note.availability) ? 1 : 0),
      );
      expect(badges(html), command.type).toBe(
        badges(facts) +
          command.params.reduce((sum, param) => sum + paramBadges(param), 0) +
          (command.notes ?? []).filter((note) => newer(note.availability)).length,
      );
    }
  });

  it('shows no badge in a section that describes newer builds as a whole, where the section line is the badge', async () => {
    const {default: CommandReference} = await import('../../src/components/CommandParams/CommandReference');
    const marked = commands.filter((command) => badges(renderToStaticMarkup(createElement(CommandReference, {type: command.type}))) > 0);
    expect(marked.length).toBeGreaterThan(0);
    for (const command of marked) {
      const html = renderToStaticMarkup(createElement(CommandReference, {type: command.type, newerSection: true}));
      expect(badges(html), command.type).toBe(0);
      expect(html.split('<li>').length - 1, `${command.type} notes`).toBe(command.notes?.length ?? 0);
    }
  });

  it('badges in the index of command types the Runs column, each newer type and each answer known for newer builds only, and nothing else', async () => {
    const {default: CommandIndexTable} = await import('../../src/components/CommandIndex/CommandIndexTable');
    const html = renderToStaticMarkup(createElement(CommandIndexTable));
    // Which types run at once and which are queued is known for newer builds only (command-types: exec is [types-repo]).
    const headers = [...(/<thead>(.*?)<\/thead>/s.exec(html)?.[1] ?? '').matchAll(/<th[^>]*>(.*?)<\/th>/gs)].map(([, cell]) => cell);
    expect(headers.map(badges)).toEqual([0, 0, 1, 0]);
    const body = /<tbody>(.*?)<\/tbody>/s.exec(html)?.[1] ?? '';
    const rows = new Map(
      [...body.matchAll(/<tr>(.*?)<\/tr>/gs)].map(([, row]) => {
        const cells = [...row.matchAll(/<td>(.*?)<\/td>/gs)].map(([, cell]) => cell);
        return [/<code>([^<]*)<\/code>/.exec(cells[0])?.[1] ?? '', cells] as const;
      }),
    );
    expect([...rows.keys()]).toEqual(lumiaReference.commands.map((command) => command.type));
    for (const command of lumiaReference.commands) {
      const [type, title, runs, answers] = rows.get(command.type) ?? [];
      expect(badges(type), `${command.type}: type`).toBe(newer(command.availability) ? 1 : 0);
      expect(badges(title) + badges(runs), `${command.type}: title and execution`).toBe(0);
      expect(badges(answers), `${command.type}: answer`).toBe(newer(command.respondsAvailability) ? 1 : 0);
    }
    // What the loyalty types answer is known for newer builds only (rest/loyalty-points facts).
    expect(rows.get('add-loyalty-points')?.[3]).toMatch(/^a value <span[^>]*>Newer Lumia<\/span>$/);
  });

  it('badges the newer params every command accepts', async () => {
    const {ParamsTable} = await import('../../src/components/CommandParams/ParamsTable');
    const rows = rowsByName(renderToStaticMarkup(createElement(ParamsTable, {params: lumiaReference.envelopeParams, label: 'Envelope'})));
    for (const param of lumiaReference.envelopeParams) expect(badges(rows.get(param.name) ?? ''), param.name).toBe(paramBadges(param));
  });

  it('badges the newer event fields, and no other', async () => {
    const {default: EventFieldsTable} = await import('../../src/components/EventFields/EventFieldsTable');
    const tables = [
      {name: 'envelope', fields: envelopeFields, html: renderToStaticMarkup(createElement(EventFieldsTable, {envelope: true}))},
      ...eventTypeDocs.map((doc) => ({
        name: doc.type,
        fields: doc.fields,
        html: renderToStaticMarkup(createElement(EventFieldsTable, {type: doc.type})),
      })),
    ];
    for (const {name, fields, html} of tables) {
      const rows = rowsByName(html);
      expect([...rows.keys()], name).toEqual(fields.map((field) => field.path));
      // One badge on a newer field's name, and one on each part of a field that only the newer docs give (its type, its presence).
      const expected = (field: EventField) => (newer(field.availability) ? 1 : 0) + (field.tracked?.type ? 1 : 0) + (field.tracked?.optional ? 1 : 0);
      for (const field of fields) expect(badges(rows.get(field.path) ?? ''), `${name} ${field.path}`).toBe(expected(field));
    }
  });
});

describe('the data marks newer what the fact sheets name only from newer sources', () => {
  const byType = new Map(commands.map((command) => [command.type as string, command]));
  const param = (type: string, name: string) => byType.get(type)?.params.find((entry) => entry.name === name);

  it('marks the newer params (command-types, send-studio, chatbot, control-overlays, control-command-folder-state, chat-mod-commands)', () => {
    const newerParams: [string, string][] = [
      ['studio-animation', 'cycles'],
      ['chatbot-message', 'replyParentMessageId'],
      ['overlay-set-layer-position', 'transitionTime'],
      ['overlay-set-layer-position', 'transitionInterpolation'],
      ['overlay-set-layer-position', 'transitionCubicBezier'],
      ['set-command-state', 'kind'],
      ['translate-message', 'userToChatAs'],
      ['shoutout', 'userToChatAs'],
      ['ban-user', 'cleanupOnBan'],
    ];
    for (const [type, name] of newerParams) expect(param(type, name)?.availability, `${type}.${name}`).toBe('newer');
    expect(lumiaReference.envelopeParams.find((entry) => entry.name === 'bypassQueue')?.availability).toBe('newer');
  });

  it('models a param that only older builds are documented to require as optional, with a note of the tracked version to send it and a newer note on leaving it out (chatbot)', () => {
    // required says what the app checks; newer builds post without platform, and the docs of older builds require it,
    // which the table shows as "documented as required; newer builds: no" with the badge.
    expect(param('chatbot-message', 'platform')?.required).toBe(false);
    expect(param('chatbot-message', 'platform')?.olderDocsRequire).toBe(true);
    const notes = byType.get('chatbot-message')?.notes ?? [];
    expect(notes.some((note) => !newer(note.availability) && /Always send platform/.test(note.text) && /older builds/i.test(note.text))).toBe(true);
    expect(notes.some((note) => newer(note.availability) && /platform left out/.test(note.text))).toBe(true);
  });

  it('says with a newer note that the name a command or studio type runs is not checked, where its table says not required (send-commands, send-studio)', () => {
    // The app schema does not guard value; the package types it as non-optional; the command cannot run without it.
    for (const type of [
      'chat-command',
      'chatbot-command',
      'twitch-points',
      'twitch-extension',
      'kick-points',
      'studio-scene',
      'studio-theme',
      'studio-animation',
    ]) {
      expect(param(type, 'value')?.required, type).toBe(false);
      expect(
        byType.get(type)?.notes?.some((note) => newer(note.availability) && /value is not checked/.test(note.text) && /nothing runs/.test(note.text)),
        type,
      ).toBe(true);
    }
  });

  it('shows value of the colour types as required by the docs and not checked by newer builds (send-generic-colors)', () => {
    for (const type of ['hex-color', 'rgb-color']) {
      expect(param(type, 'value')?.required, type).toBe(false);
      expect(param(type, 'value')?.olderDocsRequire, type).toBe(true);
    }
  });

  it('marks the whole platform list newer where the facts give it from the app schema only (chat-mod-commands)', () => {
    const marked = commands.filter((command) => newer(command.platformsAvailability)).map((command) => command.type);
    expect([...marked].sort()).toEqual(['delete-message', 'shoutout', 'translate-message']);
    for (const type of marked) expect(param(type, 'platform')?.allowedAvailability, type).toBe('newer');
  });

  it('marks the platforms only newer builds act on (chatbot, chat-mod-commands)', () => {
    expect(byType.get('chatbot-message')?.newerPlatforms).toEqual(['kick', 'discord']);
    for (const type of ['ban-user', 'unban-user', 'timeout-user']) {
      expect(byType.get(type)?.newerPlatforms, type).toEqual(['kick']);
      expect(param(type, 'platform')?.newerAllowed, type).toEqual(['kick']);
    }
  });

  it('marks the execution of every type the package has as known for newer builds only, and of no newer type (command-types: exec is [types-repo] only)', () => {
    for (const command of commands) {
      expect(command.executionAvailability, command.type).toBe(newer(command.availability) ? undefined : 'newer');
    }
  });

  it('marks the answers only newer builds are known to give, and none inside a type that is newer as a whole (loyalty-points)', () => {
    const marked = commands.filter((command) => newer(command.respondsAvailability)).map((command) => command.type);
    expect([...marked].sort()).toEqual(['add-loyalty-points', 'get-loyalty-points']);
    for (const type of marked) expect(byType.get(type)?.availability, type).toBe('current');
  });

  it('marks a note on what only newer builds do where the facts tie a behaviour to them', () => {
    const withNewerNote = [
      'studio-scene',
      'studio-theme',
      'studio-animation',
      'chat-command',
      'chatbot-command',
      'twitch-points',
      'twitch-extension',
      'kick-points',
      'chatbot-message',
      'tts',
      'set-command-state',
      'set-folder-state',
      'timeout-user',
      'update-variable-value',
      'get-loyalty-points',
      'add-loyalty-points',
      'delete-message',
    ];
    for (const type of withNewerNote)
      expect(
        byType.get(type)?.notes?.some((note) => newer(note.availability)),
        type,
      ).toBe(true);
  });

  it('says which builds a note holds for where newer builds answer otherwise (send-commands, send-studio, control-command-folder-state)', () => {
    // Newer builds refuse an unknown name with not_found; a plain note on what an unknown name gets holds only for older builds.
    const problems = commands
      .filter((command) => command.notes?.some((note) => newer(note.availability) && /not_found/.test(note.text)))
      .flatMap((command) =>
        (command.notes ?? [])
          .filter((note) => !newer(note.availability) && /unknown name/i.test(note.text) && !/\bOlder (builds|Lumia)\b/i.test(note.text))
          .map((note) => `${command.type}: ${note.text}`),
      );
    expect(problems).toEqual([]);
  });

  it('names no type that needs a newer Lumia Stream in a note or param of the tracked version (variables)', () => {
    const newerTypes = commands.filter((command) => newer(command.availability)).map((command) => command.type);
    const names = (text: string) => newerTypes.filter((type) => new RegExp(`(^|[^a-z-])${type}([^a-z-]|$)`).test(text));
    const problems = commands
      .filter((command) => !newer(command.availability))
      .flatMap((command) => [
        ...(command.notes ?? [])
          .filter((note) => !newer(note.availability) && names(note.text).length)
          .map((note) => `${command.type}: ${note.text}`),
        ...command.params
          .filter((param) => !newer(param.availability) && names(param.description).length)
          .map((param) => `${command.type}.${param.name}`),
      ]);
    expect(problems).toEqual([]);
  });

  it('gives the unit of the timeout duration per version (chat-mod-commands)', () => {
    const timeout = byType.get('timeout-user')!;
    expect(param('timeout-user', 'duration')?.description).not.toMatch(/seconds|minutes/);
    const current = (timeout.notes ?? []).filter((note) => !newer(note.availability)).map((note) => note.text);
    const later = (timeout.notes ?? []).filter((note) => newer(note.availability)).map((note) => note.text);
    expect(current.filter((text) => /seconds on Twitch/.test(text) && !/^Older builds/.test(text))).toEqual([]);
    expect(current.some((text) => /^Older builds/.test(text) && /minutes/.test(text) && /test/i.test(text))).toBe(true);
    // openapi.json shows the example with no prose around it: it must be a short timeout in either unit.
    expect(timeout.exampleParams?.duration).toBe(1);
    expect(current.some((text) => /300 is five minutes in seconds but five hours in minutes/.test(text))).toBe(true);
    expect(later.some((text) => /seconds on Twitch and YouTube, minutes on Kick/.test(text))).toBe(true);
  });

  it('warns on the types older builds know only by name that their handling is documented for newer builds only (command-types, chat-mod-commands)', () => {
    // In the 3.1.7 enum, but described only by the app schema and the August 2026 docs: the stream and
    // moderation types of the stream-commands page, and the types no docs page covers.
    const knownByNameOnly = [
      'change-stream-title',
      'change-current-category',
      'create-stream-marker',
      'run-commercial',
      'set-slow-mode',
      'set-subscriber-mode',
      'set-follow-mode',
      'set-emotes-mode',
      'send-announcement',
      'clip',
      'create-poll',
      'end-poll',
      'create-prediction',
      'end-prediction',
      'clear-chat',
      'add-moderator',
      'remove-moderator',
      'send-spotify-command',
      'chat',
      'hud-toggle',
      'hud-volume-set',
      'hud-opacity-set',
      'hud-overlay-change',
      'overlay-screenshot',
      // No docs page of either version describes it (facts/rest/send-commands.md, command-types.md row 32).
      'kick-points',
    ];
    const warned = commands.filter((command) => command.notes?.some((note) => note.text === NOTE_OLDER_UNDOCUMENTED)).map((command) => command.type);
    expect([...warned].sort()).toEqual([...knownByNameOnly].sort());
    for (const type of knownByNameOnly) expect(byType.get(type)?.availability, type).toBe('current');
    for (const command of commands.filter((entry) => entry.notes?.some((note) => note.text === NOTE_OLDER_UNDOCUMENTED))) {
      expect(command.notes?.find((note) => note.text === NOTE_OLDER_UNDOCUMENTED)?.availability, command.type).toBe('current');
    }
  });

  it('marks the newer parts of the API and the newer event field (get-a-token, get-settings, listen-to-events, send-rest-commands)', () => {
    expect(authSchemes.bearer.availability).toBe('newer');
    expect(authSchemes.token.availability).toBe('current');
    expect(transports.secure.availability).toBe('newer');
    expect(retrieveOptions.slim.availability).toBe('newer');
    expect(socketQueryOptions.name.availability).toBe('newer');
    expect(socketCommandFields.context.availability).toBe('newer');
    expect(eventTypeDocs.find((doc) => doc.type === 'states')?.fields.find((field) => field.path === 'data.listenId')?.availability).toBe('newer');
  });

  it('marks newer every event field the package does not type where the newer docs put it (listen-to-events, event-mocks)', () => {
    const fieldsOf = (type: string) => eventTypeDocs.find((doc) => doc.type === type)?.fields ?? [];
    const newerPaths = (fields: readonly EventField[]) => fields.filter((field) => newer(field.availability)).map((field) => field.path);
    const times = ['data.extraSettings.time', 'data.extraSettings.timestamp'];
    // ILumiaEvent has no event field.
    expect(newerPaths(envelopeFields)).toEqual(['event']);
    // ILumiaEventChatBody nests id, channel and message in data.data, and has no extraSettings or shouldRemove.
    expect(newerPaths(fieldsOf('chat'))).toEqual(fieldsOf('chat').map((field) => field.path));
    // ILumiaEventChatCommandBody has username and command, without extraSettings and its times.
    expect(newerPaths(fieldsOf('command'))).toEqual(['data.extraSettings', ...times]);
    // ILumiaEventAlertBody is a Streamlabs-era body without dynamic, replay or extraSettings.
    expect(newerPaths(fieldsOf('alert'))).toEqual(['data.dynamic', 'data.dynamic.value', 'data.replay', 'data.extraSettings', ...times]);
    // ILumiaEventStateBody has on, fuze and streamMode.
    expect(newerPaths(fieldsOf('states'))).toEqual(['data.listenId']);
  });

  it('gives the package’s own typing beside what only the newer docs say of a field both have (listen-to-events)', () => {
    const tracked = (type: string) =>
      Object.fromEntries(
        (eventTypeDocs.find((doc) => doc.type === type)?.fields ?? []).filter((field) => field.tracked).map((field) => [field.path, field.tracked]),
      );
    // ILumiaEventChatCommandBody { username?: string; command?: string }: the newer docs list both in every command event.
    expect(tracked('command')).toEqual({'data.username': {optional: true}, 'data.command': {optional: true}});
    // ILumiaEventStateBody { on: number; fuze: number; streamMode: number }: only the newer docs say 1 or 0.
    expect(tracked('states')).toEqual({'data.on': {type: 'number'}, 'data.streamMode': {type: 'number'}, 'data.fuze': {type: 'number'}});
    expect(tracked('chat')).toEqual({});
    expect(tracked('alert')).toEqual({});
  });

  it('has the 11 send-API types that the package lacks as newer types (command-types)', () => {
    expect(
      commands
        .filter((command: ResolvedCommand) => newer(command.availability))
        .map((command) => command.type)
        .sort(),
    ).toEqual(
      [
        'song-request',
        'modqueue-decision',
        'run-actions',
        'get-action-catalog',
        'create-chatbot-command',
        'update-chatbot-command',
        'delete-chatbot-command',
        'set-counter-value',
        'overlay-set-layer-size',
        'pin-message',
        'unpin-message',
      ].sort(),
    );
  });
});
