import {describe, expect, it} from 'vitest';
import {defaultConnection} from '../../src/lib/connection';
import {eventExamples} from '../../src/data/events';
import {
  addEntries,
  attemptAfterClose,
  backoffDelayMs,
  backoffSchedule,
  closeReason,
  connectProblem,
  defaultBackoff,
  describeState,
  entrySummary,
  eventType,
  filterEntries,
  firstAttemptAfterClose,
  formatClock,
  liveEventsUrl,
  maskedLiveEventsUrl,
  maxEntries,
  maxPayloadChars,
  parseSocketMessage,
  stableAfterMs,
  typeCounts,
  unreadableType,
  type LiveEntry,
} from '../../src/lib/liveEvents';

const connection = {...defaultConnection, token: 'tok en&1'};

function entries(types: string[]): LiveEntry[] {
  return types.map((type, index) => parseSocketMessage(JSON.stringify({type, data: {}}), 1000 + index, index));
}

describe('the socket URL', () => {
  it('puts the encoded token only in the query of the chosen host', () => {
    expect(liveEventsUrl(connection)).toBe('ws://127.0.0.1:39231/api?token=tok+en%261');
    expect(liveEventsUrl({...connection, host: '192.168.1.20', port: 4000})).toBe('ws://192.168.1.20:4000/api?token=tok+en%261');
  });

  it('uses wss:// on the HTTPS port only', () => {
    expect(liveEventsUrl({...connection, port: 39232})).toMatch(/^wss:\/\/127\.0\.0\.1:39232\/api\?token=/);
  });

  it('masks the token for display', () => {
    expect(maskedLiveEventsUrl(connection)).toBe('ws://127.0.0.1:39231/api?token=YOUR_TOKEN');
  });

  it('refuses to connect without a token, with a bad host, or across mixed content', () => {
    expect(connectProblem(connection, 'https:')).toBeNull();
    expect(connectProblem({...connection, token: ''}, 'http:')).toMatch(/token/);
    expect(connectProblem({...connection, host: 'http://x'}, 'http:')).toMatch(/host/);
    expect(connectProblem({...connection, port: 0}, 'http:')).toMatch(/port/);
    expect(connectProblem({...connection, host: '192.168.1.20'}, 'https:')).toMatch(/https page/);
    expect(connectProblem({...connection, host: '192.168.1.20'}, 'http:')).toBeNull();
    expect(connectProblem({...connection, host: '192.168.1.20', port: 39232}, 'https:')).toBeNull();
  });
});

describe('reading messages', () => {
  it('reads every documented example event with its type, alert key and origin', () => {
    for (const {event} of eventExamples) {
      const entry = parseSocketMessage(JSON.stringify(event), 5, 1);
      expect(entry.readable).toBe(true);
      expect(entry.type).toBe(event.type);
      expect(JSON.parse(entry.payloadText)).toEqual(event);
    }
    const alert = parseSocketMessage(JSON.stringify({origin: 'twitch', type: 'alert', event: 'twitch-follower', data: {}}), 5, 1);
    expect(alert).toMatchObject({type: 'alert', event: 'twitch-follower', origin: 'twitch'});
    expect(entrySummary(alert)).toBe('alert · twitch-follower · from twitch');
  });

  it('uses the event name of an acknowledgement as its type', () => {
    const ack = parseSocketMessage('{"event":"socketapi:subscribed","channels":"all"}', 5, 1);
    expect(ack).toMatchObject({type: 'socketapi:subscribed', readable: true});
    expect(ack.event).toBeUndefined();
    expect(eventType({type: '', event: 'x'})).toBe('x');
    expect(eventType({data: {}})).toBeNull();
  });

  it('turns anything malformed into an unreadable entry instead of throwing', () => {
    const cases: [unknown, RegExp][] = [
      ['{"type": "chat", ', /not valid JSON/],
      ['42', /not an object/],
      ['[1,2]', /not an object/],
      ['null', /not an object/],
      ['{"data": {}}', /without a type/],
      [new ArrayBuffer(4), /binary/],
      [undefined, /binary/],
    ];
    for (const [raw, problem] of cases) {
      const entry = parseSocketMessage(raw, 5, 9);
      expect(entry.readable, String(raw)).toBe(false);
      expect(entry.type).toBe(unreadableType);
      expect(entry.problem).toMatch(problem);
      expect(entrySummary(entry)).toMatch(/^Unreadable message/);
    }
  });

  it('keeps HTML in a payload as plain text', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    expect(parseSocketMessage(JSON.stringify({type: 'chat', data: {message: hostile}}), 5, 1).payloadText).toContain(hostile);
    expect(parseSocketMessage(hostile, 5, 1).payloadText).toBe(hostile);
  });

  it('keeps at most a fixed part of any message, and says so', () => {
    const cases = [
      'x'.repeat(maxPayloadChars + 6000),
      JSON.stringify({type: 'chat', data: {message: 'y'.repeat(2_000_000)}}),
      JSON.stringify({type: 'chat', data: Array.from({length: 5000}, (_, index) => ({index}))}),
    ];
    for (const raw of cases) {
      const entry = parseSocketMessage(raw, 5, 1);
      expect(entry.payloadText.length).toBeLessThanOrEqual(maxPayloadChars);
      expect(entry.note).toContain(`the message had ${raw.length.toLocaleString('en')}`);
    }
  });

  it('lists a deeply nested event with its type and shows it as text, never losing it', () => {
    for (const levels of [3_000, 10_000]) {
      const raw = `{"type":"chat","data":${'['.repeat(levels)}${']'.repeat(levels)}}`;
      const entry = parseSocketMessage(raw, 5, 1);
      expect(entry).toMatchObject({type: 'chat', readable: true});
      expect(entry.note).toMatch(/Nested more than \d+ levels deep/);
      expect(entry.payloadText.length).toBeLessThanOrEqual(maxPayloadChars);
      expect(raw.startsWith(entry.payloadText)).toBe(true);
    }
  });

  it('formats the arrival time as HH:MM:SS', () => {
    expect(formatClock(new Date(2026, 0, 2, 9, 5, 3).getTime())).toBe('09:05:03');
  });
});

describe('the list', () => {
  it('puts the newest first and stays bounded', () => {
    let list: LiveEntry[] = [];
    for (const entry of entries(Array.from({length: maxEntries + 25}, () => 'chat'))) list = addEntries(list, [entry]);
    expect(list).toHaveLength(maxEntries);
    expect(list[0].id).toBe(maxEntries + 24);
    expect(list.at(-1)!.id).toBe(25);
    expect(addEntries([], entries(['chat']), 0)).toEqual([]);
  });

  it('adds a held-back batch in arrival order, newest on top', () => {
    const [a, b, c] = entries(['chat', 'alert', 'states']);
    expect(addEntries([a], [b, c]).map((e) => e.id)).toEqual([2, 1, 0]);
    expect(addEntries([a], [b, c], 2).map((e) => e.id)).toEqual([2, 1]);
  });

  it('filters by type and counts the types that arrived', () => {
    const list = [...entries(['chat', 'alert', 'chat']), parseSocketMessage('nope', 1, 99)];
    expect(filterEntries(list, null)).toHaveLength(4);
    expect(filterEntries(list, 'chat').map((e) => e.id)).toEqual([0, 2]);
    expect(filterEntries(list, 'premium')).toEqual([]);
    expect(filterEntries(list, unreadableType)).toHaveLength(1);
    expect(typeCounts(list)).toEqual([
      {type: 'alert', count: 1},
      {type: 'chat', count: 2},
      {type: unreadableType, count: 1},
    ]);
  });
});

describe('reconnecting', () => {
  it('doubles the wait from 1 s and caps it at 30 s', () => {
    expect(backoffSchedule()).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000, 30000, 30000]);
    expect(backoffDelayMs(3)).toBe(4000);
    expect(backoffDelayMs(0)).toBe(1000);
    expect(backoffDelayMs(100)).toBe(defaultBackoff.maxMs);
    expect(backoffSchedule({baseMs: 500, factor: 3, maxMs: 5000, maxAttempts: 4})).toEqual([500, 1500, 4500, 5000]);
  });

  it('retries a deliberate stop slowly and a restart at once', () => {
    expect(firstAttemptAfterClose(1000)).toBe(4);
    expect(firstAttemptAfterClose(1012)).toBe(1);
    expect(firstAttemptAfterClose(1006)).toBe(1);
    expect(closeReason(1012)).toMatch(/restarting/);
    expect(closeReason(1000)).toMatch(/on purpose/);
    expect(closeReason(1006)).toMatch(/without a closing message/);
    expect(closeReason(4001)).toMatch(/code 4001/);
  });

  it('counts on while connections do not stay open, so a server that accepts and drops meets the cap', () => {
    for (const code of [1000, 1006, 1012]) {
      let attempt = 0;
      const waits: number[] = [];
      while (attempt <= defaultBackoff.maxAttempts) {
        attempt = attemptAfterClose(code, attempt, 50);
        waits.push(backoffDelayMs(attempt));
      }
      expect(waits.length, `code ${code}`).toBeLessThanOrEqual(defaultBackoff.maxAttempts + 1);
      expect(waits).toEqual([...waits].sort((a, b) => a - b));
      expect(waits.at(-1)).toBe(defaultBackoff.maxMs);
    }
  });

  it('starts counting again after a connection stayed open a while', () => {
    expect(attemptAfterClose(1006, 7, stableAfterMs)).toBe(firstAttemptAfterClose(1006));
    expect(attemptAfterClose(1000, 7, stableAfterMs + 1)).toBe(firstAttemptAfterClose(1000));
    expect(attemptAfterClose(1006, 7, stableAfterMs - 1)).toBe(8);
  });

  it('says what it does in one sentence', () => {
    expect(describeState({kind: 'waiting', reason: 'Lost.', attempt: 3, delayMs: 4000, maxAttempts: 10})).toBe(
      'Lost. Reconnecting in 4 s, attempt 3 of 10.',
    );
    expect(describeState({kind: 'open', url: 'ws://127.0.0.1:1/api'})).toMatch(/sends nothing/);
    expect(describeState({kind: 'idle'})).toBe('Not connected.');
    expect(describeState({kind: 'connecting', url: 'u', attempt: 0})).toBe('Connecting to u…');
  });
});
