import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {compileErrors, validate} from '@readme/openapi-parser';
import {buildOpenApi, commandSchemaName, exampleBody} from '../../src/lib/openApi';
import {reference, startLumiaStandIn, type LumiaStandIn} from '../standin/lumiaStandIn';
import {validateSendBody} from '../../src/lib/validateSendBody';

type Doc = {
  servers: {url: string}[];
  paths: Record<string, Record<string, {requestBody?: {content: Record<string, {examples?: Record<string, {value: unknown}>}>}}>>;
  components: {schemas: Record<string, {oneOf?: {$ref: string}[]; discriminator?: {mapping: Record<string, string>}; examples?: unknown[]; properties?: Record<string, {const?: string}>}>};
};

const doc = buildOpenApi(reference) as unknown as Doc;

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    // validate() dereferences in place, so give it a copy.
    const result = await validate(structuredClone(doc) as never);
    if (!result.valid) throw new Error(compileErrors(result));
    expect(result.valid).toBe(true);
  });

  it('has one body schema per catalogue command, discriminated by type', () => {
    const body = doc.components.schemas.SendBody;
    expect(body.oneOf).toHaveLength(reference.commands.length);
    for (const command of reference.commands) {
      const name = commandSchemaName(command.type);
      expect(body.discriminator?.mapping[command.type]).toBe(`#/components/schemas/${name}`);
      expect(doc.components.schemas[name].properties?.type.const).toBe(command.type);
    }
    expect(new Set(reference.commands.map((c) => commandSchemaName(c.type))).size).toBe(reference.commands.length);
  });

  it('resolves package enumerations (alert values) into the alert schema', () => {
    const alert = doc.components.schemas[commandSchemaName('alert')] as {properties: {params: {properties: {value: {enum?: string[]}}}}};
    expect(alert.properties.params.properties.value.enum).toContain('twitch-follower');
  });

  it('gives every command an example body the catalogue accepts', () => {
    for (const command of reference.commands) {
      const problems = validateSendBody(exampleBody(command), reference.commands, reference.envelopeParams);
      expect(problems.filter((p) => p.severity === 'error'), command.type).toEqual([]);
    }
  });

  it('serves /api/send and /api/retrieve on the default local port', () => {
    expect(doc.servers[0].url).toBe('http://127.0.0.1:39231');
    expect(Object.keys(doc.paths)).toEqual(['/api/send', '/api/retrieve']);
  });
});

describe('a request built from the document', () => {
  let standIn: LumiaStandIn;
  beforeAll(async () => {
    standIn = await startLumiaStandIn({token: 'openapi-token'});
  });
  afterAll(() => standIn.close());

  it('runs against the stand-in', async () => {
    const operation = doc.paths['/api/send'].post;
    const body = operation.requestBody!.content['application/json'].examples!.tts.value;
    // Same origin as the document's server, but the stand-in's port.
    const server = new URL(doc.servers[0].url);
    server.port = String(standIn.port);
    const url = new URL('/api/send', server);
    url.searchParams.set('token', 'openapi-token');
    const response = await fetch(url, {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(body)});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({status: 200, message: true});
  });

  it('runs the generated example of every type against the stand-in', async () => {
    for (const command of reference.commands) {
      const url = `${standIn.baseUrl}/api/send?token=openapi-token`;
      const response = await fetch(url, {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(exampleBody(command))});
      expect(response.status, command.type).toBe(200);
    }
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
