import {readFileSync} from 'node:fs';
import {isDeepStrictEqual} from 'node:util';
import * as lumiaTypes from '@lumiastream/lumia-types';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {compileErrors, validate} from '@readme/openapi-parser';
import Ajv2020 from 'ajv/dist/2020';
import {lumiaReference as reference} from '../../src/data/lumiaReference';
import {lumiaTypesVersion} from '../../src/data/lumiaTypesVersion';
import {newerAlertValues} from '../../src/data/newerAlertValues';
import {structuredErrorCodes} from '../../src/lib/lumiaApi';
import {answersFalseOffPlatform} from '../../src/data/commands';
import {buildOpenApi, commandSchemaName, exampleBody, sendableCommands} from '../../src/lib/openApi';
import {validateSendBody} from '../../src/lib/validateSendBody';

type Doc = {
  servers: {url: string}[];
  paths: Record<string, Record<string, {requestBody?: {content: Record<string, {examples?: Record<string, {value: unknown}>}>}}>>;
  components: {
    schemas: Record<
      string,
      {
        oneOf?: {$ref: string}[];
        discriminator?: {mapping: Record<string, string>};
        examples?: unknown[];
        properties?: Record<string, {const?: string}>;
      }
    >;
  };
};

const doc = buildOpenApi(reference) as unknown as Doc;

/** The value of a literal written in a page (a number, string, boolean, null, array or object of them). */
function literalValue(node: ts.Expression): unknown {
  if (ts.isParenthesizedExpression(node)) return literalValue(node.expression);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken) return -Number(literalValue(node.operand));
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isArrayLiteralExpression(node)) return node.elements.map(literalValue);
  if (ts.isObjectLiteralExpression(node)) {
    return Object.fromEntries(
      node.properties.map((property) => {
        if (!ts.isPropertyAssignment(property) || !(ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) {
          throw new Error(`Not a literal property: ${property.getText()}`);
        }
        return [property.name.text, literalValue(property.initializer)];
      }),
    );
  }
  throw new Error(`Not a literal: ${node.getText()}`);
}

/**
 * The `body` of every `<RequestExample>` of a docs page, read from its MDX source: each tag is
 * parsed as JSX by the TypeScript parser, and fenced code blocks are blanked out first.
 */
function pageBodies(route: string): unknown[] {
  const file = new URL(`../../${route.slice(1)}.mdx`, import.meta.url);
  const text = readFileSync(file, 'utf8').replace(/^([ \t]*)(```|~~~)[\s\S]*?^\1\2/gm, (block) => block.replace(/[^\n]/g, ' '));
  const starts = [...text.matchAll(/<RequestExample\b/g)].map((match) => match.index);
  return starts.flatMap((start, index) => {
    // Up to the next example: the parser reads what follows the element as code too.
    const element = text.slice(start, starts[index + 1]);
    const source = ts.createSourceFile('page.tsx', `const element = ${element}`, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    let node = (source.statements[0] as ts.VariableStatement).declarationList.declarations[0].initializer!;
    // Text after the element reads as operators (`<`, `>`) applied to it: keep the element.
    while (ts.isBinaryExpression(node)) node = node.left;
    if (!ts.isJsxSelfClosingElement(node)) throw new Error(`${route}: a RequestExample that is not <RequestExample … />`);
    const body = node.attributes.properties.find((attribute) => ts.isJsxAttribute(attribute) && attribute.name.getText() === 'body');
    if (!body) return [];
    const expression = ts.isJsxAttribute(body) && body.initializer && ts.isJsxExpression(body.initializer) ? body.initializer.expression : undefined;
    if (!expression) throw new Error(`${route}: a RequestExample body that is not an expression`);
    return [literalValue(expression)];
  });
}

/**
 * Every example in the document with the schema it illustrates: `examples` of a schema,
 * and `example` / `examples` of a media type against that media type's schema. The document
 * is registered with Ajv once, so `$ref`s resolve inside it; OpenAPI's own keywords
 * (discriminator, x-…) are annotations here, not checks.
 */
const docId = 'https://docs.invalid/openapi.json';
const examples = (() => {
  const ajv = new Ajv2020({strict: false, allErrors: true, validateSchema: false, logger: false});
  ajv.addSchema({...structuredClone(doc), $id: docId});
  const found: {where: string; schema: object; value: unknown}[] = [];
  const visit = (node: unknown, pointer: string): void => {
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    const here = (suffix: string) => ({$ref: `${docId}#${pointer}${suffix}`});
    if (Array.isArray(record.examples) && pointer.includes('/schemas/')) {
      record.examples.forEach((value, index) => found.push({where: `${pointer}/examples/${index}`, schema: here(''), value}));
    }
    if ('schema' in record && pointer.includes('/content/')) {
      if ('example' in record) found.push({where: `${pointer}/example`, schema: here('/schema'), value: record.example});
      if (record.examples && typeof record.examples === 'object' && !Array.isArray(record.examples)) {
        for (const [name, entry] of Object.entries(record.examples as Record<string, {value: unknown}>)) {
          found.push({where: `${pointer}/examples/${name}`, schema: here('/schema'), value: entry.value});
        }
      }
    }
    for (const [key, child] of Object.entries(record)) visit(child, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`);
  };
  visit(doc, '');
  return {ajv, found};
})();

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    // validate() dereferences in place, so give it a copy.
    const result = await validate(structuredClone(doc) as never);
    if (!result.valid) throw new Error(compileErrors(result));
    expect(result.valid).toBe(true);
  });

  it('is versioned by the lumia-types package the docs track, and names it where it marks what needs newer Lumia', () => {
    expect((doc as unknown as {info: {version: string}}).info.version).toBe(lumiaTypesVersion);
    type VersionedDoc = Doc & {info: {version: string; description: string}};
    const upgraded = buildOpenApi({...reference, lumiaTypesVersion: '9.9.9'}) as unknown as VersionedDoc;
    expect(upgraded.info.version).toBe('9.9.9');
    expect(upgraded.info.description).toContain('@lumiastream/lumia-types 9.9.9 describes');
    // A newer type without a note of its own on needing a newer Lumia Stream gets the generic sentence.
    const newer = reference.commands.find(
      (command) => command.availability === 'newer' && !command.notes?.some((note) => /needs a newer Lumia Stream/i.test(note.text)),
    )!;
    expect((upgraded.components.schemas[commandSchemaName(newer.type)] as {description: string}).description).toContain(
      'Needs a newer Lumia Stream than lumia-types 9.9.9 describes.',
    );
  });

  it('has one body schema per catalogue command a caller may send, discriminated by type', () => {
    const body = doc.components.schemas.SendBody;
    const sendable = reference.commands.filter((command) => !command.internal);
    expect(body.oneOf).toHaveLength(sendable.length);
    for (const command of sendable) {
      const name = commandSchemaName(command.type);
      expect(body.discriminator?.mapping[command.type]).toBe(`#/components/schemas/${name}`);
      expect(doc.components.schemas[name].properties?.type.const).toBe(command.type);
    }
    expect(new Set(sendable.map((c) => commandSchemaName(c.type))).size).toBe(sendable.length);
  });

  it('leaves out the types only Lumia Stream itself sends', () => {
    const internal = reference.commands.filter((command) => command.internal);
    expect(internal.map((command) => command.type)).toContain('overlay-screenshot-response');
    for (const command of internal) {
      expect(doc.components.schemas.SendBody.discriminator?.mapping, command.type).not.toHaveProperty(command.type);
      expect(doc.components.schemas, command.type).not.toHaveProperty(commandSchemaName(command.type));
    }
  });

  it('shows as every example of a command a request body that its page shows', () => {
    const shown = new Map<string, unknown[]>();
    const bodiesOf = (route: string) => shown.get(route) ?? shown.set(route, pageBodies(route)).get(route)!;
    const notShown = (type: string, example: unknown) => {
      const command = reference.commands.find((entry) => entry.type === type);
      if (!command) return [`${type}: not a catalogue command`];
      return bodiesOf(command.page).some((body) => isDeepStrictEqual(body, example))
        ? []
        : [`${type}: ${JSON.stringify(example)} is not shown on ${command.page}`];
    };
    const problems = Object.entries(doc.components.schemas.SendBody.discriminator!.mapping).flatMap(([type, $ref]) => {
      const examples = doc.components.schemas[$ref.replace('#/components/schemas/', '')].examples ?? [];
      return examples.flatMap((example) => notShown(type, example));
    });
    const requestExamples = doc.paths['/api/send'].post.requestBody!.content['application/json'].examples!;
    for (const {value} of Object.values(requestExamples)) problems.push(...notShown((value as {type: string}).type, value));
    expect(problems).toEqual([]);
  });

  it('claims no status for a wrong or missing token, which the pages leave undocumented for REST', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const {responses} = operation as unknown as {responses: Record<string, {description: string}>};
        expect(responses, `${method} ${path}`).not.toHaveProperty('401');
        expect(responses.default?.description, `${method} ${path}`).toMatch(/wrong or missing token.*not documented/);
      }
    }
  });

  it('answers GET /api/retrieve with the REST fields only: states is in the websocket reply alone', () => {
    const retrieve = doc.components.schemas.RetrieveResponse as {properties: {data: {properties: Record<string, unknown>}}};
    expect(Object.keys(retrieve.properties.data.properties).sort()).toEqual(['lights', 'options', 'premium', 'types']);
  });

  it('accepts the package alert values, and the values of newer builds marked as newer', () => {
    type Branch = {enum: string[]; 'x-newer-lumia'?: boolean};
    const alert = doc.components.schemas[commandSchemaName('alert')] as {properties: {params: {properties: {value: {anyOf: Branch[]}}}}};
    const [current, newer] = alert.properties.params.properties.value.anyOf;
    expect(current.enum).toEqual(Object.values(lumiaTypes.LumiaAlertValues));
    expect(current['x-newer-lumia']).toBeUndefined();
    expect(newer.enum).toEqual([...newerAlertValues]);
    expect(newer['x-newer-lumia']).toBe(true);
    const schema = examples.ajv.compile({$ref: `${docId}#/components/schemas/${commandSchemaName('alert')}`});
    expect(schema({type: 'alert', params: {value: newerAlertValues[0]}})).toBe(true);
    expect(schema({type: 'alert', params: {value: 'twitch-folower'}})).toBe(false);
  });

  it('marks the number form of a param as newer where only newer builds are documented to take a number', () => {
    type Branch = {type: string; pattern?: string; 'x-newer-lumia'?: boolean};
    const move = doc.components.schemas[commandSchemaName('overlay-set-layer-position')] as {
      properties: {params: {properties: Record<string, {anyOf: Branch[]}>}};
    };
    for (const name of ['x', 'y']) {
      const [string, number] = move.properties.params.properties[name].anyOf;
      expect(string.type, name).toBe('string');
      expect(string['x-newer-lumia'], name).toBeUndefined();
      expect(number, name).toEqual({type: 'number', 'x-newer-lumia': true});
    }
  });

  it('refuses a colour or animation body without params, as the pages show the app doing', () => {
    for (const type of ['hex-color', 'rgb-color', 'studio-animation']) {
      const schema = examples.ajv.compile({$ref: `${docId}#/components/schemas/${commandSchemaName(type)}`});
      expect(schema({type}), type).toBe(false);
      expect(schema({type, params: {}}), type).toBe(true);
      expect(exampleBody(reference.commands.find((command) => command.type === type)!).params?.value, type).toBeDefined();
    }
  });

  it('has at least one example per body schema, and every example in the document validates against its own schema', () => {
    const withoutExample = Object.keys(doc.components.schemas).filter(
      (name) => name.startsWith('Send') && name !== 'SendBody' && name !== 'SendSuccess' && !doc.components.schemas[name].examples?.length,
    );
    expect(withoutExample).toEqual([]);
    expect(examples.found.length).toBeGreaterThan(reference.commands.length);
    const failures = examples.found.flatMap(({where, schema, value}) => {
      const check = examples.ajv.compile(schema);
      return check(value) ? [] : [`${where}: ${examples.ajv.errorsText(check.errors)}`];
    });
    expect(failures).toEqual([]);
  });

  it('describes every documented error code with its status, in schema and answers', () => {
    const codes = (doc.components.schemas.StructuredError as {properties: {code: {enum: string[]}}}).properties.code.enum;
    expect(codes).toEqual(structuredErrorCodes.map((entry) => entry.code));
    const responses = (
      doc.paths['/api/send'].post as unknown as {responses: Record<string, {content?: Record<string, {examples?: Record<string, unknown>}>}>}
    ).responses;
    for (const {code, status} of structuredErrorCodes) {
      expect(responses[String(status)]?.content?.['application/json']?.examples, `${code} under ${status}`).toHaveProperty(code);
    }
  });

  it('gives every command an example body the catalogue accepts', () => {
    for (const command of reference.commands) {
      const problems = validateSendBody(exampleBody(command), reference);
      expect(
        problems.filter((p) => p.severity === 'error'),
        command.type,
      ).toEqual([]);
    }
  });

  it('serves the send, retrieve, meta and premium endpoints on the default local port', () => {
    expect(doc.servers[0].url).toBe('http://127.0.0.1:39231');
    expect(Object.keys(doc.paths)).toEqual(['/api/send', '/api/retrieve', '/api/meta', '/api/premium']);
    // Builds that predate meta and premium answer 404, which the document must say.
    for (const path of ['/api/meta', '/api/premium']) expect(doc.paths[path].get).toMatchObject({'x-newer-lumia': true, responses: {'404': {}}});
  });
});

describe('what the OpenAPI document says in its descriptions', () => {
  type Described = {description: string};
  const schema = (name: string) => doc.components.schemas[name] as unknown as Described & {properties: Record<string, unknown>};
  const operation = (path: string, method: string) => doc.paths[path][method] as unknown as Described & {responses: Record<string, Described>};
  const descriptionOf = (type: string) => schema(commandSchemaName(type)).description;

  it('says each thing about a command once: that it needs a newer Lumia Stream, how it runs, what skipQueue and hold do', () => {
    const once = [/needs a newer Lumia Stream/gi, /runs through the activity queue/gi, /skipQueue and hold/gi];
    const problems = sendableCommands(reference).flatMap((command) =>
      once.flatMap((phrase) => {
        const count = descriptionOf(command.type).match(phrase)?.length ?? 0;
        return count > 1 ? [`${command.type}: ${phrase.source} ${count} times`] : [];
      }),
    );
    expect(problems).toEqual([]);
    for (const command of sendableCommands(reference).filter((entry) => entry.availability === 'newer')) {
      expect(descriptionOf(command.type), command.type).toMatch(/needs a newer Lumia Stream/i);
    }
  });

  it('does not promise true from the types that can answer false, and names them as newer Lumia where they are', () => {
    expect(answersFalseOffPlatform.length).toBeGreaterThan(0);
    for (const type of answersFalseOffPlatform) {
      expect(descriptionOf(type), type).not.toContain('The answer is message: true');
      expect(descriptionOf(type), type).toMatch(/answers false/);
      if (reference.commands.find((command) => command.type === type)?.availability === 'newer') {
        expect(schema('SendSuccess').description).toMatch(new RegExp(`newer Lumia, [^.]*\\b${type}\\b[^.]* can answer false`));
      }
    }
  });

  it('makes no claim about what older builds answer with 400, and sends an unknown type to the section where the sources disagree', () => {
    const badRequest = operation('/api/send', 'post').responses['400'].description;
    expect(badRequest).not.toMatch(/every version|all versions/i);
    expect(badRequest).toMatch(/older builds[^.]*not documented/i);
    // The newer docs say older builds answer the chatbot command types with unknown_type; the same docs make codes up-to-date only.
    expect(badRequest).toMatch(/unknown type on older builds the sources disagree/);
    expect(badRequest).toContain('/docs/rest/intro-to-send-api#unknown-type');
  });

  it('marks the answers only newer Lumia gives, those with a code of their own other than 400', () => {
    const {responses} = operation('/api/send', 'post') as unknown as {responses: Record<string, Described & {'x-newer-lumia'?: boolean}>};
    const statuses = [...new Set(structuredErrorCodes.map((entry) => entry.status))].filter((status) => status !== 400);
    expect(statuses.length).toBeGreaterThan(0);
    for (const status of statuses) {
      expect(responses[String(status)]['x-newer-lumia'], String(status)).toBe(true);
      expect(responses[String(status)].description, String(status)).toMatch(/^Newer Lumia only\b/);
    }
  });

  it('marks both bodies of a 400, the structured one and the plain-text one, as newer Lumia', () => {
    // A plain-text 400 is documented for up-to-date builds only; the answer of older builds is not documented.
    const content = (operation('/api/send', 'post') as unknown as {responses: Record<string, {content: Record<string, {'x-newer-lumia'?: boolean}>}>})
      .responses['400'].content;
    expect(content['application/json']['x-newer-lumia']).toBe(true);
    expect(content['text/plain']['x-newer-lumia']).toBe(true);
  });

  it('lets a success answer leave message out, as an unknown variable does on newer builds', () => {
    const success = schema('SendSuccess') as unknown as {properties: {message: Described}};
    const check = examples.ajv.compile({$ref: `${docId}#/components/schemas/SendSuccess`});
    expect(check({status: 200})).toBe(true);
    expect(success.properties.message.description).toMatch(/May be missing: newer builds/);
    // Only the app schema of newer builds says what an unknown name gives (rest/variables facts).
    const read = reference.commands.find((command) => command.type === 'get-variable-value')!;
    const onUnknown = (read.notes ?? []).filter((note) => /unknown variable/.test(note.text));
    expect(onUnknown.length).toBeGreaterThan(0);
    for (const note of onUnknown) expect(note.availability).toBe('newer');
  });

  it('names the types that answer with a value per build: on every build, or on newer Lumia only (from the catalogue)', () => {
    const [everyBuild, newer = ''] = schema('SendSuccess').description.split('on newer Lumia also');
    const valueTypes = sendableCommands(reference).filter((command) => command.responds === 'value');
    expect(valueTypes.length).toBeGreaterThan(0);
    for (const command of valueTypes) {
      const newerOnly = command.availability === 'newer' || command.respondsAvailability === 'newer';
      const named = new RegExp(`(^|[^a-z-])${command.type}([^a-z-]|$)`);
      expect(newerOnly ? newer : everyBuild, command.type).toMatch(named);
      expect(newerOnly ? everyBuild : newer, command.type).not.toMatch(named);
    }
  });

  it('does not call the retrieved type list complete, and gives the tier what each build is documented to do with it', () => {
    const data = (schema('RetrieveResponse') as unknown as {properties: {data: {properties: Record<string, Described>}}}).properties.data.properties;
    expect(data.types.description).toMatch(/Whether it lists every type the build takes is not documented/);
    expect(data.premium.description).toMatch(/works on both tiers/);
    expect(data.premium.description).toMatch(/Newer Lumia: no command is refused/);
    expect(data.premium.description).not.toMatch(/Informational only/);
  });

  it('does not say newer builds let extraSettings choose an alert variation, which the sources dispute', () => {
    const common = schema('CommonParams') as unknown as {properties: Record<string, Described>};
    expect(common.properties.extraSettings.description).toMatch(/sources disagree whether these keys also choose which variation/);
  });

  it('ties matching alert variations by dynamic to newer builds only, where the plugin SDK docs say it (send-alerts [docs@HEAD])', () => {
    const alert = reference.commands.find((command) => command.type === 'alert')!;
    const onDynamic = (alert.notes ?? []).filter((note) => /\bdynamic\b/.test(note.text));
    expect(onDynamic.length).toBeGreaterThan(0);
    for (const note of onDynamic) expect(note.availability, note.text).toBe('newer');
    expect(
      (alert.notes ?? []).some((note) => note.availability !== 'newer' && /^How older builds choose a variation\b.*not documented/.test(note.text)),
    ).toBe(true);
  });

  it('puts the id the package types for a chat message in data.data, in the reference and on the page (chat-mod-commands)', () => {
    expect(descriptionOf('delete-message')).toContain('data.data.id');
    expect(descriptionOf('delete-message')).not.toMatch(/one id/);
    const page = readFileSync(new URL('../../docs/rest/chat-mod-commands.mdx', import.meta.url), 'utf8');
    expect(page).not.toMatch(/with one id/);
    expect(page).toContain('`data.data.id`');
  });

  it('says that pin-message and unpin-message answer false for any platform but twitch, in the description of platform too', () => {
    for (const type of answersFalseOffPlatform) {
      const params = (schema(commandSchemaName(type)) as unknown as {properties: {params: {properties: Record<string, Described>}}}).properties.params
        .properties;
      expect(params.platform.description, type).toMatch(/Any platform but twitch[^.]*answered false/);
      expect(params.platform.description, type).not.toMatch(/not checked/i);
    }
  });

  it('shows the chatbot command examples as one story: an update or delete names a command an earlier example created or renamed', () => {
    const known = new Set<string>();
    const problems: string[] = [];
    for (const type of ['create-chatbot-command', 'update-chatbot-command', 'delete-chatbot-command']) {
      for (const example of doc.components.schemas[commandSchemaName(type)].examples ?? []) {
        const {name, newName} = (example as {params: {name: string; newName?: string}}).params;
        if (type === 'create-chatbot-command') known.add(name);
        else if (!known.has(name)) problems.push(`${type}: ${name} was never created`);
        else if (newName) {
          known.delete(name);
          known.add(newName);
        } else if (type === 'delete-chatbot-command') known.delete(name);
      }
    }
    expect(problems).toEqual([]);
  });

  it('takes the 3.1.7 string form of the layer coordinates as well as numbers (control-overlays)', () => {
    const check = examples.ajv.compile({$ref: `${docId}#/components/schemas/${commandSchemaName('overlay-set-layer-position')}`});
    expect(check({type: 'overlay-set-layer-position', params: {layer: 'kx81qz0a', x: '100', y: '200'}})).toBe(true);
    expect(check({type: 'overlay-set-layer-position', params: {layer: 'kx81qz0a', x: 100, y: 200}})).toBe(true);
  });

  it('takes what a param description says also works: a numeric layer size, the string "true" for a flag (control-overlays, chat-mod-commands, modqueue-decision)', () => {
    const schema = (type: string) => examples.ajv.compile({$ref: `${docId}#/components/schemas/${commandSchemaName(type)}`});
    const size = schema('overlay-set-layer-size');
    expect(size({type: 'overlay-set-layer-size', params: {layer: 'kx81qz0a', width: '400', height: 300}})).toBe(true);
    expect(size({type: 'overlay-set-layer-size', params: {layer: 'kx81qz0a', width: 'wide'}})).toBe(false);
    const decision = schema('modqueue-decision');
    for (const approved of [true, false, 'true'])
      expect(decision({type: 'modqueue-decision', params: {modQueueId: 'ID', approved}}), String(approved)).toBe(true);
    expect(decision({type: 'modqueue-decision', params: {modQueueId: 'ID', approved: 'yes'}})).toBe(false);
    const ban = schema('ban-user');
    expect(ban({type: 'ban-user', params: {value: 'troll', platform: 'twitch', cleanupOnBan: 'true'}})).toBe(true);
  });

  it('takes the value: null toggle body older builds are documented with (control-lumia-state, control-fuze, toggle-stream-mode)', () => {
    for (const type of ['set-lumia', 'start-lumia', 'stop-lumia', 'toggle-fuze', 'start-fuze', 'stop-fuze', 'toggle-stream-mode']) {
      const check = examples.ajv.compile({$ref: `${docId}#/components/schemas/${commandSchemaName(type)}`});
      expect(check({type, params: {value: null}}), type).toBe(true);
      expect(check({type, params: {value: 'false'}}), type).toBe(false);
    }
  });

  it('says play and pause of a song request drive Spotify playback', () => {
    expect(descriptionOf('song-request')).toMatch(/starts or pauses Spotify playback/);
    expect(descriptionOf('song-request')).not.toMatch(/song-request player/);
  });

  it('says that newer builds store a held command without running it, and leaves open what older builds do', () => {
    const hold = reference.envelopeParams.find((param) => param.name === 'hold')!;
    expect(hold.description).not.toMatch(/instead of running/);
    expect(hold.newerDescription).toMatch(/A queue-executed command is stored and not run/);
    expect(hold.description).toMatch(/Whether older builds also run the command is not documented/);
    // The sources of the tracked version's time document it for colours and commands only.
    expect(hold.description).toMatch(/^Documented for colours and commands: /);
    // That direct commands ignore it is known of newer builds only.
    expect(hold.description).not.toMatch(/Direct commands ignore/);
  });

  it('says what unmarked parts stand for', () => {
    const {info} = doc as unknown as {info: Described};
    // Every part only newer sources give is marked, so an unmarked part is documented for the tracked version or its docs.
    expect(info.description).toMatch(
      /Unmarked parts are documented for the Lumia Stream that lumia-types \S+ describes, by that package or by the docs of its time\./,
    );
    expect(info.description).not.toMatch(/may still be known for newer builds only/);
    expect(info.description).not.toMatch(/probably hold/);
  });

  it('ties the late failures behind a 200 to newer Lumia, where the app schema documents them (command-types transport rules)', () => {
    const {info} = doc as unknown as {info: Described};
    const sentence = info.description.split('\n\n').find((paragraph) => /fail later/.test(paragraph)) ?? '';
    expect(sentence).toMatch(/on newer Lumia queued or platform actions can still fail later/);
    expect(sentence).toMatch(/older builds answer 200 even for a command name that does not exist/);
  });

  it('says that required lists what newer Lumia checks, and that an optional param can still be needed', () => {
    const {info} = doc as unknown as {info: Described};
    expect(info.description).toMatch(
      /A param listed in required is one newer Lumia refuses a body without; which params .*? checks is not documented\./,
    );
    expect(info.description).toMatch(/A param that is not required can still be one the command needs/);
  });

  it('gives both keys of a light id, value (the docs) and id (ILumiaLight), and says that accepting either is known for newer Lumia only (send-to-selected-lights)', () => {
    const retrieve = schema('RetrieveResponse') as unknown as {properties: {data: {properties: {lights: Described}}}};
    const lights = retrieve.properties.data.properties.lights.description;
    expect(lights).not.toMatch(/expect the id under value/);
    expect(lights).toMatch(/under value, the package type ILumiaLight under id\. Newer Lumia: either key works\./);
  });

  it('gives the plain-text 400 answer of newer Lumia a sentence of its own, apart from unknown_type', () => {
    const badRequest = operation('/api/send', 'post').responses['400'].description;
    expect(badRequest).toMatch(/Newer Lumia answers an unknown type with code unknown_type\. It answers a missing required param/);
  });

  it('shows a song request added through the API as the viewer in username, while it counts as the streamer’s own', () => {
    const song = reference.commands.find((command) => command.type === 'song-request')!;
    expect(song.params.find((param) => param.name === 'username')?.description).toMatch(/shown as the requester/);
    expect(song.notes?.some((note) => /streamer's own/.test(note.text) && /skips moderator approval/.test(note.text))).toBe(true);
  });

  it('does not give 100 as the volume of a tts line without volume: no source says whether the schema default or the global volume applies (tts)', () => {
    const tts = reference.commands.find((command) => command.type === 'tts')!;
    const onDefault = (tts.notes ?? []).filter((note) => /\b100\b/.test(note.text) && /default|gives 100/.test(note.text));
    expect(onDefault.length).toBeGreaterThan(0);
    for (const note of onDefault) expect(note.text).toMatch(/is not documented/);
  });

  it('does not say older builds refuse the values only newer builds are known to take', () => {
    const branches: string[] = [];
    const visit = (node: unknown): void => {
      if (typeof node !== 'object' || node === null) return;
      const record = node as Record<string, unknown>;
      if (record['x-newer-lumia'] === true && Array.isArray(record.enum) && typeof record.description === 'string') branches.push(record.description);
      Object.values(record).forEach(visit);
    };
    visit(doc.components.schemas);
    expect(branches.length).toBeGreaterThan(0);
    for (const description of branches) expect(description).not.toMatch(/do not know|reject|refuse/i);
  });

  it('marks what is only known of newer builds: a changeable port', () => {
    const {servers} = doc as unknown as {servers: Described[]};
    for (const server of servers) if (/Settings → API/.test(server.description)) expect(server.description).toMatch(/newer builds/);
  });

  it('tells a caller of GET /api/meta what its 404 means without sending them back to GET /api/meta', () => {
    expect(operation('/api/meta', 'get').responses['404'].description).not.toContain('GET /api/meta');
  });

  it('gives the meaning of {} in the retrieve options as an inference, and null no meaning beyond "no values"', () => {
    const retrieve = schema('RetrieveResponse') as unknown as {properties: {data: {properties: {options: Described}}}};
    const options = retrieve.properties.data.properties.options.description;
    expect(options).toMatch(/\{\} probably means/);
    expect(options).not.toMatch(/null means no input/);
  });

  it('shows in no example of a type the tracked version has a param, value or platform only newer builds take', () => {
    const problems = sendableCommands(reference)
      .filter((command) => command.availability === 'current')
      .flatMap((command) =>
        Object.entries(exampleBody(command).params ?? {}).flatMap(([name, value]) => {
          const param = command.params.find((entry) => entry.name === name) ?? reference.envelopeParams.find((entry) => entry.name === name);
          if (param?.availability === 'newer') return [`${command.type}: param ${name}`];
          if (param?.newerAllowed?.includes(value as string)) return [`${command.type}: ${name} ${String(value)}`];
          if (name === 'platform' && command.newerPlatforms?.includes(value as string)) return [`${command.type}: platform ${String(value)}`];
          return [];
        }),
      );
    expect(problems).toEqual([]);
  });
});

describe('params every command accepts', () => {
  it('are described once and referenced from each command', () => {
    const schemas = doc.components.schemas as Record<string, {properties?: Record<string, unknown>}>;
    for (const param of reference.envelopeParams) expect(schemas.CommonParams.properties).toHaveProperty(param.name);
    const tts = schemas[commandSchemaName('tts')] as {properties: {params: {allOf?: {$ref: string}[]}}};
    expect(tts.properties.params.allOf).toEqual([{$ref: '#/components/schemas/CommonParams'}]);
  });
});
