import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

const clientsDir = path.resolve(__dirname, '../src/websocket-clients');

/**
 * Publishes the websocket client examples as one JSON module,
 * `@generated/websocket-clients/default/clients.json` (file name → text), so the pages show
 * exactly the files the integration tests run against the stand-in (`tests/integration/websocketClients.test.ts`)
 * or type-check (`tests/typecheck/sendPackTyping.test.ts`).
 */
export default function websocketClientsPlugin(): Plugin {
  return {
    name: 'websocket-clients',
    async contentLoaded({actions}) {
      const clients: Record<string, string> = {};
      for (const name of (await readdir(clientsDir)).sort()) {
        if (/\.(js|mjs|py|ts)$/.test(name)) clients[name] = await readFile(path.join(clientsDir, name), 'utf8');
      }
      await actions.createData('clients.json', JSON.stringify(clients));
    },
    getPathsToWatch() {
      return [path.join(clientsDir, '*')];
    },
  };
}
