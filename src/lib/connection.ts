import {defaultHost, defaultHttpPort} from './lumiaApi';

/** Where the reader's own Lumia Stream listens, and the token it expects. */
export interface LumiaConnection {
  host: string;
  port: number;
  token: string;
  /** Keep the settings in this browser across visits; otherwise they last for the tab only. */
  remember: boolean;
  /**
   * A host outside this computer and the local network that the reader agreed to send the
   * token to. The agreement holds for that host only: changing the host asks again.
   */
  trustedRemoteHost?: string;
}

export const defaultConnection: LumiaConnection = {host: defaultHost, port: defaultHttpPort, token: '', remember: false};

const ipv4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const bracketedIpv6 = /^\[[0-9a-fA-F:.]+\]$/;
const hostLabel = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

function ipv4Parts(host: string): number[] | null {
  const match = ipv4.exec(host);
  if (!match) return null;
  const parts = match.slice(1).map(Number);
  return parts.every((part) => part <= 255) ? parts : null;
}

function isHostName(host: string): boolean {
  // All-numeric names such as 1.2.3 are read by browsers as IPv4 shorthand, so they are refused.
  return host.length <= 253 && host.split('.').every((label) => hostLabel.test(label)) && !/^[\d.]+$/.test(host);
}

function isIpv6Literal(host: string): boolean {
  if (!bracketedIpv6.test(host)) return false;
  try {
    return new URL(`http://${host}/`).hostname !== '';
  } catch {
    return false;
  }
}

/**
 * A host the reader may type: a host name, an IPv4 address or a bracketed IPv6 address, with
 * nothing else (no scheme, user name, port, path or fragment). Returns what to fix, or null.
 */
export function hostProblem(host: string): string | null {
  if (host.trim() === '') return 'Enter the host Lumia Stream runs on, for example 127.0.0.1.';
  if (ipv4Parts(host) || isIpv6Literal(host) || isHostName(host)) return null;
  if (/^[a-z][a-z0-9+.-]*:/i.test(host) && !bracketedIpv6.test(host)) {
    return 'Enter only the host, without http://, javascript: or any other scheme.';
  }
  if (host.includes('@')) return 'Enter only the host: a user name or anything before @ does not belong here.';
  if (/[/?#\\]/.test(host)) return 'Enter only the host, without a path, ? or #.';
  if (host.includes(':') && !host.startsWith('[')) return 'Enter the port in the Port box, not after the host.';
  return 'Enter a host name (letters, digits, hyphens and dots), an IPv4 address, or an IPv6 address in [brackets].';
}

export function portProblem(port: number): string | null {
  return Number.isInteger(port) && port >= 1 && port <= 65535 ? null : 'The port is a whole number from 1 to 65535.';
}

/**
 * This computer or an address of the local network: loopback, private IPv4 ranges, link-local
 * addresses, IPv6 unique-local addresses and multicast-DNS names (`.local`). Anything else may be
 * on the internet, where a token sent over plain http can be read on the way.
 */
export function isLocalNetworkHost(host: string): boolean {
  const lower = host.toLowerCase();
  if (lower === 'localhost' || lower.endsWith('.localhost') || lower.endsWith('.local')) return true;
  const parts = ipv4Parts(host);
  if (parts) {
    const [a, b] = parts;
    return a === 127 || a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 169 && b === 254);
  }
  if (isIpv6Literal(host)) {
    const address = new URL(`http://${host}/`).hostname;
    return address === '[::1]' || /^\[f[cd]/i.test(address) || /^\[fe[89ab]/i.test(address);
  }
  return false;
}

/** True while the reader still has to agree before the token goes to this host. */
export function needsRemoteConsent(connection: LumiaConnection): boolean {
  return !isLocalNetworkHost(connection.host) && connection.trustedRemoteHost !== connection.host;
}

/**
 * The one gate for every call to the reader's Lumia Stream (Test connection, Send, Connect):
 * what to fix before anything may be requested, or null when the settings are usable.
 */
export function connectionProblem(connection: LumiaConnection): string | null {
  const host = hostProblem(connection.host);
  if (host) return host;
  const port = portProblem(connection.port);
  if (port) return port;
  if (connection.token === '') return 'Paste your token from Settings → API in Lumia Stream first.';
  if (needsRemoteConsent(connection)) {
    return `${connection.host} is not this computer or an address on your local network: tick “Send my token to ${connection.host}” if it may go there.`;
  }
  return null;
}

/**
 * The URL of an API call on the reader's host, built only from a validated host and port.
 * The token goes only into this URL, which is requested from the host the reader chose and
 * nowhere else. Throws when host or port is not valid, so nothing is requested.
 */
export function lumiaUrl(connection: LumiaConnection, path: string, protocol: 'http' | 'ws' | 'wss' = 'http'): string {
  const problem = hostProblem(connection.host) ?? portProblem(connection.port);
  if (problem) throw new TypeError(problem);
  const url = new URL(`${protocol}://${connection.host}:${connection.port}`);
  url.pathname = path;
  url.searchParams.set('token', connection.token);
  return url.toString();
}

/** The same URL with the token masked, for anything shown on screen or copied. */
export function maskedLumiaUrl(connection: LumiaConnection, path: string, protocol: 'http' | 'ws' | 'wss' = 'http'): string {
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
    const trustedRemoteHost = typeof value.trustedRemoteHost === 'string' && value.trustedRemoteHost === host ? host : undefined;
    return {host, port, token, remember: value.remember === true, ...(trustedRemoteHost && {trustedRemoteHost})};
  } catch {
    return null;
  }
}
