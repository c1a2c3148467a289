import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {buildOpenApi, exampleBody} from '../../src/lib/openApi';
import {lumiaReference as reference} from '../../src/data/lumiaReference';
import {startLumiaStandIn, type LumiaStandIn} from '../standin/lumiaStandIn';

type Doc = {
  servers: {url: string}[];
  paths: Record<string, Record<string, {requestBody?: {content: Record<string, {examples?: Record<string, {value: unknown}>}>}}>>;
};

// What a client generated from /openapi.json sends must be what Lumia Stream accepts: the
// document's own example and every command's example body are sent to the stand-in.
const doc = buildOpenApi(reference) as unknown as Doc;

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
