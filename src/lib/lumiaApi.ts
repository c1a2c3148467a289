/** Constants of Lumia Stream's local API that every page and sample shares. */

/** The loopback address: `localhost` can resolve to IPv6 first in Node, which Lumia may not listen on. */
export const defaultHost = '127.0.0.1';
export const defaultHttpPort = 39231;
export const defaultHttpsPort = 39232;
/** What samples show where the reader's own token goes. */
export const tokenPlaceholder = 'YOUR_TOKEN';

export const defaultBaseUrl = `http://${defaultHost}:${defaultHttpPort}`;

/** The body of `POST /api/send`, and of a command sent over the websocket. */
export interface SendBody {
  type: string;
  params?: Record<string, unknown>;
}

export interface ApiRequest {
  method: 'GET' | 'POST';
  /** Path on the Lumia host, e.g. `/api/send`. */
  path: string;
  body?: SendBody;
}
