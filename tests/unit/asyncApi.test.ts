import {describe, expect, it} from 'vitest';
import {DiagnosticSeverity, Parser} from '@asyncapi/parser';
import {buildAsyncApi, eventMessageName, schemaFromFields} from '../../src/lib/asyncApi';
import {exampleBody} from '../../src/lib/openApi';
import {lumiaReference} from '../../src/data/lumiaReference';
import {lumiaTypesVersion} from '../../src/data/lumiaTypesVersion';
import {eventExamples, eventTypeDocs} from '../../src/data/events';
import {socketQueryOptions} from '../../src/data/apiAvailability';
import {schemaProblems} from '../support/jsonSchema';

const doc = buildAsyncApi(lumiaReference) as {components: {messages: Record<string, {payload: Record<string, unknown>}>}};

describe('AsyncAPI document', () => {
  it('parses without errors', async () => {
    const {document, diagnostics} = await new Parser().parse(JSON.stringify(doc));
    // eslint-disable-next-line @typescript-eslint/no-unsafe-enum-comparison -- diagnostics use another installed copy of this @stoplight/types enum
    const errors = diagnostics.filter((d) => d.severity === DiagnosticSeverity.Error);
    expect(errors.map((e) => `${e.path.join('.')}: ${e.message}`)).toEqual([]);
    expect(document).toBeDefined();
    expect(document!.channels().get('api')?.address()).toBe('/api');
    expect(document!.servers().get('local')?.host()).toBe('127.0.0.1:39231');
  });

  it('has a message per documented event type and for each client message', () => {
    for (const type of eventTypeDocs.map((d) => d.type)) expect(doc.components.messages).toHaveProperty(eventMessageName(type));
    for (const name of ['SendCommand', 'Retrieve', 'Subscribe', 'CommandResponse', 'RetrieveResponse', 'SubscribeAck']) {
      expect(doc.components.messages).toHaveProperty(name);
    }
  });

  it('is versioned by the lumia-types package the docs track, and names it where it marks what needs newer Lumia', () => {
    expect((doc as unknown as {info: {version: string}}).info.version).toBe(lumiaTypesVersion);
    const upgraded = buildAsyncApi({...lumiaReference, lumiaTypesVersion: '9.9.9'}) as {
      info: {version: string; description: string};
      components: {messages: Record<string, {summary: string}>};
    };
    expect(upgraded.info.version).toBe('9.9.9');
    expect(upgraded.info.description).toContain('@lumiastream/lumia-types 9.9.9 describes');
    expect(upgraded.components.messages.Subscribe.summary).toContain('Needs a newer Lumia Stream than lumia-types 9.9.9 describes.');
  });

  it('lists every catalogue command type for the command message, the newer ones in a branch marked newer', () => {
    type Branch = {enum: string[]; 'x-newer-lumia'?: boolean};
    const payload = doc.components.messages.SendCommand.payload as {properties: {type: {anyOf: Branch[]}}};
    const [current, newer] = payload.properties.type.anyOf;
    expect([...current.enum, ...newer.enum].sort()).toEqual(
      lumiaReference.commands
        .filter((c) => !c.internal)
        .map((c) => c.type)
        .sort(),
    );
    expect(current['x-newer-lumia']).toBeUndefined();
    expect(newer.enum).toEqual(lumiaReference.commands.filter((c) => !c.internal && c.availability === 'newer').map((c) => c.type));
    expect(newer['x-newer-lumia']).toBe(true);
  });

  it('leaves the types only Lumia Stream itself sends out of the command message', () => {
    const payload = doc.components.messages.SendCommand.payload as {properties: {type: {anyOf: {enum: string[]}[]}}};
    const listed = payload.properties.type.anyOf.flatMap((branch) => branch.enum);
    const internal = lumiaReference.commands.filter((c) => c.internal).map((c) => c.type);
    expect(internal).toContain('overlay-screenshot-response');
    for (const type of internal) expect(listed).not.toContain(type);
  });

  it('sends in its command examples the example body of the REST document, which its page shows', () => {
    const examples = (doc.components.messages.SendCommand as unknown as {examples: {payload: {type: string; context?: unknown}}[]}).examples;
    expect(examples.length).toBeGreaterThan(0);
    for (const {payload} of examples) {
      const {context: _context, ...body} = payload;
      expect(body, payload.type).toEqual(exampleBody(lumiaReference.commands.find((c) => c.type === payload.type)!));
    }
  });

  it('shows in its command examples no field that only newer builds read, such as context', () => {
    const message = doc.components.messages.SendCommand as unknown as {
      payload: {properties: Record<string, {'x-newer-lumia'?: boolean}>};
      examples: {payload: Record<string, unknown>}[];
    };
    const newerFields = Object.entries(message.payload.properties)
      .filter(([, property]) => property['x-newer-lumia'])
      .map(([name]) => name);
    expect(newerFields).toContain('context');
    for (const {payload} of message.examples) for (const name of newerFields) expect(payload, name).not.toHaveProperty(name);
  });

  it('does not require the token in the query, since newer builds also take it as a bearer header', () => {
    const query = (
      doc as unknown as {channels: {api: {bindings: {ws: {query: {required?: string[]; properties: Record<string, {description: string}>}}}}}}
    ).channels.api.bindings.ws.query;
    expect(query.required ?? []).not.toContain('token');
    expect(query.properties.token.description).toMatch(/Required, unless newer Lumia gets the token in an Authorization: Bearer header/);
  });

  it('keeps what the tracked package types where only the newer docs give a field its type or presence, and says the rest in a Newer Lumia sentence', () => {
    type Schema = {type?: unknown; enum?: unknown; description?: string; required?: string[]; properties: Record<string, Schema>};
    const dataOf = (type: string) => (doc.components.messages[eventMessageName(type)].payload as unknown as Schema).properties.data;
    const states = dataOf('states');
    for (const name of ['on', 'streamMode', 'fuze']) {
      expect(states.properties[name].type, name).toBe('number');
      expect(states.properties[name].enum, name).toBeUndefined();
      // The meaning comes from the newer docs only, so it follows "Newer Lumia:" too.
      expect(states.properties[name].description, name).toMatch(
        /^Newer Lumia: Whether [^.]+, as 1 or 0\. lumia-types \S+ types it number and gives it no meaning\.$/,
      );
    }
    const command = dataOf('command');
    expect(command.required ?? []).toEqual([]);
    expect(command.properties.username.description).toMatch(/Newer Lumia: always sent; lumia-types \S+ types it optional\./);
  });

  it('gives every message its own name', () => {
    const names = Object.values(doc.components.messages as unknown as Record<string, {name: string}>).map((message) => message.name);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('builds nested payload schemas from dotted field paths', () => {
    const schema = schemaFromFields(
      [
        {path: 'data.extraSettings', type: 'object', description: 'outer'},
        {path: 'data.extraSettings.time', type: 'string', description: 'inner'},
        {path: 'data.on', type: '0 | 1', description: 'switch'},
      ],
      lumiaReference.lumiaTypesVersion,
    ) as {properties: {data: {properties: Record<string, {properties?: Record<string, unknown>; enum?: number[]}>}}};
    expect(schema.properties.data.properties.extraSettings.properties).toHaveProperty('time');
    expect(schema.properties.data.properties.on.enum).toEqual([0, 1]);
  });

  it('accepts every event example of events.ts under its message payload schema', () => {
    for (const example of eventExamples) {
      const payload = doc.components.messages[eventMessageName(example.event.type)].payload;
      expect(schemaProblems(payload, example.event, example.id)).toEqual([]);
    }
  });

  it('requires no field that only newer builds send, such as event on alerts or data.extraSettings on chat and command', () => {
    const requiredNewer: string[] = [];
    const visit = (node: unknown, where: string): void => {
      if (typeof node !== 'object' || node === null) return;
      const record = node as {required?: string[]; properties?: Record<string, {'x-newer-lumia'?: boolean}>};
      for (const name of record.required ?? []) if (record.properties?.[name]?.['x-newer-lumia']) requiredNewer.push(`${where}.${name}`);
      for (const [key, child] of Object.entries(record.properties ?? {})) visit(child, `${where}.${key}`);
    };
    for (const type of eventTypeDocs.map((d) => d.type)) visit(doc.components.messages[eventMessageName(type)].payload, type);
    expect(requiredNewer).toEqual([]);
    const alert = doc.components.messages[eventMessageName('alert')].payload as {required: string[]; properties: Record<string, unknown>};
    expect(alert.properties).toHaveProperty('event');
    expect(alert.required).not.toContain('event');
  });

  it('says of the current command types only that the package enum has them', () => {
    const payload = (doc.components.messages.SendCommand.payload as {properties: {type: {anyOf: {description: string}[]}}}).properties.type;
    const [current] = payload.anyOf;
    expect(current.description).toMatch(
      new RegExp(`^In LumiaActivityCommandTypes of @lumiastream/lumia-types ${lumiaTypesVersion.replace(/\./g, '\\.')};`),
    );
    expect(current.description).not.toMatch(/Accepted by/);
  });

  it('says what unmarked parts stand for', () => {
    const {info} = doc as unknown as {info: {description: string}};
    // Documented for newer builds, and only in part for the tracked version: no inference that newer behaviour holds for it.
    expect(info.description).toMatch(
      /Unmarked parts are documented for the Lumia Stream that lumia-types \S+ describes, by that package or by the docs of its time\./,
    );
    expect(info.description).not.toMatch(/probably hold/);
    // The package types older event payloads: the document names the events whose description says how.
    expect(info.description).toMatch(
      /For events, lumia-types \S+ types payloads other than the ones documented for newer builds; the chat, command,? (and )?alert/,
    );
  });

  it('requires fields not marked optional, and marks newer ones', () => {
    const states = doc.components.messages[eventMessageName('states')].payload as {
      required: string[];
      properties: {data: {required: string[]; properties: Record<string, {'x-newer-lumia'?: boolean}>}};
    };
    expect(states.required).toContain('data');
    expect(states.properties.data.required).toEqual(expect.arrayContaining(['on', 'streamMode', 'fuze']));
    const listenId = eventTypeDocs.find((d) => d.type === 'states')!.fields.find((f) => f.path === 'data.listenId')!;
    if (listenId.optional) expect(states.properties.data.required).not.toContain('listenId');
    if (listenId.availability === 'newer') expect(states.properties.data.properties.listenId['x-newer-lumia']).toBe(true);
  });
});

describe('what the AsyncAPI document says in its descriptions', () => {
  type Described = {description: string; summary?: string};
  const full = doc as unknown as {
    info: Described;
    servers: Record<string, Described>;
    channels: {api: Described};
    operations: Record<string, Described>;
    components: {messages: Record<string, Described & {examples?: {summary?: string; payload: {data: Record<string, unknown>}}[]}>};
  };

  it('marks in prose what only newer builds are documented to do', () => {
    const sentences = (text: string) => text.split(/(?<=\.)\s+/);
    const claims: [where: string, text: string, about: RegExp][] = [
      ['info', full.info.description, /close codes?/i],
      // The address, ?token= and the absence of a handshake are documented for newer builds; older ones only by the 2021 demo.
      ['info', full.info.description, /\?token=/],
      ['receiveEvents', full.operations.receiveEvents.description, /stream mode/],
      // Replies to what a client sent are documented for newer builds only.
      ['receiveEvents', full.operations.receiveEvents.description, /socketapi:/],
      // A chat removal (data.shouldRemove) is documented for newer builds only.
      [eventMessageName('chat'), full.components.messages[eventMessageName('chat')].summary ?? '', /removal/],
      ['SendCommand', full.components.messages.SendCommand.description, /subscribe message/],
      ...Object.entries(full.servers)
        .filter(([, server]) => /Settings → API/.test(server.description))
        .map(([name, server]): [string, string, RegExp] => [name, server.description, /Settings → API/]),
    ];
    if (socketQueryOptions.name.availability === 'newer') claims.push(['channel', full.channels.api.description, /&name=/]);
    const problems = claims.flatMap(([where, text, about]) => {
      const found = sentences(text).filter((sentence) => about.test(sentence));
      if (!found.length) return [`${where}: says nothing matching ${about.source}`];
      return found.filter((sentence) => !/(newer|older) (Lumia|builds)/i.test(sentence)).map((sentence) => `${where}: ${sentence}`);
    });
    expect(problems).toEqual([]);
  });

  it('counts 1006 among the codes a client reports itself, on any build, not among those newer Lumia sends', () => {
    // RFC 6455 §7.4.1: 1006 is never sent in a close frame; a client reports it for a connection that ends without one.
    const sentences = full.info.description.split(/(?<=\.)\s+/);
    const sent = sentences.filter((sentence) => /newer Lumia sends|of newer Lumia/i.test(sentence) && /close codes?/i.test(sentence));
    expect(sent.length).toBeGreaterThan(0);
    for (const sentence of sent) expect(sentence).not.toContain('1006');
    expect(sentences.find((sentence) => sentence.includes('1006'))).toMatch(/client reports 1006 itself, on any build/);
  });

  it('says on the events older builds send that their payload is documented for newer builds, that older builds sent slash-style types, and what the package types instead', () => {
    // states: the 1 and 0 are documented for newer builds; ILumiaEventStateBody types plain numbers.
    for (const type of ['chat', 'command', 'alert', 'states']) {
      const message = full.components.messages[eventMessageName(type)];
      expect(message.description, type).toMatch(/Older builds are documented as sending slash-style types/);
      expect(message.description, type).toContain('/docs/websockets/listen-to-events#legacy-event-names');
      expect(message.description, type).toMatch(/which names and payloads a lumia-types \S+ build sends, is not documented/);
      expect(message.description, type).toContain(`@lumiastream/lumia-types ${lumiaTypesVersion} types`);
    }
  });

  it('claims no format the facts do not give for the icon of a chat platform and the name colour of a chatter', () => {
    const fields = eventTypeDocs.flatMap((entry) => entry.fields);
    for (const path of ['data.icon', 'data.extraSettings.userColor', 'data.extraSettings.avatar']) {
      expect(fields.find((field) => field.path === path)?.description, path).not.toMatch(/\b(URL|hex)\b/i);
    }
  });

  it('marks as illustrative a modqueue_list example with item keys beyond the documented ones', () => {
    const documented = ['modQueueId', 'username', 'avatar', 'date'];
    for (const example of eventExamples.filter((entry) => entry.event.type === 'modqueue_list')) {
      const items = example.event.data.list as Record<string, unknown>[];
      const extra = items.flatMap((item) => Object.keys(item)).filter((key) => !documented.includes(key));
      if (extra.length) expect(example.title, extra.join(', ')).toMatch(/illustrative/);
    }
  });

  it('says what is not documented about older builds without naming which docs describe a message', () => {
    expect(full.components.messages.Retrieve.description).toBe('What older builds do with this message is not documented.');
  });
});
