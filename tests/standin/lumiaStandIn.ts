/**
 * A local stand-in for Lumia Stream's REST API, implementing the contract these docs
 * describe: token check, `POST /api/send` judged against the command catalogue,
 * `GET /api/retrieve`, and the rule that a well-formed call answers success even when
 * the app would fail later. Tests run every documented example against it.
 * The same port also takes websocket connections at `/api`, as the app does.
 */
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import * as lumiaTypes from '@lumiastream/lumia-types';
import {WebSocketServer, type WebSocket} from 'ws';
import type {LumiaSocketEvent} from '../../src/data/events';
import {lumiaReference} from '../../src/data/lumiaReference';
import {validateSendBody} from '../../src/lib/validateSendBody';

export interface ReceivedRequest {
  method: string;
  path: string;
  token: string | null;
  body: unknown;
}

export interface StandInOptions {
  token: string;
  host?: string;
  /** 0 picks a free port. Pass the port of a closed stand-in to restart it where clients expect it. */
  port?: number;
}

/** The websocket side of the stand-in: `ws://host:port/api?token=…`. */
export interface LumiaSocketStandIn {
  url: string;
  /** Messages clients sent, parsed as JSON where they were JSON. */
  received: unknown[];
  /** Sends an event to every open client whose subscription lets it through. */
  emit(event: LumiaSocketEvent): void;
  /** Sends this exact text to every open client, for testing how clients cope with malformed messages. */
  emitRaw(text: string): void;
  clientCount(): number;
  /** Ends every open connection with this close code, as the app does when its API stops (1000) or restarts (1012). */
  closeClients(code: number): void;
  /** Drops every open connection without a closing message, as when the app dies: clients report 1006. */
  dropClients(): void;
}

export interface LumiaStandIn {
  baseUrl: string;
  port: number;
  received: ReceivedRequest[];
  socket: LumiaSocketStandIn;
  /** Stops the server and drops open sockets, like the app quitting. */
  close(): Promise<void>;
}

function retrievePayload() {
  const currentTypes = lumiaReference.commands.filter((c) => c.availability === 'current').map((c) => c.type);
  return {
    status: 200,
    data: {
      premium: false,
      types: currentTypes,
      options: {
        alert: {values: Object.values(lumiaTypes.LumiaAlertValues).slice(0, 12)},
        'chat-command': {values: ['blue', 'party', 'lurk']},
        'twitch-points': {values: ['hydrate', 'color-swap']},
        'twitch-extension': {values: ['rainbow']},
        'studio-scene': {values: ['snow', 'sunset']},
        'studio-theme': {values: ['cozy']},
        'studio-animation': {values: ['strobe']},
        tts: {
          values: {
            devices: [{id: 'default', label: 'Default output'}],
            currentDevice: {id: 'default', label: 'Default output'},
            voices: [{id: 'Agnes', label: 'Agnes', language: 'en_US'}],
          },
        },
        chat: {},
        'chatbot-message': {},
        'hex-color': {},
        'rgb-color': {},
        'to-default': null,
        'clear-queue': null,
      },
      lights: [
        {id: '19', name: 'Desk lamp', type: 'hue'},
        {id: 'a1b2', type: 'nanoleaf'},
      ],
    },
  };
}

function send(res: http.ServerResponse, status: number, payload: unknown): void {
  const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
  res.writeHead(status, {'Content-Type': typeof payload === 'string' ? 'text/plain' : 'application/json'});
  res.end(text);
}

export async function startLumiaStandIn({token, host = '127.0.0.1', port = 0}: StandInOptions): Promise<LumiaStandIn> {
  const received: ReceivedRequest[] = [];
  const variables = new Map<string, unknown>([['counter', 0]]);
  const points = new Map<string, number>();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${host}`);
    const headerToken = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
    const givenToken = url.searchParams.get('token') ?? headerToken;
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Content-Type, Authorization');
    if (req.method === 'OPTIONS') return send(res, 204, '');

    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = raw;
      }
      received.push({method: req.method ?? '', path: url.pathname, token: givenToken, body});

      if (givenToken !== token) return send(res, 401, {status: 401, message: 'Unauthorized: wrong or missing token'});

      if (req.method === 'GET' && url.pathname === '/api/retrieve') return send(res, 200, retrievePayload());

      if (req.method === 'POST' && url.pathname === '/api/send') {
        if (typeof body !== 'object' || body === null) return send(res, 400, 'The body is not valid JSON');
        const problems = validateSendBody(body, lumiaReference);
        const unknownType = problems.find((p) => p.path === 'type');
        if (unknownType) return send(res, 400, {status: 400, code: 'unknown_type', message: unknownType.message});
        const error = problems.find((p) => p.severity === 'error');
        if (error) return send(res, 400, error.message);
        const {type, params = {}} = body as {type: string; params?: Record<string, unknown>};
        switch (type) {
          case 'get-variable-value':
            return send(res, 200, {status: 200, message: variables.get(String(params.name)) ?? ''});
          case 'update-variable-value':
            variables.set(String(params.name), params.value);
            break;
          case 'add-loyalty-points': {
            // The app rejects 0 (falsy) and answers with the new balance.
            if (!params.value) return send(res, 400, 'value must be a non-zero number');
            const key = `${String(params.platform)}:${String(params.username)}`;
            const balance = (points.get(key) ?? 0) + Number(params.value);
            points.set(key, balance);
            return send(res, 200, {status: 200, message: balance});
          }
          case 'get-loyalty-points':
            return send(res, 200, {status: 200, message: points.get(`${String(params.platform)}:${String(params.username)}`) ?? 0});
        }
        // Accepted is all a 200 means: the real app may still fail later in its queue.
        return send(res, 200, {status: 200, message: true});
      }
      return send(res, 404, {status: 404, message: `No route ${req.method} ${url.pathname}`});
    });
  });

  const socketServer = new WebSocketServer({noServer: true});
  const socketReceived: unknown[] = [];
  // Per client: the event types it subscribed to, or null for everything.
  const subscriptions = new Map<WebSocket, Set<string> | null>();

  server.on('upgrade', (req, netSocket, head) => {
    const url = new URL(req.url ?? '/', `http://${host}`);
    const headerToken = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? null;
    // A bad token is refused before the socket opens; clients see close code 1006.
    if (url.pathname !== '/api' || (url.searchParams.get('token') ?? headerToken) !== token) {
      netSocket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n');
      return;
    }
    socketServer.handleUpgrade(req, netSocket, head, (client) => {
      subscriptions.set(client, null);
      client.on('close', () => subscriptions.delete(client));
      // ws hands each message over as one Buffer (its default binaryType, `nodebuffer`).
      client.on('message', (raw) => {
        let message: unknown = (raw as Buffer).toString();
        try {
          message = JSON.parse(String(message));
        } catch {
          // Kept as text: the app logs such a message as a bad request.
        }
        socketReceived.push(message);
        if (typeof message !== 'object' || message === null) return;
        const {retrieve, subscribe, context} = message as {retrieve?: unknown; subscribe?: unknown; context?: unknown};
        if (retrieve === true) {
          // The websocket reply is an event with the REST data plus the current states (docs/rest/get-settings).
          const {data} = retrievePayload();
          const reply = {
            event: 'socketapi:retrieve',
            ...(context === undefined ? {} : {context}),
            data: {...data, states: {on: 1, streamMode: 1, fuze: 0}},
          };
          client.send(JSON.stringify(reply));
        } else if (Array.isArray(subscribe)) {
          const channels = subscribe.map(String);
          subscriptions.set(client, channels.length ? new Set(channels) : null);
          client.send(JSON.stringify({event: 'socketapi:subscribed', channels: channels.length ? channels : 'all', context}));
        }
        // Anything else runs as a send command; the app answers nothing on the socket.
      });
    });
  });

  const socket: LumiaSocketStandIn = {
    url: '',
    received: socketReceived,
    emit(event) {
      const text = JSON.stringify(event);
      for (const [client, types] of subscriptions) {
        if (client.readyState === client.OPEN && (!types || types.has(event.type))) client.send(text);
      }
    },
    emitRaw(text) {
      for (const client of subscriptions.keys()) if (client.readyState === client.OPEN) client.send(text);
    },
    clientCount: () => subscriptions.size,
    closeClients(code) {
      for (const client of subscriptions.keys()) client.close(code);
    },
    dropClients() {
      for (const client of subscriptions.keys()) client.terminate();
    },
  };

  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  const actualPort = (server.address() as AddressInfo).port;
  socket.url = `ws://${host}:${actualPort}/api`;
  return {
    baseUrl: `http://${host}:${actualPort}`,
    port: actualPort,
    received,
    socket,
    close: () =>
      new Promise((resolve, reject) => {
        for (const client of subscriptions.keys()) client.terminate();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
