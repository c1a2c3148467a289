/**
 * Derives the platform-variables reference from `AllVariables` of `@lumiastream/lumia-types`.
 * Pure functions, no React and no package import: the build plugin (plugins/lumia-reference.ts)
 * passes the package exports in and publishes the result as a JSON module.
 */

import {variableAnchor} from './anchors';
import {alertGroupAnchor, groupId, platformOfId, rowId, sectionId, variableToken} from './variableIds';

export {alertGroupAnchor, platformOfId, rowId, variableToken};

/** 3.1.7 entries are plain names; newer packages may give `{name, description?}` objects. */
export type VariableEntryLike = string | {readonly name: string; readonly description?: string};

export interface PlatformVariablesLike {
  readonly variables?: readonly VariableEntryLike[];
  readonly chat?: Readonly<Record<string, readonly VariableEntryLike[]>>;
  readonly alerts?: Readonly<Record<string, readonly VariableEntryLike[]>>;
}

export type AllVariablesLike = Readonly<Record<string, PlatformVariablesLike>>;

/** Global: the platform's always-available values. Chat: one chat or chatbot context. Alert: one alert. */
export type VariableGroupKind = 'global' | 'chat' | 'alert';

export interface VariableGroup {
  kind: VariableGroupKind;
  /** Key in the package: `variables`, the chat type, or the alert name without platform prefix. */
  key: string;
  /** Heading shown on the page. */
  label: string;
  /** For chat groups: "Chat type" (a message or redeem) or "Chatbot feature" (a built-in chatbot command). */
  chatKind?: 'Chat type' | 'Chatbot feature';
  /** For alert groups: the `LumiaAlertValues` value, when the package has one. */
  alertValue?: string;
  /** Variable names, in package order, without braces. */
  variables: string[];
}

export interface PlatformVariables {
  /** `AllVariables` key, used in the URL (`?platform=twitch`). */
  id: string;
  label: string;
  /** Global group first (when present), then chat groups, then alert groups. */
  groups: VariableGroup[];
}

export interface VariablesReference {
  platforms: PlatformVariables[];
  /**
   * Name (without any `=argument`) → description, for names whose source text is right in every
   * context that lists them.
   */
  descriptions: Record<string, string>;
  /** Context id (see `contextId`) → name → description, for names described differently per context. */
  contextDescriptions: Record<string, Record<string, string>>;
  /** `contextId|name` of every listed entry no source describes in its context: the page shows our hint. */
  fallbackEntries: string[];
}

export interface DescriptionSources {
  /** `variables` section of `en.translations.json` in `@lumiastream/lumia-translations`. */
  translations: Readonly<Record<string, unknown>>;
  /** Doc comments of `SystemVariables` members, keyed by value (see `parseSystemVariableDocs`). */
  docComments: Readonly<Record<string, string>>;
}

const platformLabels: Record<string, string> = {
  lumiastream: 'Lumia Stream',
  crowdcontrol: 'Crowd Control',
  discord: 'Discord',
  donordrive: 'DonorDrive',
  extralife: 'Extra Life',
  facebook: 'Facebook',
  fourthwall: 'Fourthwall',
  kick: 'Kick',
  kofi: 'Ko-fi',
  meld: 'Meld',
  nowplaying: 'Now Playing',
  obs: 'OBS',
  patreon: 'Patreon',
  pulse: 'Pulse',
  slobs: 'Streamlabs Desktop',
  spotify: 'Spotify',
  streamelements: 'StreamElements',
  streamerbot: 'Streamer.bot',
  streamlabs: 'Streamlabs',
  tiktok: 'TikTok',
  tiltify: 'Tiltify',
  tipeeestream: 'TipeeeStream',
  treatstream: 'TreatStream',
  twitch: 'Twitch',
  twitter: 'Twitter',
  vlc: 'VLC',
  voicemod: 'Voicemod',
  vtubestudio: 'VTube Studio',
  woocommerce: 'WooCommerce',
  youtube: 'YouTube',
  youtubemusic: 'YouTube Music',
  throne: 'Throne',
};

/** Chat contexts that come from a viewer's message or redeem, in the order the page shows them. */
export const chatTypeOrder = ['command', 'chatbotCommand', 'twitchPoints', 'kickPoints', 'twitchExtensions', 'chatmatch'] as const;

const chatTypeLabels: Record<string, string> = {
  command: 'Chat command',
  chatbotCommand: 'Chatbot command',
  twitchPoints: 'Twitch channel points',
  kickPoints: 'Kick points',
  twitchExtensions: 'Twitch extension redeem',
  chatmatch: 'Chat match',
  fileWatcher: 'File watcher',
  aichat: 'AI chat',
  loyaltyPoints: 'Loyalty points',
  raffleEntry: 'Raffle entry',
  viewerQueueEntry: 'Viewer queue entry',
};

export function platformLabel(id: string): string {
  return platformLabels[id] ?? id.charAt(0).toUpperCase() + id.slice(1);
}

/** `fileWatcher` → "File watcher"; known chat types get their fixed label. */
export function chatTypeLabel(key: string): string {
  if (chatTypeLabels[key]) return chatTypeLabels[key];
  const words = humanize(key);
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The name of an entry, whether the package gives a string or an object. */
export function entryName(entry: VariableEntryLike): string {
  return typeof entry === 'string' ? entry : entry.name;
}

/** `twitch_followage={{username}}` → `twitch_followage`: the part descriptions are keyed by. */
export function baseName(name: string): string {
  const eq = name.indexOf('=');
  return eq === -1 ? name : name.slice(0, eq);
}

/** `kick_last_gifter_amount` → "kick last gifter amount", `giftPictureUrl` → "gift picture url". */
export function humanize(name: string): string {
  return baseName(name)
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
}

/** Our own short text for names no package describes. */
const ownDescriptions: Record<string, string> = {
  id: 'Identifier of the event on the platform.',
  type: 'Kind of event or item, as the platform names it.',
  date: 'When the event happened.',
  duration: 'How long the event lasts or lasted.',
  anonymous: 'Whether the sender chose to stay anonymous.',
  url: 'Web address attached to the event.',
  description: 'Description text sent with the event.',
  game: 'Game or category name.',
  gameId: 'Identifier of the game or category.',
  ai_response: 'Text the AI answered with.',
  variable_name: 'Name of the variable that changed.',
  variable_value: 'New value of the variable that changed.',
  variable_previous_value: 'Value the variable had before the change.',
  previousScene: 'Scene that was active before the switch.',
};

/**
 * Fallback description in our own words when neither the translations nor the type comments
 * describe a name: a fixed sentence for common names, otherwise the name spelled out.
 */
export function fallbackDescription(name: string, platforms: readonly string[] = []): string {
  const base = baseName(name);
  if (ownDescriptions[base]) return ownDescriptions[base];
  const words = humanize(base);
  const prefix = platforms.find((id) => base.startsWith(`${id}_`));
  if (prefix) return `${platformLabel(prefix)}: ${words.slice(prefix.length + 1)}.`;
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
}

/** Removes the "Use as {{name}}." tail the type comments end with; the page shows the token anyway. */
function tidyDocComment(text: string): string {
  return text
    .replace(/\s*Use (?:in overlays )?as \{\{[^}]*\}\}\.?\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Reads `/** text *\/ MEMBER = "value"` pairs from `variables.types.d.ts` into value → text. */
export function parseSystemVariableDocs(declarationText: string): Record<string, string> {
  const docs: Record<string, string> = {};
  const pattern = /\/\*\*([\s\S]*?)\*\/\s*[A-Za-z0-9_$]+\s*=\s*"([^"]+)"/g;
  for (const match of declarationText.matchAll(pattern)) {
    const text = tidyDocComment(match[1].replace(/^\s*\*\s?/gm, ' '));
    if (text) docs[match[2]] = text;
  }
  return docs;
}

/**
 * Where an entry is listed: `global:<platform>`, `chat:<chat type>` (only Lumia Stream has chat
 * types) or `alert:<platform>-<alert key>`. Descriptions are looked up per context, because one
 * name means different things in different places.
 */
export function contextId(platformId: string, group: Pick<VariableGroup, 'kind' | 'key'>): string {
  if (group.kind === 'global') return `global:${platformId}`;
  if (group.kind === 'chat') return `chat:${group.key}`;
  return `alert:${platformId}-${group.key}`;
}

/**
 * True when a context matches a list of patterns: `chat:*` matches by prefix, `!chat:fileWatcher`
 * takes a context out again. The last pattern that matches decides.
 */
export function contextMatches(context: string, patterns: readonly string[]): boolean {
  let matched = false;
  for (const pattern of patterns) {
    const negated = pattern.startsWith('!');
    const body = negated ? pattern.slice(1) : pattern;
    const hit = body.endsWith('*') ? context.startsWith(body.slice(0, -1)) : context === body;
    if (hit) matched = !negated;
  }
  return matched;
}

/** Chat contexts a viewer starts by typing a command: all but redeems, chat match and the automatic ones. */
const commandContexts = [
  'chat:*',
  '!chat:twitchPoints',
  '!chat:kickPoints',
  '!chat:twitchExtensions',
  '!chat:chatmatch',
  '!chat:fileWatcher',
  '!chat:cooldowns',
];

/**
 * The contexts an English app text (`@lumiastream/lumia-translations`) fits, for names whose text
 * was written for one kind of event. The translations are keyed by name alone, so without this the
 * chat-command text of `message` would describe a donation's message. Every other translated name
 * has a text that reads right wherever the package lists it; the comment of each entry quotes the
 * words that tie the text to its context.
 */
export const translationContexts: Readonly<Record<string, readonly string[]>> = {
  // "…after removing the command…", "…without the command/alias…"
  message: commandContexts,
  messageWithoutEmotes: commandContexts,
  // "…of the sender for a message", "…this message is coming from", "…triggered for the message"
  avatar: ['chat:*'],
  platform: ['chat:*'],
  command: ['chat:*'],
  // "The time the command was triggered": the file watcher's timestamp belongs to a file.
  timestamp: ['chat:*', '!chat:fileWatcher'],
  // "(Twitch) … a Twitch Point redemption", "…the Twitch Redemption that was redeemed"
  points: ['chat:twitchPoints'],
  title: ['chat:twitchPoints'],
  // "Hype train current total": the session alerts' totals count followers, subs, bits…
  total: ['alert:twitch-hypetrain*'],
  // "Tier gift"
  tier: ['alert:twitch-giftSubscription', 'alert:kick-subscriptionGift', 'alert:youtube-giftMembers'],
  // "Name of user": on song and VTube Studio alerts `name` names a song, hotkey, model or item.
  name: [],
  // "(Twitter) … for this tweet"
  likes: ['alert:twitter-like'],
  // "Ban Reason, … /ban [username] [reason]"
  reason: ['alert:twitch-banned'],
  // "The amount sent": a Fourthwall giveaway sends no money.
  amount: ['alert:*', '!alert:fourthwall-giveaway*'],
};

/**
 * Names the app's texts and the package's doc comments use in an example although no variable list
 * has them, with the name the lists use. The reference shows the corrected example, and the
 * variables page says so.
 */
export const exampleNameCorrections: Readonly<Record<string, string>> = {
  // The example of coalesce reads {{display_name}} in both sources; the variable is displayname.
  display_name: 'displayname',
};

/**
 * A source text with its `{{…}}` examples corrected: the names of `exampleNameCorrections`, and a
 * function with a placeholder inside closed with four braces where the text has three. The app's
 * texts of twitch_followage and twitch_get_avatar end in `={{username}}}` and `={{message}}}`; the
 * package writes both with four (`twitch_followage={{username}}` in AllVariables, the example in
 * the doc comment of TWITCH_GET_AVATAR).
 */
export function correctExamples(text: string): string {
  return text
    .replace(/\{\{([A-Za-z0-9_]+)/g, (token, name: string) =>
      Object.hasOwn(exampleNameCorrections, name) ? `{{${exampleNameCorrections[name]}` : token,
    )
    .replace(/(\{\{[A-Za-z0-9_]+=\{\{[A-Za-z0-9_]+\}\}\})(?!\})/g, '$1}');
}

/**
 * Description of a name in one context (see `contextId`): the app's English translation where it
 * fits that context (`translationContexts`), else the package's doc comment on `SystemVariables`
 * for a global variable, else our fallback. `fallback` is true when the last one was used.
 */
export function describeVariable(
  name: string,
  context: string,
  sources: DescriptionSources,
  platforms: readonly string[] = [],
): {text: string; fallback: boolean} {
  const base = baseName(name);
  const translated = sources.translations[base];
  const fits = !(base in translationContexts) || contextMatches(context, translationContexts[base]);
  if (typeof translated === 'string' && translated.trim() && fits) return {text: correctExamples(translated.trim()), fallback: false};
  // SystemVariables are the always-available values, so their comments describe global variables only.
  const documented = context.startsWith('global:') ? sources.docComments[base] : undefined;
  if (documented) return {text: correctExamples(documented), fallback: false};
  return {text: fallbackDescription(name, platforms), fallback: true};
}

/** Finds the alert value for `platform` + `alert`, ignoring case (`primeGift` vs `streamlabs-primegift`). */
export function findAlertValue(platform: string, alert: string, alertValues: readonly string[]): string | undefined {
  const wanted = `${platform}-${alert}`;
  return alertValues.find((value) => value === wanted) ?? alertValues.find((value) => value.toLowerCase() === wanted.toLowerCase());
}

/** Chat command types first (fixed order), then the chatbot features alphabetically. */
export function sortChatTypes(keys: readonly string[]): string[] {
  const order: readonly string[] = chatTypeOrder;
  const known = order.filter((key) => keys.includes(key));
  const rest = keys.filter((key) => !order.includes(key)).sort((a, b) => a.localeCompare(b));
  return [...known, ...rest];
}

function names(entries: readonly VariableEntryLike[] | undefined): string[] {
  return (entries ?? []).map(entryName);
}

/** The platform whose variables every command and alert can use. */
const corePlatformId = 'lumiastream';

/**
 * Lumia Stream first, then the rest alphabetically by label (case-insensitive), so a reader finds a
 * platform by name in the picker, and the page, the picker and the Markdown twin list them alike.
 */
export function sortPlatforms<Platform extends {id: string; label: string}>(platforms: readonly Platform[]): Platform[] {
  const byLabel = (a: Platform, b: Platform) => a.label.localeCompare(b.label, 'en', {sensitivity: 'base'});
  return [...platforms].sort((a, b) => Number(b.id === corePlatformId) - Number(a.id === corePlatformId) || byLabel(a, b));
}

/**
 * Groups `AllVariables` per platform into global, chat and alert groups, keeping the package's
 * order of groups and names; platforms in `sortPlatforms` order.
 */
export function groupVariables(
  allVariables: AllVariablesLike,
  alertValues: readonly string[] = [],
  alertLabels: Readonly<Record<string, string>> = {},
): PlatformVariables[] {
  const platforms = Object.entries(allVariables).map(([id, platform]): PlatformVariables => {
    const groups: VariableGroup[] = [];
    if (platform.variables) {
      groups.push({kind: 'global', key: 'variables', label: 'Global variables', variables: names(platform.variables)});
    }
    const chat = platform.chat ?? {};
    for (const key of sortChatTypes(Object.keys(chat))) {
      groups.push({
        kind: 'chat',
        key,
        label: chatTypeLabel(key),
        chatKind: (chatTypeOrder as readonly string[]).includes(key) ? 'Chat type' : 'Chatbot feature',
        variables: names(chat[key]),
      });
    }
    for (const [key, entries] of Object.entries(platform.alerts ?? {})) {
      const alertValue = findAlertValue(id, key, alertValues);
      const label = (alertValue && alertLabels[alertValue]) || key;
      groups.push({kind: 'alert', key, label, ...(alertValue ? {alertValue} : {}), variables: names(entries)});
    }
    return {id, label: platformLabel(id), groups};
  });
  return sortPlatforms(platforms);
}

/**
 * Every group and description the page needs. A name gets one description for all its contexts
 * only when every context has the same sourced text; otherwise each context keeps its own, and a
 * context no source describes is left to the page's fallback.
 */
export function buildVariablesReference(
  allVariables: AllVariablesLike,
  sources: DescriptionSources,
  alertValues: readonly string[] = [],
  alertLabels: Readonly<Record<string, string>> = {},
): VariablesReference {
  const platforms = groupVariables(allVariables, alertValues, alertLabels);
  const ids = platforms.map((platform) => platform.id);
  const byName = new Map<string, Map<string, {text: string; fallback: boolean}>>();
  for (const platform of platforms) {
    for (const group of platform.groups) {
      const context = contextId(platform.id, group);
      for (const name of group.variables) {
        const base = baseName(name);
        if (!byName.has(base)) byName.set(base, new Map());
        byName.get(base)!.set(context, describeVariable(name, context, sources, ids));
      }
    }
  }
  const descriptions: Record<string, string> = {};
  const contextDescriptions: Record<string, Record<string, string>> = {};
  const fallbackEntries: string[] = [];
  for (const [base, perContext] of byName) {
    const described = [...perContext.values()];
    const texts = new Set(described.map((entry) => entry.text));
    if (described.every((entry) => !entry.fallback) && texts.size === 1) {
      descriptions[base] = described[0].text;
      continue;
    }
    for (const [context, {text, fallback}] of perContext) {
      if (fallback) fallbackEntries.push(`${context}|${base}`);
      else (contextDescriptions[context] ??= {})[base] = text;
    }
  }
  return {platforms, descriptions, contextDescriptions, fallbackEntries};
}

/** Counts for the page: variables listed per kind of group (entries, not unique names). */
export function countVariables(platforms: readonly PlatformVariables[]): Record<VariableGroupKind | 'total', number> {
  const counts = {global: 0, chat: 0, alert: 0, total: 0};
  for (const platform of platforms) {
    for (const group of platform.groups) {
      counts[group.kind] += group.variables.length;
      counts.total += group.variables.length;
    }
  }
  return counts;
}

/** True when a name or its description contains every word of the query (case-insensitive). */
export function matchesFilter(name: string, description: string, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = `${name} ${description}`.toLowerCase();
  return words.every((word) => haystack.includes(word.replace(/^\{\{|\}\}$/g, '')));
}

/** What the page's server render needs: fallback descriptions are left out and recomputed from the name. */
export interface VariablesPageData {
  platforms: PlatformVariables[];
  descriptions: Record<string, string>;
  contextDescriptions: Record<string, Record<string, string>>;
}

export function toPageData(reference: VariablesReference): VariablesPageData {
  const {platforms, descriptions, contextDescriptions} = reference;
  return {platforms, descriptions, contextDescriptions};
}

/** The only variables data the browser bundle carries: the platform picker's ids, labels and counts. */
export interface VariablesIndex {
  total: number;
  platforms: {id: string; label: string; count: number}[];
}

export function toVariablesIndex(platforms: readonly PlatformVariables[]): VariablesIndex {
  return {
    total: countVariables(platforms).total,
    platforms: platforms.map((platform) => ({id: platform.id, label: platform.label, count: countVariables([platform]).total})),
  };
}

/** A chat type as the page's prose names it: the key, and the reference's heading where it says more than the key. */
export interface ChatContextName {
  key: string;
  gloss?: string;
}

/** The figures and context names the page's prose states, taken from the package so an upgrade updates them. */
export interface VariablesSummary {
  counts: Record<VariableGroupKind | 'total', number>;
  platforms: number;
  alertLists: number;
  chatContexts: number;
  chatTypes: ChatContextName[];
  chatbotFeatures: string[];
  /** How widely `username`, a name many lists share, is listed. */
  username: {alertLists: number; chatContextsWithout: string[]};
  /** Global names that are not values of `SystemVariables`, and the length of `ReservedVariables`. */
  globalNamesOutsideSystemVariables: number;
  reservedNames: number;
}

/**
 * The heading as a gloss when it says more than the key: "Chat command" for `command` becomes "chat
 * command", none for `kickPoints` ("Kick points") or `chatmatch` ("Chat match"). A heading that starts
 * with a platform's name keeps its capital.
 */
function gloss(group: VariableGroup, platformIds: ReadonlySet<string>): string | undefined {
  const letters = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (letters(group.label) === letters(group.key)) return undefined;
  const firstWord = group.label.split(' ')[0].toLowerCase();
  return platformIds.has(firstWord) ? group.label : group.label.charAt(0).toLowerCase() + group.label.slice(1);
}

export function summarizeVariables(
  platforms: readonly PlatformVariables[],
  systemVariables: readonly string[],
  reservedVariables: readonly string[],
): VariablesSummary {
  const groups = platforms.flatMap((platform) => platform.groups);
  const alertGroups = groups.filter((group) => group.kind === 'alert');
  const chatGroups = [...new Map(groups.filter((group) => group.kind === 'chat').map((group) => [group.key, group])).values()];
  const platformIds = new Set(platforms.map((platform) => platform.id));
  const chatTypeName = (group: VariableGroup): ChatContextName => {
    const text = gloss(group, platformIds);
    return text ? {key: group.key, gloss: text} : {key: group.key};
  };
  const listsUsername = (group: VariableGroup) => group.variables.some((variable) => baseName(variable) === 'username');
  return {
    counts: countVariables(platforms),
    platforms: platforms.length,
    alertLists: alertGroups.length,
    chatContexts: chatGroups.length,
    chatTypes: chatGroups.filter((group) => group.chatKind === 'Chat type').map(chatTypeName),
    chatbotFeatures: chatGroups.filter((group) => group.chatKind === 'Chatbot feature').map((group) => group.key),
    username: {
      alertLists: alertGroups.filter(listsUsername).length,
      chatContextsWithout: chatGroups.filter((group) => !listsUsername(group)).map((group) => group.key),
    },
    globalNamesOutsideSystemVariables: new Set(
      groups
        .filter((group) => group.kind === 'global')
        .flatMap((group) => group.variables.map(baseName).filter((name) => !systemVariables.includes(name))),
    ).size,
    reservedNames: reservedVariables.length,
  };
}

/**
 * Description of an entry from page data, in its context: the published one, else our fallback
 * (left out of the JSON), with `hint` true for the fallback.
 */
export function describeEntry(
  name: string,
  context: string,
  data: Pick<VariablesPageData, 'descriptions' | 'contextDescriptions'>,
  platformIds: readonly string[],
): {text: string; hint: boolean} {
  const base = baseName(name);
  const text = data.contextDescriptions[context]?.[base] ?? data.descriptions[base];
  return text === undefined ? {text: fallbackDescription(name, platformIds), hint: true} : {text, hint: false};
}

/** One entry as a platform's list draws it, with the element id the filter shows or hides it by. */
export interface PanelEntry {
  /** The entry's anchor (`variableAnchor`) for the first entry of a name, else an id of its place in the list. */
  id: string;
  /** True when `id` is the name's anchor, the one links and search results point at. */
  anchor: boolean;
  name: string;
  text: string;
  /** True when `text` is our own fallback, not a source's. */
  hint: boolean;
}

export interface PanelGroup {
  id: string;
  group: VariableGroup;
  entries: PanelEntry[];
}

export interface PanelSection {
  id: string;
  kind: VariableGroupKind;
  groups: PanelGroup[];
}

/** The order of a platform's sections: global variables, chat contexts, alerts. */
export const sectionOrder: readonly VariableGroupKind[] = ['global', 'chat', 'alert'];

/**
 * One platform's list as the page draws it: sections, their groups and entries, each with an element
 * id unique on the page. The server render and the filter index both come from here, so the ids the
 * filter shows and hides are the ids of the page. Ids: `var-<platform>-<name>` for the first entry
 * of a name (its anchor), `vars-<platform>-<kind>[-<group key>[-<position>]]` for the rest.
 */
export function layoutPlatform(
  platform: PlatformVariables,
  data: Pick<VariablesPageData, 'descriptions' | 'contextDescriptions'>,
  platformIds: readonly string[],
): PanelSection[] {
  const anchored = new Set<string>();
  return sectionOrder
    .map((kind) => {
      const sectionElementId = sectionId(platform.id, kind);
      const groups = platform.groups
        .filter((group) => group.kind === kind)
        .map((group) => {
          const groupElementId = groupId(sectionElementId, group.key);
          const context = contextId(platform.id, group);
          const entries = group.variables.map((name, position): PanelEntry => {
            // Anchored by the name without its `=argument`, the name a reader types into search.
            const base = baseName(name);
            const anchor = !anchored.has(base);
            anchored.add(base);
            const id = anchor ? variableAnchor(platform.id, base) : rowId(groupElementId, position);
            return {id, anchor, name, ...describeEntry(name, context, data, platformIds)};
          });
          return {id: groupElementId, group, entries};
        });
      return {id: sectionElementId, kind, groups};
    })
    .filter((section) => section.groups.length > 0);
}

/**
 * What the filter needs, loaded only when a reader first types in it: per platform, its sections and
 * groups by element id, and each entry as `[name, description shown, anchor]`. An entry without
 * its name's anchor has the id `rowId(group id, position)`, which the index leaves out.
 */
export interface VariablesFilterIndex {
  platforms: {id: string; sections: {id: string; groups: {id: string; entries: FilterEntry[]}[]}[]}[];
}

export type FilterEntry = [name: string, description: string, anchor?: string];

export function toFilterIndex(data: VariablesPageData): VariablesFilterIndex {
  const platformIds = data.platforms.map((platform) => platform.id);
  return {
    platforms: data.platforms.map((platform) => ({
      id: platform.id,
      sections: layoutPlatform(platform, data, platformIds).map((section) => ({
        id: section.id,
        groups: section.groups.map((group) => ({
          id: group.id,
          entries: group.entries.map(({id, anchor, name, text}): FilterEntry => (anchor ? [name, text, id] : [name, text])),
        })),
      })),
    })),
  };
}

/** The element id of an entry of the filter index (see `layoutPlatform`). */
function filterEntryId(groupId: string, [, , anchor]: FilterEntry, position: number): string {
  return anchor ?? rowId(groupId, position);
}

/** What a query leaves on the page. */
export interface VariablesFilterResult {
  /** The query, trimmed: empty when nothing is typed, and then every element is shown. */
  query: string;
  /** Ids of the entries that match and of the groups and sections that hold one; every id when nothing is typed. */
  shown: ReadonlySet<string>;
  /** Matching entries per platform. */
  counts: Readonly<Record<string, number>>;
  /** Matching entries of every platform. */
  total: number;
}

/**
 * Applies `matchesFilter` to every entry of the index: a group or section stays when one of its
 * entries matches. Without a query everything stays, the groups that list nothing included.
 */
export function filterVariables(index: VariablesFilterIndex, query: string): VariablesFilterResult {
  const shown = new Set<string>(query.trim() === '' ? filterElementIds(index) : []);
  const counts: Record<string, number> = {};
  let total = 0;
  for (const platform of index.platforms) {
    let count = 0;
    for (const section of platform.sections) {
      for (const group of section.groups) {
        for (const [position, entry] of group.entries.entries()) {
          if (!matchesFilter(entry[0], entry[1], query)) continue;
          shown.add(filterEntryId(group.id, entry, position));
          shown.add(group.id);
          shown.add(section.id);
          count += 1;
        }
      }
    }
    counts[platform.id] = count;
    total += count;
  }
  return {query: query.trim(), shown, counts, total};
}

/** Every element id the filter shows or hides: sections, groups and entries. */
export function filterElementIds(index: VariablesFilterIndex): string[] {
  return index.platforms.flatMap((platform) =>
    platform.sections.flatMap((section) => [
      section.id,
      ...section.groups.flatMap((group) => [group.id, ...group.entries.map((entry, position) => filterEntryId(group.id, entry, position))]),
    ]),
  );
}
