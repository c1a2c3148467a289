/**
 * Which Lumia Stream builds have the parts of the local API that are neither command types, params
 * nor event fields: the ways to send the token, the HTTPS port, the options of a retrieve request and
 * of a websocket connection, and the extra field of a websocket command. `openapi.json` and
 * `asyncapi.json` mark x-newer-lumia wherever one of these is `newer`
 * (tests/unit/newerAgreement.test.ts). Newer by the same rule as everywhere: the facts name it only
 * from the August 2026 docs or the lumia-types repository.
 */
import type {Availability} from './commandTypes';

export interface ApiPart {
  availability: Availability;
}

/** The ways to send the API token. */
export const authSchemes = {
  /** `?token=` on the REST URL and the websocket address. */
  token: {availability: 'current'},
  /** `Authorization: Bearer <token>`: only the newer docs show it (websocket clients, GET /api/meta, MCP). */
  bearer: {availability: 'newer'},
} as const satisfies Record<string, ApiPart>;

/** Where the API listens. */
export const transports = {
  /** `http://` and `ws://` on port 39231. */
  plain: {availability: 'current'},
  /** `https://` and `wss://` on port 39232, once switched on in Lumia Stream. */
  secure: {availability: 'newer'},
} as const satisfies Record<string, ApiPart>;

/** Options of a retrieve request: query parameters of GET /api/retrieve, fields of the websocket retrieve message. */
export const retrieveOptions = {
  /** `slim=true` shrinks the overlay lists to `{count}`. */
  slim: {availability: 'newer'},
} as const satisfies Record<string, ApiPart>;

/** Keys under `options` of the full retrieve answer that are not command types; their shape is not documented. */
export const retrieveOverlayKeys = {
  overlays: {availability: 'newer'},
  overlayLayers: {availability: 'newer'},
  overlayAssets: {availability: 'newer'},
  indistinctLayers: {availability: 'newer'},
} as const satisfies Record<string, ApiPart>;

/** Query parameters of the websocket address besides the token. */
export const socketQueryOptions = {
  /** `name=<app>`: Lumia Stream shows a notice with that name on connect and disconnect. */
  name: {availability: 'newer'},
} as const satisfies Record<string, ApiPart>;

/** Fields a websocket command message may carry beside `type` and `params`. */
export const socketCommandFields = {
  /** Any value, echoed in the reply to the command. */
  context: {availability: 'newer'},
} as const satisfies Record<string, ApiPart>;

/** The OpenAPI and AsyncAPI extension a newer part carries, spread into its object: `{'x-newer-lumia': true}` or nothing. */
export function newerMark(availability: Availability | undefined): {'x-newer-lumia'?: true} {
  return availability === 'newer' ? {'x-newer-lumia': true} : {};
}
