import type {LumiaConnection} from './connection';
import {connectionProblem, lumiaUrl} from './connection';
import {diagnoseFailure, isLoopbackHost, isMixedContent, type Diagnosis} from './diagnoseFailure';

export interface LumiaAnswer {
  /** HTTP status, when Lumia Stream answered. */
  status?: number;
  durationMs: number;
  /** The answer's body as text (possibly only its start, see `bodyNote`); rendered as text, never as HTML. */
  bodyText: string;
  /** Said when only part of the body could be read. */
  bodyNote?: string;
  /** Set when the call did not succeed, with what to do about it. */
  diagnosis?: Diagnosis;
}

export const callTimeoutMs = 8000;

/** Answers longer than this are not read further: a hostile server cannot fill the tab's memory. */
export const maxAnswerBytes = 16 * 1024 * 1024;

async function localNetworkPermission(): Promise<'granted' | 'denied' | 'prompt' | undefined> {
  try {
    // Chrome's Local Network Access permission; other browsers reject the unknown name.
    const status = await navigator.permissions.query({name: 'local-network-access' as PermissionName});
    return status.state;
  } catch {
    return undefined;
  }
}

/** Probes the host's root without the token: an opaque answer means something is listening. */
async function reachableWithoutCors(url: string): Promise<boolean> {
  try {
    // No token and no body: browsers do not allow `redirect: 'manual'` in no-cors mode.
    await fetch(new URL('/', url), {mode: 'no-cors', credentials: 'omit', referrerPolicy: 'no-referrer', signal: AbortSignal.timeout(3000)});
    return true;
  } catch {
    return false;
  }
}

/**
 * Asks the host's root, without the token, for a call that needs the same CORS permission
 * check (preflight) as a JSON POST. If that fails while the host is reachable, the check is
 * what the browser refused, and the real call was never sent.
 */
async function preflightAccepted(url: string): Promise<boolean> {
  try {
    await fetch(new URL('/', url), {
      headers: {'Content-Type': 'application/json'},
      credentials: 'omit',
      redirect: 'manual',
      referrerPolicy: 'no-referrer',
      signal: AbortSignal.timeout(3000),
    });
    return true;
  } catch {
    return false;
  }
}

/** Reads the body up to `maxAnswerBytes`; a broken connection is reported instead of thrown. */
async function readBody(response: Response): Promise<{text: string; cut: boolean; note?: string}> {
  if (!response.body) return {text: '', cut: false};
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let bytes = 0;
  try {
    for (;;) {
      const {done, value} = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      parts.push(decoder.decode(value, {stream: true}));
      if (bytes > maxAnswerBytes) {
        void reader.cancel().catch(() => undefined);
        return {text: parts.join(''), cut: false, note: `The answer is longer than ${maxAnswerBytes / 1024 / 1024} MB; only its start was read.`};
      }
    }
    parts.push(decoder.decode());
    return {text: parts.join(''), cut: false};
  } catch {
    return {text: parts.join(''), cut: true, note: 'The connection broke here; the rest of the answer never arrived.'};
  }
}

/**
 * Calls the reader's Lumia Stream and explains any failure. Never throws. The token is sent to
 * that host only, and only when the connection settings pass `connectionProblem`; redirects
 * are not followed, so nothing is re-sent elsewhere.
 */
export async function callLumia(
  connection: LumiaConnection,
  request: {method: 'GET' | 'POST'; path: string; bodyText?: string},
  pageProtocol: string = typeof window === 'undefined' ? 'http:' : window.location.protocol,
): Promise<LumiaAnswer> {
  const evidence = {pageProtocol, targetProtocol: 'http:', targetIsLoopback: isLoopbackHost(connection.host)};
  const settingsProblem = connectionProblem(connection);
  if (settingsProblem) return {durationMs: 0, bodyText: '', diagnosis: diagnoseFailure({...evidence, settingsProblem})};
  if (isMixedContent(evidence)) {
    return {durationMs: 0, bodyText: '', diagnosis: diagnoseFailure({...evidence, error: 'network'})};
  }
  const url = lumiaUrl(connection, request.path);
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  const sendsJson = request.bodyText !== undefined;
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method,
      headers: sendsJson ? {'Content-Type': 'application/json'} : undefined,
      body: request.bodyText,
      signal: AbortSignal.timeout(callTimeoutMs),
      // Never send the docs site's cookies or referrer to the reader's Lumia host, and never follow it elsewhere.
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      redirect: 'manual',
    });
  } catch (error) {
    const durationMs = elapsed();
    if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      return {durationMs, bodyText: '', diagnosis: diagnoseFailure({...evidence, error: 'timeout'})};
    }
    const [permission, reachable, preflightOk] = await Promise.all([
      localNetworkPermission(),
      reachableWithoutCors(url),
      sendsJson ? preflightAccepted(url) : Promise.resolve(true),
    ]);
    return {
      durationMs,
      bodyText: '',
      diagnosis: diagnoseFailure({
        ...evidence,
        error: 'network',
        localNetworkPermission: permission,
        reachableWithoutCors: reachable,
        preflightRefused: !preflightOk,
      }),
    };
  }
  if (response.type === 'opaqueredirect') {
    return {durationMs: elapsed(), bodyText: '', diagnosis: diagnoseFailure({...evidence, redirected: true})};
  }
  const body = await readBody(response);
  const answer = {status: response.status, durationMs: elapsed(), bodyText: body.text, ...(body.note && {bodyNote: body.note})};
  if (body.cut) return {...answer, diagnosis: diagnoseFailure({...evidence, status: response.status, bodyCut: true})};
  if (response.ok) return answer;
  return {...answer, diagnosis: diagnoseFailure({...evidence, status: response.status})};
}
