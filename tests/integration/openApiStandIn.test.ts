import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import WebSocket from 'ws';
import {buildAsyncApi} from '../../src/lib/asyncApi';
import {buildOpenApi} from '../../src/lib/openApi';
import {lumiaReference as reference} from '../../src/data/lumiaReference';
import {startLumiaStandIn, type LumiaStandIn} from '../standin/lumiaStandIn';

type Doc = {
  servers: {url: string}[];
  paths: Record<string, Record<string, {requestBody?: {content: Record<string, {examples?: Record<string, {value: unknown}>}>}}>>;
  components: {
    schemas: Record<string, {examples?: unknown[]; discriminator?: {mapping: Record<string, string>}; properties?: Record<string, unknown>}>;
  };
};
type AsyncDoc = {components: {messages: Record<string, {payload: {properties: {data: {properties: Record<string, unknown>}}}}>}};

// What a client generated from /openapi.json sends must be what Lumia Stream accepts: the
// document's own example and every command's example body are sent to the stand-in.
const doc = buildOpenApi(reference) as unknown as Doc;
const asyncDoc = buildAsyncApi(reference) as unknown as AsyncDoc;

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

  it('runs the example of every type the document lists against the stand-in', async () => {
    const mapping = doc.components.schemas.SendBody.discriminator!.mapping;
    expect(Object.keys(mapping).length).toBeGreaterThan(0);
    for (const [type, $ref] of Object.entries(mapping)) {
      const examples = doc.components.schemas[$ref.replace('#/components/schemas/', '')].examples ?? [];
      expect(examples.length, type).toBeGreaterThan(0);
      for (const body of examples) {
        const url = `${standIn.baseUrl}/api/send?token=openapi-token`;
        const response = await fetch(url, {method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(body)});
        expect(response.status, type).toBe(200);
      }
    }
  });

  it('reads settings with the fields each document gives: states only over the websocket', async () => {
    const response = await fetch(`${standIn.baseUrl}/api/retrieve?token=openapi-token`);
    const rest = (await response.json()) as {data: Record<string, unknown>};
    const restFields = (doc.components.schemas.RetrieveResponse.properties as {data: {properties: Record<string, unknown>}}).data.properties;
    expect(Object.keys(rest.data).sort()).toEqual(Object.keys(restFields).sort());

    const client = new WebSocket(`${standIn.socket.url}?token=openapi-token`);
    const reply = new Promise<{event: string; context?: unknown; data: Record<string, unknown>}>((resolve) =>
      client.once('message', (raw) => resolve(JSON.parse((raw as Buffer).toString()) as never)),
    );
    await new Promise((resolve) => client.once('open', resolve));
    client.send(JSON.stringify({retrieve: true, context: 'startup'}));
    const {event, context, data} = await reply;
    client.close();
    expect({event, context}).toEqual({event: 'socketapi:retrieve', context: 'startup'});
    const socketFields = asyncDoc.components.messages.RetrieveResponse.payload.properties.data.properties;
    expect(Object.keys(data).sort()).toEqual(Object.keys(socketFields).sort());
    expect(data).toHaveProperty('states');
  });
});
