import type {LumiaConnection} from './connection';
import {lumiaUrl} from './connection';
import {diagnoseFailure, isLoopbackHost, isMixedContent, type Diagnosis} from './diagnoseFailure';

export interface LumiaAnswer {
  /** HTTP status, when Lumia Stream answered. */
  status?: number;
  durationMs: number;
  /** The answer's body as text; rendered as text, never as HTML. */
  bodyText: string;
  /** Set when the call did not succeed, with what to do about it. */
  diagnosis?: Diagnosis;
}

export const callTimeoutMs = 8000;

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
    await fetch(new URL('/', url), {mode: 'no-cors', credentials: 'omit', signal: AbortSignal.timeout(3000)});
    return true;
  } catch {
    return false;
  }
}

/** Calls the reader's Lumia Stream and explains any failure. The token is sent to that host only. */
export async function callLumia(
  connection: LumiaConnection,
  request: {method: 'GET' | 'POST'; path: string; bodyText?: string},
  pageProtocol: string = typeof window === 'undefined' ? 'http:' : window.location.protocol,
): Promise<LumiaAnswer> {
  const url = lumiaUrl(connection, request.path);
  const evidence = {pageProtocol, targetProtocol: 'http:', targetIsLoopback: isLoopbackHost(connection.host)};
  const started = performance.now();
  if (isMixedContent(evidence)) {
    return {durationMs: 0, bodyText: '', diagnosis: diagnoseFailure({...evidence, error: 'network'})};
  }
  try {
    const response = await fetch(url, {
      method: request.method,
      headers: request.bodyText ? {'Content-Type': 'application/json'} : undefined,
      body: request.bodyText,
      signal: AbortSignal.timeout(callTimeoutMs),
      // Never send the docs site's cookies or referrer to the reader's Lumia host.
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
    });
    const bodyText = await response.text();
    const durationMs = Math.round(performance.now() - started);
    if (response.ok) return {status: response.status, durationMs, bodyText};
    return {status: response.status, durationMs, bodyText, diagnosis: diagnoseFailure({...evidence, status: response.status})};
  } catch (error) {
    const durationMs = Math.round(performance.now() - started);
    if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      return {durationMs, bodyText: '', diagnosis: diagnoseFailure({...evidence, error: 'timeout'})};
    }
    const [permission, reachable] = await Promise.all([localNetworkPermission(), reachableWithoutCors(url)]);
    return {
      durationMs,
      bodyText: '',
      diagnosis: diagnoseFailure({...evidence, error: 'network', localNetworkPermission: permission, reachableWithoutCors: reachable}),
    };
  }
}

/** Pretty-prints JSON answers; anything else is returned as it came. */
export function formatAnswerBody(bodyText: string): string {
  try {
    return JSON.stringify(JSON.parse(bodyText), null, 2);
  } catch {
    return bodyText;
  }
}
