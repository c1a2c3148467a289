import {defaultHost, defaultHttpPort} from './lumiaApi';

/** Where the reader's own Lumia Stream listens, and the token it expects. */
export interface LumiaConnection {
  host: string;
  port: number;
  token: string;
  /** Keep the settings in this browser across visits; otherwise they last for the tab only. */
  remember: boolean;
}

export const defaultConnection: LumiaConnection = {host: defaultHost, port: defaultHttpPort, token: '', remember: false};

/** A host the reader may type: a hostname, an IPv4 address or a bracketed IPv6 address. Never a URL. */
export function hostProblem(host: string): string | null {
  if (host.trim() === '') return 'Enter the host Lumia Stream runs on, for example 127.0.0.1.';
  if (/[/:@?#\s]/.test(host.replace(/^\[[0-9a-fA-F:.]+\]$/, ''))) {
    return 'Enter only a host name or address, without http://, a port or a path.';
  }
  return null;
}

export function portProblem(port: number): string | null {
  return Number.isInteger(port) && port >= 1 && port <= 65535 ? null : 'The port is a whole number from 1 to 65535.';
}

/**
 * The URL of an API call on the reader's host. The token goes only into this URL,
 * which is requested from the host the reader chose and nowhere else.
 */
export function lumiaUrl(connection: LumiaConnection, path: string, protocol: 'http' | 'ws' = 'http'): string {
  const url = new URL(`${protocol}://${connection.host}:${connection.port}${path}`);
  url.searchParams.set('token', connection.token);
  return url.toString();
}

/** The same URL with the token masked, for anything shown on screen or copied. */
export function maskedLumiaUrl(connection: LumiaConnection, path: string, protocol: 'http' | 'ws' = 'http'): string {
  return lumiaUrl({...connection, token: 'YOUR_TOKEN'}, path, protocol);
}

/** Parses stored settings defensively: anything malformed falls back to the defaults. */
export function parseStoredConnection(raw: string | null): LumiaConnection | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<LumiaConnection>;
    const host = typeof value.host === 'string' && !hostProblem(value.host) ? value.host : defaultConnection.host;
    const port = typeof value.port === 'number' && !portProblem(value.port) ? value.port : defaultConnection.port;
    const token = typeof value.token === 'string' ? value.token : '';
    return {host, port, token, remember: value.remember === true};
  } catch {
    return null;
  }
}
