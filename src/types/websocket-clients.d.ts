// Websocket client examples, written by plugins/websocket-clients.ts: file name → source text.
declare module '@generated/websocket-clients/default/clients.json' {
  const clients: Record<string, string>;
  export default clients;
}
