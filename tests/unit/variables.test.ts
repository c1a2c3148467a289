import {readFileSync} from 'node:fs';
import path from 'node:path';
import * as lumiaTypes from '@lumiastream/lumia-types';
import {describe, expect, it} from 'vitest';
import {variableAnchor} from '../../src/data/anchors';
import {
  baseName,
  buildVariablesReference,
  contextId,
  contextMatches,
  correctExamples,
  countVariables,
  describeEntry,
  describeVariable,
  entryName,
  fallbackDescription,
  filterElementIds,
  filterVariables,
  findAlertValue,
  groupVariables,
  layoutPlatform,
  matchesFilter,
  parseSystemVariableDocs,
  platformLabel,
  platformOfId,
  sortChatTypes,
  sortPlatforms,
  summarizeVariables,
  toFilterIndex,
  toPageData,
  toVariablesIndex,
  translationContexts,
  variableToken,
  type AllVariablesLike,
} from '../../src/data/variables';

const translations = (
  JSON.parse(readFileSync(require.resolve('@lumiastream/lumia-translations/src/translations/en.translations.json'), 'utf8')) as {
    variables: Record<string, unknown>;
  }
).variables;
const docComments = parseSystemVariableDocs(readFileSync(require.resolve('@lumiastream/lumia-types/dist/variables.types.d.ts'), 'utf8'));
const allVariables: AllVariablesLike = lumiaTypes.AllVariables;
const alertValues = Object.values(lumiaTypes.LumiaAlertValues);
const reference = buildVariablesReference(allVariables, {translations, docComments}, alertValues, lumiaTypes.LumiaAlertFriendlyValues);

/** Every variable name the package has: the values of SystemVariables and every name AllVariables lists. */
const packageNames = new Set<string>([
  ...Object.values(lumiaTypes.SystemVariables as Record<string, string>),
  ...Object.values(allVariables).flatMap((platform) =>
    [platform.variables ?? [], ...Object.values(platform.chat ?? {}), ...Object.values(platform.alerts ?? {})].flatMap((list) =>
      list.map((entry) => baseName(entryName(entry))),
    ),
  ),
]);

/** Every (platform, kind, key, name) the package lists. */
function packageEntries(): string[] {
  const entries: string[] = [];
  for (const [id, platform] of Object.entries(allVariables)) {
    for (const entry of platform.variables ?? []) entries.push(`${id}|global|variables|${entryName(entry)}`);
    for (const [key, list] of Object.entries(platform.chat ?? {})) for (const entry of list) entries.push(`${id}|chat|${key}|${entryName(entry)}`);
    for (const [key, list] of Object.entries(platform.alerts ?? {})) for (const entry of list) entries.push(`${id}|alert|${key}|${entryName(entry)}`);
  }
  return entries;
}

describe('variables reference', () => {
  it('places every variable of AllVariables in a group of its platform', () => {
    const placed = reference.platforms.flatMap((platform) =>
      platform.groups.flatMap((group) => group.variables.map((name) => `${platform.id}|${group.kind}|${group.key}|${name}`)),
    );
    expect(placed.sort()).toEqual(packageEntries().sort());
    expect(reference.platforms.map((platform) => platform.id).sort()).toEqual(Object.keys(allVariables).sort());
  });

  it('has no duplicate names within a group and no duplicate groups within a platform', () => {
    for (const platform of reference.platforms) {
      const groupKeys = platform.groups.map((group) => `${group.kind}|${group.key}`);
      expect(new Set(groupKeys).size).toBe(groupKeys.length);
      for (const group of platform.groups) {
        expect(new Set(group.variables).size, `${platform.id} ${group.key}`).toBe(group.variables.length);
      }
    }
  });

  it('orders global, then chat, then alert groups', () => {
    const lumia = reference.platforms.find((platform) => platform.id === 'lumiastream')!;
    const kinds = lumia.groups.map((group) => group.kind);
    expect(kinds.indexOf('chat')).toBeGreaterThan(kinds.lastIndexOf('global'));
    expect(kinds.indexOf('alert')).toBeGreaterThan(kinds.lastIndexOf('chat'));
    expect(lumia.groups.filter((group) => group.kind === 'chat')[0].key).toBe('command');
  });

  it('describes every entry in its own context, from a source or as a hint', () => {
    const page = toPageData(reference);
    const ids = reference.platforms.map((platform) => platform.id);
    const fallbacks = new Set(reference.fallbackEntries);
    for (const platform of reference.platforms) {
      for (const group of platform.groups) {
        const context = contextId(platform.id, group);
        for (const name of group.variables) {
          const expected = describeVariable(name, context, {translations, docComments}, ids);
          const shown = describeEntry(name, context, page, ids);
          expect(shown, `${context} ${name}`).toEqual({text: expected.text, hint: expected.fallback});
          expect(fallbacks.has(`${context}|${baseName(name)}`)).toBe(expected.fallback);
        }
      }
    }
  });

  it('keeps the chat-command text of message off alerts, and the hype-train total off session counts', () => {
    const page = toPageData(reference);
    const ids = reference.platforms.map((platform) => platform.id);
    const commandText = describeEntry('message', 'chat:command', page, ids);
    expect(commandText).toEqual({text: translations.message, hint: false});
    for (const alert of ['alert:streamlabs-donation', 'alert:twitch-subscriber', 'alert:youtube-superchat', 'alert:kick-firstChatter']) {
      expect(describeEntry('message', alert, page, ids).text, alert).not.toBe(commandText.text);
    }
    expect(describeEntry('message', 'chat:twitchPoints', page, ids).text).not.toBe(commandText.text);
    expect(describeEntry('total', 'alert:twitch-hypetrainStarted', page, ids).text).toMatch(/hype train/i);
    for (const alert of ['alert:twitch-sessionFollowers', 'alert:kick-sessionSubs', 'alert:youtube-sessionSuperchats']) {
      expect(describeEntry('total', alert, page, ids).text, alert).not.toMatch(/hype train/i);
    }
  });

  it('shows one description for all contexts only when every context has that same sourced text', () => {
    const ids = reference.platforms.map((platform) => platform.id);
    for (const [name, text] of Object.entries(reference.descriptions)) {
      for (const platform of reference.platforms) {
        for (const group of platform.groups) {
          if (!group.variables.some((entry) => baseName(entry) === name)) continue;
          const context = contextId(platform.id, group);
          expect(describeVariable(name, context, {translations, docComments}, ids), `${context} ${name}`).toEqual({text, fallback: false});
        }
      }
      for (const perContext of Object.values(reference.contextDescriptions)) expect(perContext[name]).toBeUndefined();
    }
  });

  it('ties each context-bound app text to some of the contexts that list its name, never all of them', () => {
    const contextsOf = new Map<string, string[]>();
    for (const platform of reference.platforms) {
      for (const group of platform.groups) {
        for (const name of group.variables)
          contextsOf.set(baseName(name), [...(contextsOf.get(baseName(name)) ?? []), contextId(platform.id, group)]);
      }
    }
    for (const [name, patterns] of Object.entries(translationContexts)) {
      expect(typeof translations[name], name).toBe('string');
      const contexts = contextsOf.get(name) ?? [];
      expect(contexts.length, name).toBeGreaterThan(1);
      expect(contexts.filter((context) => !contextMatches(context, patterns)).length, `${name} excludes none`).toBeGreaterThan(0);
    }
  });

  it('names only variables of the package in the examples of its descriptions', () => {
    // var1, var2, v1 and v2 stand for any variable of the reader's in the app's texts of math, compare, min, max and others.
    const standIns = new Set(['var1', 'var2', 'v1', 'v2']);
    const texts = [
      ...Object.values(reference.descriptions),
      ...Object.values(reference.contextDescriptions).flatMap((perContext) => Object.values(perContext)),
    ];
    const unknown = texts.flatMap((text) =>
      [...text.matchAll(/\{\{([A-Za-z0-9_]+)/g)].map((match) => match[1]).filter((name) => !packageNames.has(name) && !standIns.has(name)),
    );
    expect(unknown).toEqual([]);
    expect(correctExamples('e.g. {{coalesce={{display_name}},{{username}},Anonymous}}')).toBe(
      'e.g. {{coalesce={{displayname}},{{username}},Anonymous}}',
    );
    expect(correctExamples('{{twitch_followage={{username}}}')).toBe('{{twitch_followage={{username}}}}');
    expect(correctExamples('{{twitch_followage={{username}}}}')).toBe('{{twitch_followage={{username}}}}');
  });

  it('closes every example in the descriptions with as many braces as it opens', () => {
    // The app's texts of twitch_followage and twitch_get_avatar end their examples in }}} (a
    // function with a placeholder inside needs }}}}); the package writes them with four.
    const texts = [
      ...Object.entries(reference.descriptions),
      ...Object.values(reference.contextDescriptions).flatMap((perContext) => Object.entries(perContext)),
    ];
    const unbalanced = texts.filter(([, text]) => {
      const open = text.match(/\{\{/g)?.length ?? 0;
      const close = text.match(/\}\}/g)?.length ?? 0;
      return open !== close || /[{}]/.test(text.replace(/\{\{|\}\}/g, ''));
    });
    expect(unbalanced).toEqual([]);
    expect(reference.descriptions.twitch_get_avatar).toMatch(/\{\{twitch_get_avatar=\{\{message\}\}\}\}$/);
    expect(reference.descriptions.twitch_followage).toMatch(/\{\{twitch_followage=\{\{username\}\}\}\}$/);
  });

  it('names only variables of the package in the examples of /docs/variables, or marks them newer', () => {
    // Lines under a heading with the badge, or with the badge themselves, may name newer variables.
    const page = readFileSync(path.resolve(__dirname, '../../docs/variables.mdx'), 'utf8');
    const badge = '<NewerLumia />';
    const headingBadged: boolean[] = [];
    const unknown: string[] = [];
    for (const [index, line] of page.split('\n').entries()) {
      const heading = /^(#{2,6}) /.exec(line);
      if (heading) {
        const level = heading[1].length;
        headingBadged.length = level + 1;
        headingBadged[level] = line.includes(badge);
      }
      if (line.includes(badge) || headingBadged.some(Boolean)) continue;
      for (const match of line.matchAll(/\{\{([A-Za-z0-9_]+)/g)) {
        // {{variable}} and {{x}} stand for any variable.
        if (!packageNames.has(match[1]) && !['variable', 'x'].includes(match[1])) unknown.push(`line ${index + 1}: ${match[1]}`);
      }
    }
    expect(unknown).toEqual([]);
  });

  it('matches contexts by name, by prefix and with exclusions', () => {
    expect(contextMatches('chat:command', ['chat:*'])).toBe(true);
    expect(contextMatches('chat:fileWatcher', ['chat:*', '!chat:fileWatcher'])).toBe(false);
    expect(contextMatches('alert:twitch-hypetrainEnded', ['alert:twitch-hypetrain*'])).toBe(true);
    expect(contextMatches('alert:twitch-sessionBits', ['alert:twitch-hypetrain*'])).toBe(false);
    expect(contextMatches('global:twitch', [])).toBe(false);
    expect(contextId('twitch', {kind: 'alert', key: 'follower'})).toBe('alert:twitch-follower');
    expect(contextId('lumiastream', {kind: 'chat', key: 'command'})).toBe('chat:command');
  });

  it('prefers translations, then doc comments on global variables, then the fallback', () => {
    const sources = {translations: {a: 'From translations'}, docComments: {a: 'From docs', b: 'From docs'}};
    expect(describeVariable('a', 'alert:twitch-follower', sources)).toEqual({text: 'From translations', fallback: false});
    expect(describeVariable('b', 'global:twitch', sources)).toEqual({text: 'From docs', fallback: false});
    // A SystemVariables comment describes the global variable, not an alert's field of that name.
    expect(describeVariable('b', 'alert:twitch-follower', sources).fallback).toBe(true);
    expect(describeVariable('kick_last_gifter_amount', 'global:kick', sources, ['kick'])).toEqual({
      text: 'Kick: last gifter amount.',
      fallback: true,
    });
    expect(
      describeVariable('twitch_followage={{username}}', 'global:twitch', {translations: {}, docComments: {twitch_followage: 'Followage.'}}).text,
    ).toBe('Followage.');
  });

  it('writes fallback text in words', () => {
    expect(fallbackDescription('giftPictureUrl')).toBe('Gift picture url.');
    expect(fallbackDescription('date')).toBe('When the event happened.');
    expect(fallbackDescription('twitter_user_likes', ['twitter'])).toBe('Twitter: user likes.');
  });

  it('parses SystemVariables doc comments without the "Use as" tail', () => {
    const docs = parseSystemVariableDocs('/** Last gifter. Use as {{kick_last_gifter}}. */\n    KICK_LAST_GIFTER = "kick_last_gifter",');
    expect(docs).toEqual({kick_last_gifter: 'Last gifter.'});
    expect(Object.keys(docComments).length).toBe(Object.keys(lumiaTypes.SystemVariables).length);
  });

  it('matches alert values ignoring case and leaves unknown alerts without one', () => {
    expect(findAlertValue('twitch', 'follower', alertValues)).toBe('twitch-follower');
    expect(findAlertValue('streamlabs', 'primeGift', alertValues)).toBe('streamlabs-primegift');
    expect(findAlertValue('fourthwall', 'commission', alertValues)).toBeUndefined();
  });

  it('reads object entries by name and keeps empty groups', () => {
    const platforms = groupVariables({demo: {variables: [{name: 'offer'}, 'plain'], alerts: {quiet: []}}});
    expect(platforms[0].groups[0].variables).toEqual(['offer', 'plain']);
    expect(platforms[0].groups[1]).toMatchObject({kind: 'alert', key: 'quiet', variables: []});
  });

  it('sorts platforms: Lumia Stream first, then by label whatever its case', () => {
    const platforms = [
      {id: 'vlc', label: 'VLC'},
      {id: 'kofi', label: 'Ko-fi'},
      {id: 'lumiastream', label: 'Lumia Stream'},
      {id: 'discord', label: 'Discord'},
    ];
    expect(sortPlatforms(platforms).map((platform) => platform.id)).toEqual(['lumiastream', 'discord', 'kofi', 'vlc']);
  });

  it('sorts chat types: message contexts first, chatbot features alphabetically', () => {
    expect(sortChatTypes(['slots', 'command', 'aichat', 'twitchPoints'])).toEqual(['command', 'twitchPoints', 'aichat', 'slots']);
  });

  it('filters on name and description, ignoring braces', () => {
    expect(matchesFilter('username', 'Name of the user', '{{user')).toBe(true);
    expect(matchesFilter('username', 'Name of the user', 'name user')).toBe(true);
    expect(matchesFilter('avatar', 'Profile picture', 'username')).toBe(false);
    expect(matchesFilter('avatar', '', '  ')).toBe(true);
    expect(variableToken('twitch_followage={{username}}')).toBe('{{twitch_followage={{username}}}}');
  });

  it('counts every entry once', () => {
    const counts = countVariables(reference.platforms);
    expect(counts.total).toBe(packageEntries().length);
    expect(counts.global + counts.chat + counts.alert).toBe(counts.total);
  });

  it("sums up a package for the page's prose: counts, chat contexts with their headings, and where username is missing", () => {
    const platforms = groupVariables(
      {
        lumiastream: {
          variables: ['now_playing_title'],
          chat: {
            fileWatcher: ['file'],
            twitchPoints: ['username', 'points'],
            command: ['username'],
            kickPoints: ['username'],
            chatmatch: ['message'],
          },
        },
        twitch: {variables: ['twitch_last_follower'], alerts: {follower: ['username', 'avatar'], raid: ['viewers']}},
        kick: {chat: {command: ['username']}, alerts: {follower: [{name: 'username'}]}},
      },
      ['twitch-follower', 'twitch-raid', 'kick-follower'],
    );
    expect(summarizeVariables(platforms, ['now_playing_title'], ['lumia', 'username'])).toEqual({
      counts: {global: 2, chat: 7, alert: 4, total: 13},
      platforms: 3,
      alertLists: 3,
      chatContexts: 5,
      chatTypes: [
        {key: 'command', gloss: 'chat command'},
        {key: 'twitchPoints', gloss: 'Twitch channel points'},
        {key: 'kickPoints'},
        {key: 'chatmatch'},
      ],
      chatbotFeatures: ['fileWatcher'],
      username: {alertLists: 2, chatContextsWithout: ['chatmatch', 'fileWatcher']},
      globalNamesOutsideSystemVariables: 1,
      reservedNames: 2,
    });
  });

  it('ships page data without fallback texts: the page writes those from the name', () => {
    const page = toPageData(reference);
    expect(page.platforms).toBe(reference.platforms);
    const ids = reference.platforms.map((platform) => platform.id);
    expect(reference.fallbackEntries.length).toBeGreaterThan(0);
    for (const entry of reference.fallbackEntries) {
      const [context, name] = entry.split('|');
      expect(page.contextDescriptions[context]?.[name]).toBeUndefined();
      expect(page.descriptions[name]).toBeUndefined();
      expect(describeEntry(name, context, page, ids).hint).toBe(true);
    }
  });

  it('indexes the platforms with their counts, Lumia Stream first and the rest by name', () => {
    const index = toVariablesIndex(reference.platforms);
    expect(index.platforms.map((platform) => platform.id).sort()).toEqual(Object.keys(allVariables).sort());
    const [first, ...rest] = index.platforms.map((platform) => platform.label);
    expect(first).toBe('Lumia Stream');
    expect(rest).toEqual([...rest].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
    // The package lists them in no such order: the sorting is ours.
    expect(Object.keys(allVariables).map(platformLabel)).not.toEqual(index.platforms.map((platform) => platform.label));
    expect(index.platforms.reduce((sum, platform) => sum + platform.count, 0)).toBe(index.total);
    expect(index.total).toBe(packageEntries().length);
  });

  it('gives every section, group and entry of the page an id of its own, the first entry of a name its anchor', () => {
    const page = toPageData(reference);
    const ids = page.platforms.map((platform) => platform.id);
    const seen = new Set<string>();
    for (const platform of page.platforms) {
      const anchors = new Set<string>();
      for (const section of layoutPlatform(platform, page, ids)) {
        for (const id of [section.id, ...section.groups.flatMap((group) => [group.id, ...group.entries.map((entry) => entry.id)])]) {
          expect(seen.has(id), id).toBe(false);
          seen.add(id);
          expect(platformOfId(id, ids), id).toBe(platform.id);
        }
        for (const entry of section.groups.flatMap((group) => group.entries)) {
          if (entry.anchor) anchors.add(entry.id);
          else expect(anchors.has(variableAnchor(platform.id, baseName(entry.name))), entry.id).toBe(true);
        }
      }
      // Every name of the platform has exactly one anchor.
      const names = new Set(platform.groups.flatMap((group) => group.variables.map(baseName)));
      expect([...anchors].sort()).toEqual([...names].map((name) => variableAnchor(platform.id, name)).sort());
    }
    expect(platformOfId('alert-vars-youtubemusic-songRequest', ids)).toBe('youtubemusic');
    expect(platformOfId('var-youtube-youtube_last_member', ids)).toBe('youtube');
    expect(platformOfId('writing-a-variable', ids)).toBeUndefined();
  });

  it('filters from the published index as the page draws it: names and the descriptions shown', () => {
    const page = toPageData(reference);
    const index = toFilterIndex(page);
    const ids = page.platforms.map((platform) => platform.id);
    const twitch = page.platforms.find((platform) => platform.id === 'twitch')!;
    const drawn = layoutPlatform(twitch, page, ids).flatMap((section) => section.groups.flatMap((group) => group.entries));
    const indexed = index.platforms
      .find((platform) => platform.id === 'twitch')!
      .sections.flatMap((section) => section.groups.flatMap((group) => group.entries));
    expect(indexed).toEqual(drawn.map((entry) => (entry.anchor ? [entry.name, entry.text, entry.id] : [entry.name, entry.text])));

    const all = filterVariables(index, '  ');
    expect(all.query).toBe('');
    expect(all.total).toBe(toVariablesIndex(reference.platforms).total);
    expect(all.shown.size).toBe(filterElementIds(index).length);

    const result = filterVariables(index, '{{twitch_followage');
    expect(result.query).toBe('{{twitch_followage');
    expect(result.counts.twitch).toBeGreaterThan(0);
    expect(result.total).toBe(Object.values(result.counts).reduce((sum, count) => sum + count, 0));
    // Entry by entry, what the page draws agrees with matchesFilter; a group stays when one of its entries does.
    for (const platform of page.platforms)
      for (const section of layoutPlatform(platform, page, ids))
        for (const group of section.groups) {
          const matching = group.entries.filter((entry) => matchesFilter(entry.name, entry.text, result.query));
          expect(result.shown.has(group.id), group.id).toBe(matching.length > 0);
          for (const entry of group.entries) expect(result.shown.has(entry.id), entry.id).toBe(matching.includes(entry));
        }
    expect(new Set(filterElementIds(index))).toEqual(
      new Set(
        page.platforms.flatMap((platform) =>
          layoutPlatform(platform, page, ids).flatMap((section) => [
            section.id,
            ...section.groups.flatMap((group) => [group.id, ...group.entries.map((entry) => entry.id)]),
          ]),
        ),
      ),
    );
    // A word only a description holds finds the entry: the filter reads what the page shows.
    const described = drawn.find((entry) => !entry.hint && entry.text.split(' ').length > 3)!;
    const word = described.text.split(' ').find((part) => part.length > 6 && !described.name.toLowerCase().includes(part.toLowerCase()))!;
    expect(filterVariables(index, word).shown.has(described.id)).toBe(true);
    expect(filterVariables(index, 'zzqq-no-such-variable').total).toBe(0);
  });
});
