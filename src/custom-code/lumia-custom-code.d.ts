/**
 * The globals Lumia Stream gives custom JavaScript in commands and alerts.
 *
 * The code box holds one anonymous `async function () { … }`; every helper below is
 * already defined inside it, nothing is imported. The code runs in a worker, so this
 * file uses the worker's standard globals (lib "WebWorker"): 3.1.7's examples use `fetch`
 * and `console.log`; the others, such as `setTimeout`, are documented for newer builds only.
 *
 * Drafting in an editor: keep this file next to your draft, with a `jsconfig.json` holding
 * `{"compilerOptions": {"checkJs": true, "lib": ["es2022", "webworker"]}}`. A nameless
 * `async function () {` alone in a file is a syntax error, so start the draft with
 * `void async function () {` and leave out the word `void` when you paste it into Lumia Stream.
 *
 * Conventions of this file:
 * - Every helper and field without `@newerLumia` is in `@lumiastream/lumia-types` 3.1.7,
 *   the version these docs track. `@newerLumia` marks the helpers and fields only newer
 *   Lumia Stream builds have, and the types only they use.
 * - Where a 3.1.7 helper or field has a value, a behaviour or a detail documented only for
 *   newer builds, its comment says so: "Newer builds:" before it.
 * - A helper whose result the docs leave open returns `unknown`: awaiting it is safe,
 *   relying on the value is not.
 * - Helpers documented as asynchronous return a Promise. Await one when you use its result
 *   or must wait for its work; `playAudio`, for example, needs it only with
 *   `waitForAudioToStop: true`. Each helper's entry on the helper reference says when.
 */

// ---------------------------------------------------------------------------
// Finishing the script
// ---------------------------------------------------------------------------

/**
 * A part of the running command or alert that `done({shouldStop: true, actionsToStop})`
 * can skip.
 * Newer builds: also `actions` (probably the unified actions lane, because of its name).
 * Newer builds: the action base is `inputEvents`; this key stays `inputEvent`.
 */
type LumiaStoppableAction =
  | 'devices'
  | 'tts'
  | 'chatbot'
  | 'hfx'
  | 'lumia'
  | 'overlay'
  | 'voicemod'
  | 'streamerbot'
  | 'obs'
  | 'slobs'
  | 'midi'
  | 'osc'
  | 'mqtt'
  | 'serial'
  | 'broadlink'
  | 'websocket'
  | 'twitter'
  | 'twitch'
  | 'spotify'
  | 'vlc'
  | 'artnet'
  | 'api'
  | 'commandRunner'
  | 'inputEvent'
  | 'actions';

/** Values a script hands back to Lumia Stream's later actions. */
type LumiaVariableValues = Record<string, string | number>;

interface LumiaDoneOptions {
  /** Stop the command or alert: all of it, or only the parts in `actionsToStop`. */
  shouldStop?: boolean;
  /**
   * Parts to skip instead of the whole command. Newer builds use it only when `shouldStop` is
   * also true, and ignore it otherwise; empty or missing then stops everything.
   */
  actionsToStop?: LumiaStoppableAction[];
  /** Variables added or overridden for the actions that run after the script. */
  variables?: LumiaVariableValues;
}

/**
 * Tells Lumia Stream the script is complete, so it can close the worker; the call does not leave
 * your function. Call it exactly once, last.
 * Newer builds: code whose text contains no `done(` is refused.
 */
declare function done(options?: LumiaDoneOptions): unknown;

// ---------------------------------------------------------------------------
// Logging and notifications
// ---------------------------------------------------------------------------

/** Shows `message` as a toast and writes it to the dashboard log; `console.log` does the same. */
declare function log(message: unknown): unknown;

interface LumiaToastOptions {
  message: string;
  /** How long the toast stays, in milliseconds. 0 or omitted: it stays until closed. */
  time?: number;
}

/** Pops up a notification inside Lumia Stream. */
declare function showToast(options: LumiaToastOptions): unknown;

/** Writes a line to the dashboard log only, without a toast. */
declare function addLog(message: string): unknown;

/** Waits `time` milliseconds. */
declare function delay(time: number): Promise<unknown>;

// ---------------------------------------------------------------------------
// Lumia variables
// ---------------------------------------------------------------------------

/**
 * The viewer's roles. The custom-code notes give these keys and offer the variable in chat
 * commands, Twitch channel points commands and Twitch extension commands. Other sources disagree:
 * the package's variable lists have `userLevelsRaw` for chat commands, chatbot commands and the
 * chatbot's features other than `cooldowns` and `fileWatcher`, but not for points or extension
 * commands, and the app's own description of it names broadcaster, moderator, vip, tier3, tier2,
 * subscriber, regular, follower and anyone. So every key is optional here: check it before
 * relying on it.
 * See https://dev.lumiastream.com/docs/variables
 */
interface LumiaUserLevels {
  isSelf?: boolean;
  mod?: boolean;
  vip?: boolean;
  tier3?: boolean;
  tier2?: boolean;
  tier1?: boolean;
  subscriber?: boolean;
  follower?: boolean;
}

/** Reads the viewer's roles as a real object (the `{{userLevelsRaw}}` token would be text). */
declare function getVariable(name: 'userLevelsRaw'): Promise<LumiaUserLevels | undefined>;
/**
 * Reads a variable by name; 3.1.7 does not document the value's type. Newer builds: the stored
 * value as it is, or `undefined` when it is not set; a variable of the running command wins over
 * a saved one of the same name. One example of the newer docs says variables come back as strings,
 * so convert with `Number(...)` before doing maths.
 */
declare function getVariable(name: string): Promise<unknown>;

/** Creates or updates a Lumia variable. Whether awaiting it waits for the write is not documented. */
declare function setVariable(variable: {name: string; value: string | number}): unknown;

/** Deletes one variable or several; succeeds even when a name does not exist. */
declare function deleteVariable(name: string | string[]): unknown;

/**
 * Every local and global variable. Newer builds: one flat `{name: value}` object of the saved
 * variables and those of the running command or alert, in which the running command's values win.
 */
declare function getAllVariables(): Promise<Record<string, unknown>>;

/**
 * Runs the template engine on `text` now, so a token can be built from values the script computed.
 * Variable functions with side effects in `text` really run.
 * @newerLumia
 */
declare function resolveVariables(text: string): Promise<string>;

// ---------------------------------------------------------------------------
// Persistent store (shared by all custom code, separate from variables)
// ---------------------------------------------------------------------------

/** The whole store as one object. */
declare function getStore(): Promise<Record<string, unknown>>;

/** One store item, as it was saved. What a name that was never saved gives is not documented. */
declare function getStoreItem(name: string): Promise<unknown>;

/** Saves one item; `value` may be a string, number, array or object. What the promise waits for is not documented. */
declare function setStore(item: {name: string; value: unknown}): Promise<unknown>;

/** Deletes every item of the store. What the promise waits for is not documented. */
declare function resetStore(): Promise<unknown>;

/**
 * Deletes one item and leaves the others alone; what the promise waits for is not documented.
 * 3.1.7 documents no way to remove a single item.
 * @newerLumia
 */
declare function removeStoreItem(name: string): Promise<unknown>;

// ---------------------------------------------------------------------------
// Lights
// ---------------------------------------------------------------------------

interface LumiaRgb {
  r: number;
  g: number;
  b: number;
}

/** A light as `getLights` lists it. */
interface LumiaLight {
  id: string | number;
  /**
   * The integration, such as `hue`, `lifx`, `nanoleaf` or `virtuallights` (the types of 3.1.7's
   * examples). Newer builds: also `govee`, `wled` or `elgato`.
   */
  type: string;
  /**
   * The device name.
   * @newerLumia
   */
  name?: string;
  /**
   * The label the streamer gave the light.
   * @newerLumia
   */
  alias?: string;
}

/**
 * A light to colour, `{type, id}` as `getLights` gives them. Nanoleaf ids must be numbers.
 * Newer builds: `id` may be left out, for every light of that type, and a bare string such as
 * `'hue'` means the same.
 */
type LumiaLightTarget = {type: string; id?: string | number} | string;

interface LumiaSendColorOptions {
  /** A colour string such as `'#ff0000'`, or an RGB object. */
  color?: string | LumiaRgb;
  power?: boolean;
  /** Range not documented for custom code; the send API's colour commands default to 100. */
  brightness?: number;
  /** The fade time; unit not documented for custom code; the send API's colour commands take milliseconds. */
  transition?: number;
  /** Lights to change; leave it out for all lights. */
  lights?: LumiaLightTarget[];
}

/**
 * The streamer's lights with the `type` and `id` needed to target them. Newer builds: lights of
 * disconnected or disabled integrations are left out, and `[]` means nothing is connected.
 */
declare function getLights(): Promise<LumiaLight[]>;

/** Colours all lights, or the ones in `lights`. Every option is optional. */
declare function sendColor(options: LumiaSendColorOptions): unknown;

/**
 * Converts a hex colour to `{r, g, b}`. Its examples await it; awaiting works either way.
 * @newerLumia
 */
declare function hexToRgb(value: string): LumiaRgb | Promise<LumiaRgb>;

// ---------------------------------------------------------------------------
// What is set up in Lumia Stream
// ---------------------------------------------------------------------------

/** What `getApiOptions` resolves with. Its shape is not documented for 3.1.7. */
interface LumiaApiOptions {
  /**
   * The command types.
   * @newerLumia
   */
  types?: unknown;
  /**
   * Keyed by command type: `null` when it takes no value; for the command, alert, `tts` and
   * studio types, `{values}` with the names you can use.
   * @newerLumia
   */
  options?: Record<string, {values?: string[]} | null>;
  [key: string]: unknown;
}

/** The streamer's commands, command types, connections and other options. */
declare function getApiOptions(): Promise<LumiaApiOptions>;

/** @newerLumia */
interface LumiaCommandListOptions {
  /**
   * Only commands that are switched on and listed.
   * @newerLumia
   */
  onlyOn?: boolean;
  /**
   * Only commands the viewer who triggered the script may use.
   * @newerLumia
   */
  onlyUser?: boolean;
  /**
   * One comma-separated string instead of an array.
   * @newerLumia
   */
  formatted?: boolean;
}

/**
 * Names of chat and chatbot commands.
 * @newerLumia
 */
declare function getCommands(
  options: LumiaCommandListOptions & {
    /** @newerLumia */
    formatted: true;
  },
): Promise<string>;
/** @newerLumia */
declare function getCommands(options?: LumiaCommandListOptions): Promise<string[]>;

/**
 * The names of every kind of command, one list per kind.
 * @newerLumia
 */
interface LumiaAllCommands {
  /** @newerLumia */
  commands: string[];
  /** @newerLumia */
  chatbotCommands: string[];
  /** @newerLumia */
  twitchPointsCommands: string[];
  /** @newerLumia */
  twitchExtensionsCommands: string[];
  /** @newerLumia */
  kickPointsCommands: string[];
  /** @newerLumia */
  chatMatch: string[];
  /** @newerLumia */
  folders: string[];
}

/** @newerLumia */
interface LumiaAllCommandsOptions {
  /**
   * Not documented for `getAllCommands`; probably only entries that are switched on, because
   * `getCommands` reads the option of this name that way.
   * @newerLumia
   */
  onlyOn?: boolean;
}

/**
 * The names of every kind of command, grouped; check a name here before a `call*` helper.
 * @newerLumia
 */
declare function getAllCommands(options?: LumiaAllCommandsOptions): Promise<LumiaAllCommands>;

// ---------------------------------------------------------------------------
// Running existing commands and alerts (by name; variables are inherited)
// ---------------------------------------------------------------------------

interface LumiaCallOptions {
  /** The name of a command that already exists in Lumia Stream. */
  name: string;
  /** Variables to add or override; the others are inherited from the running script. */
  variableValues?: LumiaVariableValues;
}

interface LumiaCallAlertOptions {
  /** An alert key such as `twitch-follower`, not the label shown in the app. */
  name: string;
  /** The name of one of the alert's variations. */
  variation?: string;
  variableValues?: LumiaVariableValues;
}

/** Runs an alert. Newer builds: any name is queued, even one that matches no alert, and then nothing happens. */
declare function callAlert(options: LumiaCallAlertOptions): unknown;

/**
 * Runs a chat command. Newer builds: resolves `true` when found and queued; `false` when no
 * command has that name, with no error, toast or log entry.
 */
declare function callCommand(options: LumiaCallOptions): unknown;

/** Runs a Twitch channel points command. Newer builds: resolves `true` or `false` as `callCommand` does. */
declare function callTwitchPoint(options: LumiaCallOptions): unknown;

/** Runs a Twitch extension command. Newer builds: resolves `true` or `false` as `callCommand` does. */
declare function callTwitchExtension(options: LumiaCallOptions): unknown;

/**
 * Runs a chatbot command; `false`, with no error, toast or log entry, when no chatbot command has that name.
 * @newerLumia
 */
declare function callChatbotCommand(options: LumiaCallOptions): Promise<boolean>;

/**
 * Runs a Kick points command; `false`, with no error, toast or log entry, when no command has that name.
 * @newerLumia
 */
declare function callKickPoint(options: LumiaCallOptions): Promise<boolean>;

// ---------------------------------------------------------------------------
// Loyalty points (newer Lumia Stream only)
// ---------------------------------------------------------------------------

/** @newerLumia */
interface LumiaLoyaltyViewer {
  /** @newerLumia */
  username: string;
  /**
   * Defaults to the platform of the event that triggered the script.
   * @newerLumia
   */
  platform?: string;
}

/** @newerLumia */
interface LumiaLoyaltyChange extends LumiaLoyaltyViewer {
  /** @newerLumia */
  points: number;
}

/** @newerLumia */
interface LumiaLoyaltyRecord {
  /** @newerLumia */
  points?: number;
  /** @newerLumia */
  points_all_time?: number;
  /** @newerLumia */
  watchtime?: unknown;
  /** @newerLumia */
  avatar?: unknown;
  [key: string]: unknown;
}

/**
 * The fields of the loyalty settings. Only their names are documented; what they hold is guessed
 * from the names, so each is `unknown`: check its type before you use it.
 * @newerLumia
 */
interface LumiaLoyaltySettings {
  /**
   * Probably whether loyalty points are switched on, because of its name.
   * @newerLumia
   */
  on: unknown;
  /**
   * Probably what the points are called, because of its name.
   * @newerLumia
   */
  currencyName: unknown;
  /**
   * Probably how often watch time earns points, because of its name.
   * @newerLumia
   */
  watchtimeLength: unknown;
  /**
   * Probably how many points each role earns, because of its name.
   * @newerLumia
   */
  pointsMap: unknown;
  /**
   * Probably what each role costs, because of its name.
   * @newerLumia
   */
  userlevelCost: unknown;
}

/** @newerLumia */
interface LumiaLoyaltyTopOptions {
  /**
   * How many viewers; 5 when left out.
   * @newerLumia
   */
  limit?: number;
}

/** @newerLumia */
interface LumiaLoyaltyRank {
  /** @newerLumia */
  username: string;
  /** @newerLumia */
  points: number;
}

/** @newerLumia */
interface LumiaLoyaltyTransferResult {
  /** @newerLumia */
  ok: boolean;
  /**
   * Why the transfer failed, when it says.
   * @newerLumia
   */
  reason?: string;
}

/** @newerLumia */
interface LumiaLoyaltyTransfer {
  /** @newerLumia */
  from: string;
  /** @newerLumia */
  to: string;
  /** @newerLumia */
  points: number;
  /**
   * Defaults to the platform of the event that triggered the script.
   * @newerLumia
   */
  platform?: string;
}

/**
 * A viewer's balance; 0 for a viewer Lumia Stream has not seen.
 * @newerLumia
 */
declare function getLoyaltyPoints(viewer: LumiaLoyaltyViewer): Promise<number>;

/**
 * A viewer's whole loyalty record, or `null`.
 * @newerLumia
 */
declare function getLoyaltyUser(viewer: LumiaLoyaltyViewer): Promise<LumiaLoyaltyRecord | null>;

/**
 * The richest viewers, highest first; 5 unless `limit` says otherwise.
 * @newerLumia
 */
declare function getLoyaltyTop(options?: LumiaLoyaltyTopOptions): Promise<LumiaLoyaltyRank[]>;

/**
 * The loyalty settings of the app.
 * @newerLumia
 */
declare function getLoyaltySettings(): Promise<LumiaLoyaltySettings>;

/**
 * Adds points (negative subtracts) and resolves the new balance; creates unknown viewers.
 * @newerLumia
 */
declare function addLoyaltyPoints(change: LumiaLoyaltyChange): Promise<number>;

/**
 * Sets a balance; resolves it, or `null` when it was not set.
 * @newerLumia
 */
declare function setLoyaltyPoints(change: LumiaLoyaltyChange): Promise<number | null>;

/**
 * Moves points between viewers; fails when the sender has too few.
 * @newerLumia
 */
declare function transferLoyaltyPoints(transfer: LumiaLoyaltyTransfer): Promise<LumiaLoyaltyTransferResult>;

// ---------------------------------------------------------------------------
// Files and the operating system
// ---------------------------------------------------------------------------

/**
 * The text of a local file. Use an absolute path. What a missing or unreadable file gives is not
 * documented: catch errors and check that the result is a string.
 */
declare function readFile(path: string): Promise<string>;

interface LumiaWriteFileOptions {
  path: string;
  /** The text to write. Start it with a line break to put it on a new line when appending. */
  message: string | number;
  /** Add to the end of the file instead of replacing it. */
  append?: boolean;
}

/** Writes or appends to a local file. Whether awaiting it waits for the write is not documented. */
declare function writeFile(options: LumiaWriteFileOptions): unknown;

/** Runs a shell command; resolves stdout on success and stderr on failure, never rejects. */
declare function execShellCommand(command: string): Promise<string>;

// ---------------------------------------------------------------------------
// Speech, chat and sound
// ---------------------------------------------------------------------------

interface LumiaTtsOptions {
  message: string;
  /** A voice name such as `'default'` or `'Brian'`. */
  voice?: string;
  /**
   * Range not documented; 3.1.7's examples use 60 (called 60%) and 100, so probably percent.
   */
  volume?: number;
  /**
   * Speaking pace in percent of normal, 20 to 200 (default 100).
   * @newerLumia
   */
  speed?: number;
}

/** Speaks `message` with text-to-speech. */
declare function tts(options: LumiaTtsOptions): unknown;

type LumiaChatSite = 'twitch' | 'youtube' | 'facebook';

interface LumiaChatbotOptions {
  message: string;
  /** One site or several. */
  site?: LumiaChatSite | LumiaChatSite[];
  color?: string;
  /** Post as the streamer's account instead of the bot. */
  chatAsSelf?: boolean;
}

/** Sends a chat message through Lumia Stream's chatbot. */
declare function chatbot(options: LumiaChatbotOptions): unknown;

interface LumiaPlayAudioOptions {
  /** A URL or local path; with an array, one is picked at random. */
  path: string | string[];
  volume?: number;
  /** Keep the returned promise pending until the sound ends. */
  waitForAudioToStop?: boolean;
}

/** Plays a sound. Await it with `waitForAudioToStop: true` to wait for the end. */
declare function playAudio(options: LumiaPlayAudioOptions): Promise<unknown>;

/**
 * Another name for `playAudio`, with the same options.
 * @newerLumia
 */
declare function playSound(options: LumiaPlayAudioOptions): Promise<unknown>;

// ---------------------------------------------------------------------------
// OBS
// ---------------------------------------------------------------------------

interface LumiaObsRequest {
  /** The OBS websocket request, such as `SetSceneItemEnabled`. */
  'request-type': string;
  sceneName?: string;
  sceneItemId?: number;
  /**
   * The source name; Lumia Stream looks up the scene item id from it.
   * @newerLumia
   */
  inputName?: string;
  /** Any other field of the request, under its OBS name. */
  [field: string]: unknown;
}

/**
 * Sends a raw request to OBS; Lumia Stream adds the request id. Newer builds use the request
 * names of OBS websocket version 5. Which version 3.1.7 uses is not documented; the request its
 * own example sends, `SetSceneItemEnabled`, is one that newer builds take too.
 */
declare function sendRawObsJson(request: LumiaObsRequest): unknown;

// ---------------------------------------------------------------------------
// Credentials of connected services
// ---------------------------------------------------------------------------

type LumiaTokenConnection =
  | 'twitch'
  | 'twitchChatbot'
  | 'youtube'
  | 'facebook'
  | 'streamlabs'
  | 'streamelements'
  | 'treatstream'
  | 'tipeeestream'
  | 'tiltify'
  | 'patreon'
  | 'woocommerce'
  | 'discord'
  | 'twitter'
  | 'spotify'
  | 'pulsoid'
  | 'wyze'
  | 'homeassistant'
  | 'govee'
  | 'wled';

/**
 * The access token of a connected service. Newer builds: `null` or `undefined` when it is not
 * authorized; what 3.1.7 gives then is not documented.
 */
declare function getToken(connection: LumiaTokenConnection): Promise<string | null | undefined>;

/**
 * Lumia Stream's Twitch Client-ID, for the `Client-ID` header of Twitch API calls; `'twitch'` is the
 * only documented connection. Newer builds: `null` for any other connection.
 */
declare function getClientId(connection: 'twitch'): Promise<string | null>;

// ---------------------------------------------------------------------------
// Actions (see the Custom actions page)
// ---------------------------------------------------------------------------

/** The action families of 3.1.7. Newer builds: more bases, and an installed plugin's id as its base. */
type LumiaActionBase =
  | 'delay'
  | 'lumia'
  | 'overlay'
  | 'api'
  | 'websocket'
  | 'commandRunner'
  | 'inputEvent'
  | 'obs'
  | 'slobs'
  | 'twitch'
  | 'twitter'
  | 'streamerbot'
  | 'midi'
  | 'osc'
  | 'artnet'
  | 'mqtt'
  | 'serial'
  | 'broadlink'
  | 'spotify'
  | 'vlc'
  | 'voicemod'
  | (string & {});

interface LumiaAction {
  base: LumiaActionBase;
  /** What to do; the list depends on `base`. */
  type: string;
  /** An object or a string, depending on `base` and `type`. */
  value?: unknown;
  /** Variables for this action; the running command's or alert's own are merged into them. */
  variables?: LumiaVariableValues;
  /**
   * Milliseconds to wait, on an action whose `type` is `delay`; ignored on other actions.
   * @newerLumia
   */
  delay?: number;
  /**
   * Arguments of a Streamer.bot action, as a JSON string.
   * @newerLumia
   */
  args?: unknown;
  /** Newer builds: some bases (OBS, MIDI, OSC, …) take their fields flat on the action. */
  [field: string]: unknown;
}

/**
 * Runs one action or several through Lumia Stream's action runner; in an array, actions that can
 * be awaited are awaited one after the other. The return value is not documented for 3.1.7, whose
 * examples do not await it. Newer builds: their examples `await` it. Awaiting it is harmless on both,
 * since awaiting a value that is not a promise returns it at once.
 */
declare function actions(action: LumiaAction | LumiaAction[]): unknown;

// ---------------------------------------------------------------------------
// Overlays (overlays and layers are found by name: keep names unique)
// ---------------------------------------------------------------------------

interface LumiaLayerContent {
  layer: string;
  content: string;
}

/** Fires a generic alert layer with a first message. */
declare function overlayAlertTrigger(options: {layer: string; firstMessage: string}): unknown;

/** Shows or hides a whole overlay. */
declare function overlaySetVisibility(options: {overlay: string; on: boolean}): unknown;

/** Shows or hides one layer. */
declare function overlaySetLayerVisibility(options: {layer: string; on: boolean}): unknown;

/** Moves a layer; `content` is `"x,y"`. */
declare function overlaySetLayerPosition(options: LumiaLayerContent): unknown;

/**
 * Resizes a layer; `content` is `"width,height"`.
 * @newerLumia
 */
declare function overlaySetLayerSize(options: LumiaLayerContent): unknown;

/** Replaces the text of a text layer. */
declare function overlaySetTextContent(options: LumiaLayerContent): unknown;

/** Shows an image from the overlay library (by name) or a URL in an image layer. */
declare function overlaySetImageContent(options: LumiaLayerContent): unknown;

/** Plays a video from the overlay library (by name) or a URL in a video layer. */
declare function overlaySetVideoContent(options: LumiaLayerContent): unknown;

/** Plays a sound from the overlay library (by name) or a URL in an audio layer. */
declare function overlaySetAudioContent(options: LumiaLayerContent): unknown;

/** Sets a media layer's volume from 0 to 1. */
declare function overlaySetVolume(options: {layer: string; volume: number}): unknown;

/** Plays (`on: true`) or pauses (`on: false`) a media layer. */
declare function overlayPlayPauseMedia(options: {layer: string; on: boolean}): unknown;

/** Plays an HFX effect by name on every HFX layer. */
declare function overlaySendHfx(options: {content: string; playAudio: boolean}): unknown;

/** Changes a timer layer: `"+1m10s"`, `"-30s"`, `"*2h"`, `"/2m"`, or `"=5m"` to set it. */
declare function overlayTimer(options: LumiaLayerContent): unknown;

interface LumiaShoutoutOptions {
  layer: string;
  /** Clips of the user tagged in the message, of the viewer who triggered it, or of your channel. */
  clipType: 'clipFromTarget' | 'clipFromSender' | 'clipFromStreamer';
  clipRandom: boolean;
  /** How many of the newest clips to choose from. */
  clipLimit: number;
  /** Longest clip length in milliseconds, as a string. */
  clipMaxTime: string;
}

/** Plays a clip shoutout on a shoutout layer at once. */
declare function overlayShoutout(options: LumiaShoutoutOptions): unknown;

interface LumiaCustomContentOptions {
  /** The code id of the custom overlays that should receive it. */
  codeId: string;
  /** A string; stringify objects and parse them in the overlay. */
  content: string;
  /** Probably one layer only, judging by its name (not documented); leave it out for commands you share. */
  layer?: string;
}

/** Sends data to custom overlays with a matching code id. */
declare function overlaySendCustomContent(options: LumiaCustomContentOptions): unknown;
