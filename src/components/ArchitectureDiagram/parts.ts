/**
 * What the intro diagram shows: the ways into Lumia Stream and what the app drives.
 * Kept apart from the component so a unit test can check every link and label.
 */

export interface DiagramPart {
  /** Stable key, also used as a test id. */
  id: string;
  /** Short name shown in bold on the card. */
  name: string;
  /** One sentence on what the part does and which way data flows. */
  role: string;
  /** Transport, port or placeholder syntax, shown as code. */
  detail?: string;
  /** Docs route where the part is explained. */
  route?: string;
}

export interface DiagramColumn {
  id: 'outside' | 'inside' | 'drives';
  heading: string;
  parts: DiagramPart[];
}

export const diagramColumns: DiagramColumn[] = [
  {
    id: 'outside',
    heading: 'Your code, outside Lumia Stream',
    parts: [
      {
        id: 'rest',
        name: 'REST API',
        role: 'Your program sends commands and reads settings over HTTP.',
        detail: 'POST /api/send · GET /api/retrieve',
        route: '/docs/rest/intro-to-send-api',
      },
      {
        id: 'websocket',
        name: 'Websocket',
        role: 'One open connection: Lumia Stream pushes events to you, and you can send the same commands back.',
        detail: 'ws://127.0.0.1:39231/api',
        route: '/docs/websockets/listen-to-events',
      },
    ],
  },
  {
    id: 'inside',
    heading: 'Set up in the Lumia Stream app',
    parts: [
      {
        id: 'custom-code',
        name: 'Custom JavaScript',
        role: 'Scripts you paste into a command or alert run inside the app with helper functions.',
        detail: 'async function () { … done(); }',
        route: '/docs/custom-code/what-is-custom-javascript',
      },
      {
        id: 'variables',
        name: 'Variables',
        role: 'Placeholders filled in by the app, shared by commands, alerts, custom code and overlays.',
        detail: '{{username}}',
        route: '/docs/variables',
      },
      {
        id: 'overlays',
        name: 'Custom overlays',
        role: 'Your HTML, CSS and JavaScript in an overlay layer, reacting to alerts and chat wherever the overlay is loaded, such as OBS.',
        detail: "Overlay.on('alert', …)",
        route: '/docs/custom-overlays/custom-overlays-documentation',
      },
    ],
  },
  {
    id: 'drives',
    heading: 'What Lumia Stream drives',
    parts: [
      {id: 'lights', name: 'Lights and devices', role: 'Smart lights of many brands, colours, scenes and Fuze.'},
      {id: 'platforms', name: 'Streaming platforms', role: 'Chat, alerts and moderation on Twitch, YouTube, Kick and more.'},
      {id: 'stream', name: 'Your stream', role: 'Overlays in OBS or another streaming tool, text to speech and sounds.'},
    ],
  },
];

/** Every part of the diagram in reading order. */
export const diagramParts: DiagramPart[] = diagramColumns.flatMap((column) => column.parts);

/** Joins names as prose: `a`, `a and b`, `a, b and c`. */
export function listJoin(items: readonly string[]): string {
  if (items.length < 2) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The sentence a screen reader or a reader without the picture gets instead of the layout. */
export function diagramSummary(columns: readonly DiagramColumn[] = diagramColumns): string {
  const names = (id: DiagramColumn['id']) => listJoin(columns.find((column) => column.id === id)?.parts.map((part) => part.name) ?? []);
  return (
    `Your own code sends Lumia Stream commands from outside through the ${names('outside')}, and Lumia Stream sends events back over the websocket. ` +
    `Set up in the app, ${names('inside')} extend what commands and alerts do. ` +
    `Lumia Stream in turn drives ${names('drives').toLowerCase()}.`
  );
}
