/**
 * Commands of /docs/rest/intro-to-send-api, the Introduction to the send API page: song requests, Spotify and lists of
 * actions. It also holds the internal screenshot reply, whose page is /docs/rest/control-overlays:
 * that page mentions it next to overlay-screenshot, so the index of command types links there.
 */
import type {CommandSpec, DocsPage} from '../commandTypes';
import {NOTE_OLDER_UNDOCUMENTED} from './shared';

const page: DocsPage = '/docs/rest/intro-to-send-api';

const SPOTIFY_ACTIONS = [
  'setPlayState',
  'seek',
  'skipToNext',
  'skipToPrevious',
  'setShuffle',
  'setVolume',
  'setRepeat',
  'shuffleAndPlay',
  'searchAndPlay',
  'searchAndPlayImmediately',
  'searchAndAddToQueue',
  'searchAndAddToPlaylist',
  'searchPublichPlaylistAndPlay',
  'searchPrivatePlaylistAndPlay',
] as const;

export const commands: readonly CommandSpec[] = [
  {
    type: 'song-request',
    title: 'Control song requests',
    summary: 'Adds, skips, removes or clears song requests, and starts or pauses Spotify playback.',
    page,
    explainedInProse: true,
    execution: 'direct',
    params: [
      {
        name: 'action',
        type: 'string',
        required: false,
        description: 'What to do. next behaves like skip; play, pause and playpause drive Spotify. An unknown action is treated as add.',
        allowed: ['add', 'skip', 'next', 'play', 'pause', 'playpause', 'remove', 'clear'],
        defaultValue: 'add',
      },
      {
        name: 'value',
        type: 'string',
        required: false,
        description: 'For add: search text or link of the song. Not validated.',
      },
      {
        name: 'username',
        type: 'string',
        required: false,
        description: 'For add: the viewer shown as the requester.',
      },
      {
        name: 'platform',
        type: 'string',
        required: false,
        description: 'For add: the platform that username belongs to.',
      },
      {
        name: 'songRequestId',
        type: 'string',
        required: false,
        description: 'For remove: id of the request to drop. Left out, the most recent request goes.',
      },
      {
        name: 'play',
        type: 'boolean',
        required: false,
        description: 'For playpause: true plays, false pauses. Left out, playback toggles.',
      },
    ],
    exampleParams: {action: 'add', value: 'Daft Punk One More Time', username: 'night_owl', platform: 'twitch'},
    responds: 'boolean',
    notes: [
      "A request added through the API counts as the streamer's own, whatever username says, so it skips moderator approval.",
      "In Spotify's native queue mode, remove and clear cannot reach songs already handed over to Spotify.",
    ],
  },
  {
    type: 'send-spotify-command',
    title: 'Send a Spotify action',
    summary: "Runs one action of Lumia Stream's Spotify integration, such as play/pause, skip, volume or search-and-play.",
    page,
    execution: 'direct',
    params: [
      {
        name: 'type',
        type: 'string',
        required: false,
        description:
          "The Spotify action. This type sits inside params and is separate from the body-level type. What each action expects in value is documented only for the Spotify actions of custom code's actions helper, which this type probably shares: setPlayState play, pause or toggle; seek a position in milliseconds; setVolume 0 to 100; setShuffle true, false or toggle; setRepeat track, context or off; skipToNext and skipToPrevious nothing. searchAndPlay (which queues the song it finds, then skips to it), searchAndPlayImmediately, searchAndAddToQueue and searchAndAddToPlaylist probably take the search text; for searchAndAddToPlaylist the helper also takes the playlist id in a target field, which this type does not list. Nothing is documented for shuffleAndPlay, searchPublichPlaylistAndPlay and searchPrivatePlaylistAndPlay.",
        allowed: SPOTIFY_ACTIONS,
      },
      {
        name: 'value',
        type: 'any',
        required: false,
        description: 'Argument of the action; see type for what each action expects. Empty string when left out.',
      },
    ],
    exampleParams: {type: 'skipToNext'},
    responds: 'boolean',
    notes: [
      NOTE_OLDER_UNDOCUMENTED,
      'searchPublichPlaylistAndPlay is misspelled in the app, and the misspelling is the value it accepts.',
      'An unknown action does nothing and still answers true.',
      'The Spotify actions of custom code need an active Spotify device; this type probably does too.',
    ],
  },
  {
    type: 'run-actions',
    title: 'Run a list of actions',
    summary: 'Runs a list of Lumia Stream actions one after another and answers once the list has finished.',
    page,
    explainedInProse: true,
    execution: 'direct',
    params: [
      {
        name: 'actions',
        type: 'array',
        required: true,
        description:
          'The actions, in order. Each is an object with a type, usually a base (lumia, overlay, api, an integration or plugin key) and a value.',
      },
      {
        name: 'extraSettings',
        type: 'object',
        required: false,
        description: "Template variables the actions can use: the key username fills {{username}} in an action's text.",
      },
    ],
    exampleParams: {
      actions: [
        {base: 'lumia', type: 'tts', value: {message: 'Thanks for the raid'}},
        {base: 'lumia', type: 'chatbot', value: {message: 'Thanks for the raid!'}},
      ],
    },
    responds: 'value',
    notes: [
      'At most 50 actions and 5 levels of nesting.',
      'Control-flow types (delay, conditional, loop, randomGroup, stop) need no base; a delay step may still carry one.',
      'A step {"type": "delay", "delay": ms} (or duration instead of delay) waits; a delay field on any other action is not applied.',
      'The types code and writeToFile and the bases commandRunner and inputEvents are refused with 403 action_not_allowed, inside nested branches too.',
      'Errors of single actions are logged in Lumia Stream, not returned; actions of disconnected or disabled integrations and plugins are skipped.',
      'By convention value.value names the target and value.message holds the content; get-action-catalog lists every shape.',
    ],
  },
  {
    type: 'get-action-catalog',
    title: 'Get the action catalog',
    summary: 'Answers with a plain-text list of every action run-actions accepts and the shape of its value.',
    page,
    explainedInProse: true,
    execution: 'direct',
    params: [],
    responds: 'value',
  },
  {
    type: 'overlay-screenshot-response',
    title: 'Overlay screenshot response (internal)',
    summary: 'Channel that overlay clients use to report a finished screenshot back to the app; not meant for API callers.',
    page: '/docs/rest/control-overlays',
    execution: 'direct',
    params: [
      {
        name: 'requestId',
        type: 'string',
        required: false,
        description: 'Id of the screenshot request being answered (eventId is read too).',
      },
      {name: 'filePath', type: 'string', required: false, description: 'Where the screenshot was saved.'},
      {name: 'error', type: 'string', required: false, description: 'Error text when the capture failed.'},
    ],
    responds: 'boolean',
    notes: ['Internal: overlay clients send this to the app. Use overlay-screenshot instead of calling it yourself.'],
    internal: true,
  },
];
