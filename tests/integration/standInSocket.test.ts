import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import WebSocket from 'ws';
import {eventExamples} from '../../src/data/events';
import {startLumiaStandIn, type LumiaStandIn} from '../standin/lumiaStandIn';

const token = 'socket-token-77';

function open(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const client = new WebSocket(url);
    client.once('open', () => resolve(client));
    client.once('error', reject);
  });
}

const nextMessage = (client: WebSocket) =>
  new Promise<unknown>((resolve) => client.once('message', (raw) => resolve(JSON.parse((raw as Buffer).toString()))));

// The browser tests and the client examples rely on the stand-in behaving like the app's socket.
describe('the stand-in websocket', () => {
  let standIn: LumiaStandIn;
  beforeEach(async () => {
    standIn = await startLumiaStandIn({token});
  });
  afterEach(() => standIn.close());

  it('refuses a wrong token before the socket opens', async () => {
    await expect(open(`${standIn.socket.url}?token=wrong`)).rejects.toThrow(/401/);
  });

  it('delivers emitted events, filtered by a subscription once one is made', async () => {
    const client = await open(`${standIn.socket.url}?token=${token}`);
    const chat = eventExamples.find((example) => example.event.type === 'chat')!.event;
    const alert = eventExamples.find((example) => example.event.type === 'alert')!.event;
    let received = nextMessage(client);
    standIn.socket.emit(chat);
    expect(await received).toEqual(chat);

    received = nextMessage(client);
    client.send(JSON.stringify({subscribe: ['alert'], context: 'docs'}));
    expect(await received).toEqual({event: 'socketapi:subscribed', channels: ['alert'], context: 'docs'});
    received = nextMessage(client);
    standIn.socket.emit(chat);
    standIn.socket.emit(alert);
    expect(await received).toEqual(alert);
    client.close();
  });

  it('drops open sockets when it closes, so clients see the app go away', async () => {
    const client = await open(`${standIn.socket.url}?token=${token}`);
    const closed = new Promise<number>((resolve) => client.once('close', resolve));
    await standIn.close();
    expect(await closed).toBe(1006);
    standIn = await startLumiaStandIn({token});
  });
});
