/**
 * Pure logic of the live events console: the socket URL, reading what arrives, filtering,
 * the bounded list and the reconnect schedule. No React and no browser globals, so every
 * rule here is unit-tested.
 */
import {boundedJsonText} from './boundedJson';
import type {LumiaConnection} from './connection';
import {connectionProblem, lumiaUrl} from './connection';
import {isLoopbackHost, isMixedContent} from './diagnoseFailure';
import {defaultHttpsPort} from './lumiaApi';

/** How many events the console keeps; older ones fall off the end. */
export const maxEntries = 200;

/** Type shown for anything that is not a JSON object: it is listed, never thrown. */
export const unreadableType = '(unreadable)';

/**
 * Longest payload text kept per event: with `maxEntries` this bounds the console's memory
 * (about 2 million characters) whatever the server sends.
 */
export const maxPayloadChars = 10_000;

/** Messages longer than this are not parsed at all: listed as too large, with their start kept. */
export const maxParsedChars = 1024 * 1024;

/** Lumia Stream only serves wss:// on its HTTPS port; every other port takes ws://. */
export function socketProtocol(connection: Pick<LumiaConnection, 'port'>): 'ws' | 'wss' {
  return connection.port === defaultHttpsPort ? 'wss' : 'ws';
}

/**
 * The socket address on the reader's host, with the token as the `token` query parameter
 * (browsers cannot set an Authorization header on a websocket). This URL is only ever
 * handed to `new WebSocket`, so the token goes to the chosen host and nowhere else.
 */
export function liveEventsUrl(connection: LumiaConnection): string {
  return lumiaUrl(connection, '/api', socketProtocol(connection));
}

/** The same address with the token masked, for anything shown on screen. */
export function maskedLiveEventsUrl(connection: LumiaConnection): string {
  return liveEventsUrl({...connection, token: 'YOUR_TOKEN'});
}

/** Why the console cannot even try to connect with these settings, or null when it can. */
export function connectProblem(connection: LumiaConnection, pageProtocol: string): string | null {
  const problem = connectionProblem(connection);
  if (problem) return problem;
  const evidence = {pageProtocol, targetProtocol: `${socketProtocol(connection)}:`, targetIsLoopback: isLoopbackHost(connection.host)};
  if (isMixedContent(evidence)) {
    return 'This https page cannot open a plain ws:// socket to another computer. Use 127.0.0.1 when Lumia Stream runs on this computer, or switch on HTTPS in Lumia Stream and use port 39232.';
  }
  return null;
}

/** One line of the console: an event, or a message that could not be read. */
export interface LiveEntry {
  /** Increasing number, unique for the page's lifetime. */
  id: number;
  /** When the browser received it, in milliseconds since the epoch. */
  receivedAt: number;
  /** The envelope's `type`, the `event` of an acknowledgement, or `(unreadable)`. */
  type: string;
  /** The alert key of an alert event, such as `twitch-follower`. */
  event?: string;
  origin?: string;
  readable: boolean;
  /** What was wrong with an unreadable message. */
  problem?: string;
  /**
   * The payload as text, at most `maxPayloadChars`: formatted JSON, or the text as it came when it
   * is not JSON, too large or nested too deeply. Shown as text, never as HTML.
   */
  payloadText: string;
  /** Why the payload is shown as it came or only in part, when it is. */
  note?: string;
}

/** The payload text to keep for a message, bounded, with a note when it is not all of it. */
function keptPayload(raw: string): Pick<LiveEntry, 'payloadText' | 'note'> {
  const bounded = boundedJsonText(raw.length > maxParsedChars ? raw.slice(0, maxPayloadChars + 1) : raw, maxPayloadChars);
  const notes = [bounded.note];
  if (bounded.clipped || raw.length > maxParsedChars) {
    notes.push(`Only the first ${maxPayloadChars.toLocaleString('en')} characters are kept; the message had ${raw.length.toLocaleString('en')}.`);
  }
  const note = notes.filter(Boolean).join(' ');
  return {payloadText: bounded.shown, ...(note && {note})};
}

/** The type an envelope declares; acknowledgements such as `socketapi:subscribed` carry `event` instead. */
export function eventType(message: Record<string, unknown>): string | null {
  if (typeof message.type === 'string' && message.type !== '') return message.type;
  if (typeof message.event === 'string' && message.event !== '') return message.event;
  return null;
}

/** Reads one socket message. Never throws: anything unexpected becomes an unreadable entry. */
export function parseSocketMessage(raw: unknown, receivedAt: number, id: number): LiveEntry {
  const unreadable = (problem: string, text: string): LiveEntry => ({
    id,
    receivedAt,
    type: unreadableType,
    readable: false,
    problem,
    ...keptPayload(text),
  });
  if (typeof raw !== 'string') return unreadable('Unreadable message: binary data, not the JSON text Lumia Stream sends.', '');
  if (raw.length > maxParsedChars) {
    return unreadable(`Unreadable message: too large to read (${raw.length.toLocaleString('en')} characters).`, raw);
  }
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return unreadable('Unreadable message: not valid JSON.', raw);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return unreadable('Unreadable message: valid JSON, but not an object with a type.', raw);
  }
  const message = value as Record<string, unknown>;
  const type = eventType(message);
  if (type === null) return unreadable('Unreadable message: a JSON object without a type.', raw);
  const entry: LiveEntry = {id, receivedAt, type, readable: true, ...keptPayload(raw)};
  if (typeof message.type === 'string' && typeof message.event === 'string') entry.event = message.event;
  if (typeof message.origin === 'string') entry.origin = message.origin;
  return entry;
}

/** Adds several entries (oldest first in `incoming`), newest first in the result, bounded by `cap`. */
export function addEntries(entries: readonly LiveEntry[], incoming: readonly LiveEntry[], cap: number = maxEntries): LiveEntry[] {
  return [...[...incoming].reverse(), ...entries].slice(0, Math.max(0, cap));
}

/** The entries of one type, or all of them when `type` is null. */
export function filterEntries(entries: readonly LiveEntry[], type: string | null): LiveEntry[] {
  return type === null ? [...entries] : entries.filter((entry) => entry.type === type);
}

/** Every type that has arrived, with how many of each, alphabetical with unreadable last. */
export function typeCounts(entries: readonly LiveEntry[]): {type: string; count: number}[] {
  const counts = new Map<string, number>();
  for (const entry of entries) counts.set(entry.type, (counts.get(entry.type) ?? 0) + 1);
  return [...counts]
    .map(([type, count]) => ({type, count}))
    .sort((a, b) => (a.type === unreadableType ? 1 : b.type === unreadableType ? -1 : a.type.localeCompare(b.type)));
}

/** HH:MM:SS in the reader's time zone. */
export function formatClock(ms: number): string {
  const date = new Date(ms);
  return [date.getHours(), date.getMinutes(), date.getSeconds()].map((n) => String(n).padStart(2, '0')).join(':');
}

/** One short line naming an entry: type, alert key and origin. */
export function entrySummary(entry: LiveEntry): string {
  if (!entry.readable) return entry.problem ?? 'Unreadable message.';
  return [entry.type, entry.event, entry.origin && `from ${entry.origin}`].filter(Boolean).join(' · ');
}

export interface Backoff {
  /** Wait before the first reconnect attempt. */
  baseMs: number;
  /** Each attempt waits this many times longer than the one before. */
  factor: number;
  /** No wait is ever longer than this. */
  maxMs: number;
  /** After this many failed attempts the console stops and says so. */
  maxAttempts: number;
}

export const defaultBackoff: Backoff = {baseMs: 1000, factor: 2, maxMs: 30_000, maxAttempts: 10};

/** Wait before reconnect attempt `attempt` (1-based): 1 s, 2 s, 4 s, 8 s, 16 s, then 30 s each. */
export function backoffDelayMs(attempt: number, backoff: Backoff = defaultBackoff): number {
  const step = Math.max(1, Math.floor(attempt)) - 1;
  return Math.min(backoff.maxMs, backoff.baseMs * backoff.factor ** step);
}

/** The waits of every attempt, in order. */
export function backoffSchedule(backoff: Backoff = defaultBackoff): number[] {
  return Array.from({length: backoff.maxAttempts}, (_, index) => backoffDelayMs(index + 1, backoff));
}

/** What a close code of Lumia Stream's socket means, in the reader's terms. */
export function closeReason(code: number): string {
  switch (code) {
    case 1000:
      return 'Lumia Stream stopped its API on purpose (switched off or closing).';
    case 1012:
      return 'Lumia Stream is restarting its API after a change of settings, port or token.';
    case 1006:
      return 'The connection broke without a closing message: the app quit, crashed or the network dropped.';
    default:
      return `The connection closed with code ${code}.`;
  }
}

/**
 * The first reconnect attempt after a close: a deliberate stop (1000) is retried slowly,
 * starting at the 8 s step; a restart (1012) or a broken connection straight away.
 */
export function firstAttemptAfterClose(code: number): number {
  return code === 1000 ? 4 : 1;
}

/** A connection that stayed open this long counts as working again, and the attempt count starts over. */
export const stableAfterMs = 10_000;

/**
 * The reconnect attempt after a socket that had opened closes. A connection that did not stay
 * open for `stableAfterMs` does not reset the count, so a server that accepts and drops at once
 * still meets a growing wait and, in the end, the attempt cap.
 */
export function attemptAfterClose(code: number, attemptBefore: number, openForMs: number): number {
  const first = firstAttemptAfterClose(code);
  return openForMs >= stableAfterMs ? first : Math.max(first, attemptBefore + 1);
}

/** Where the console stands; every state has one sentence for the live region. */
export type LiveState =
  | {kind: 'idle'}
  | {kind: 'connecting'; url: string; attempt: number}
  | {kind: 'open'; url: string}
  | {kind: 'waiting'; reason: string; attempt: number; delayMs: number; maxAttempts: number}
  | {kind: 'failed'; title: string; fix: string}
  | {kind: 'closed'};

export function describeState(state: LiveState): string {
  switch (state.kind) {
    case 'idle':
      return 'Not connected.';
    case 'connecting':
      return state.attempt > 0 ? `Reconnecting to ${state.url}, attempt ${state.attempt}…` : `Connecting to ${state.url}…`;
    case 'open':
      return `Connected to ${state.url}. Listening; this page sends nothing on the socket.`;
    case 'waiting':
      return `${state.reason} Reconnecting in ${Math.round(state.delayMs / 1000)} s, attempt ${state.attempt} of ${state.maxAttempts}.`;
    case 'failed':
      return `${state.title} ${state.fix}`;
    case 'closed':
      return 'Disconnected.';
  }
}
