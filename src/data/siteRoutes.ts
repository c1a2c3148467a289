/**
 * The route table of REQUIREMENTS.md §2, kept in one typed place so the
 * config (redirects) and the conformance tests read the same list.
 */

export const docsSections = {
  root: ['intro', 'get-a-token', 'variables'],
  'custom-code': ['custom-actions', 'helper-functions', 'important-notes', 'what-is-custom-javascript'],
  'custom-code/examples': [
    'create-counter',
    'global-store',
    'random-twitch-clip',
    'roll-dice',
    'send-different-chatbot-for-userlevel',
    'track-subscribers',
  ],
  'custom-overlays': ['custom-overlays-documentation', 'custom-overlays-examples', 'types'],
  rest: [
    'chat-mod-commands',
    'chatbot',
    'clone-the-repo',
    'congratulations',
    'control-command-folder-state',
    'control-fuze',
    'control-lumia-state',
    'control-overlays',
    'control-queue-state',
    'get-settings',
    'intro-to-send-api',
    'loyalty-points',
    'send-alerts',
    'send-commands',
    'send-generic-colors',
    'send-studio',
    'send-to-selected-lights',
    'to-default',
    'toggle-stream-mode',
    'tts',
    'variables',
  ],
  websockets: ['clone-the-repo', 'congratulations', 'event-mocks', 'listen-to-events', 'send-rest-commands'],
} as const;

/** Every docs route of REQUIREMENTS.md §2, e.g. `/docs/rest/send-alerts`. */
export const docsRoutes: readonly string[] = Object.entries(docsSections).flatMap(([section, ids]) =>
  ids.map((id) => (section === 'root' ? `/docs/${id}` : `/docs/${section}/${id}`)),
);

export interface SiteRedirect {
  to: string;
  from: string[];
}

/**
 * Redirects of REQUIREMENTS.md §2. `/docs/variables` is a page itself, so only
 * `/variables` needs a redirect to reach it; `/docs` is the docs root.
 */
export const siteRedirects: SiteRedirect[] = [
  {to: '/docs/intro', from: ['/docs']},
  {to: '/docs/variables', from: ['/variables']},
  {to: '/docs/custom-code/what-is-custom-javascript', from: ['/custom-code', '/docs/custom-code']},
  {to: '/docs/custom-overlays/custom-overlays-documentation', from: ['/custom-overlays', '/docs/custom-overlays']},
];

export interface SiteSection {
  title: string;
  to: string;
  summary: string;
}

/** The four parts of the site, as the landing page and the not-found page offer them. */
export const siteSections: readonly SiteSection[] = [
  {
    title: 'REST and websocket API',
    to: '/docs/rest/intro-to-send-api',
    summary: 'Send commands, alerts, colours and TTS over REST, and listen to live events on the websocket.',
  },
  {
    title: 'Variables',
    to: '/docs/variables',
    summary: 'The {{variable}} placeholders Lumia Stream fills in, per platform, ready to copy into chat, overlays and code.',
  },
  {
    title: 'Custom code',
    to: '/docs/custom-code/what-is-custom-javascript',
    summary: 'Run your own JavaScript inside commands and alerts, with helpers for chat, storage and lights.',
  },
  {
    title: 'Custom overlays',
    to: '/docs/custom-overlays/custom-overlays-documentation',
    summary: 'Build overlays in HTML, CSS and JavaScript that react to alerts, chat and variables.',
  },
];
