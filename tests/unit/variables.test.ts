import {readFileSync} from 'node:fs';
import * as lumiaTypes from '@lumiastream/lumia-types';
import {describe, expect, it} from 'vitest';
import {
  baseName,
  describeName,
  buildVariablesReference,
  countVariables,
  describeVariable,
  fallbackDescription,
  findAlertValue,
  groupVariables,
  matchesFilter,
  parseSystemVariableDocs,
  sortChatTypes,
  toPageData,
  toVariablesIndex,
  variableToken,
  type AllVariablesLike,
} from '../../src/data/variables';

const translations = (
  JSON.parse(
    readFileSync(require.resolve('@lumiastream/lumia-translations/src/translations/en.translations.json'), 'utf8'),
  ) as {variables: Record<string, unknown>}
).variables;
const docComments = parseSystemVariableDocs(
  readFileSync(require.resolve('@lumiastream/lumia-types/dist/variables.types.d.ts'), 'utf8'),
);
const allVariables: AllVariablesLike = lumiaTypes.AllVariables;
const alertValues = Object.values(lumiaTypes.LumiaAlertValues);
const reference = buildVariablesReference(allVariables, {translations, docComments}, alertValues, lumiaTypes.LumiaAlertFriendlyValues);

/** Every (platform, kind, key, name) the package lists. */
function packageEntries(): string[] {
  const entries: string[] = [];
  for (const [id, platform] of Object.entries(allVariables)) {
    for (const name of platform.variables ?? []) entries.push(`${id}|global|variables|${name}`);
    for (const [key, list] of Object.entries(platform.chat ?? {})) for (const name of list) entries.push(`${id}|chat|${key}|${name}`);
    for (const [key, list] of Object.entries(platform.alerts ?? {})) for (const name of list) entries.push(`${id}|alert|${key}|${name}`);
  }
  return entries;
}

describe('variables reference', () => {
  it('places every variable of AllVariables in a group of its platform', () => {
    const placed = reference.platforms.flatMap((platform) =>
      platform.groups.flatMap((group) => group.variables.map((name) => `${platform.id}|${group.kind}|${group.key}|${name}`)),
    );
    expect(placed.sort()).toEqual(packageEntries().sort());
    expect(reference.platforms.map((platform) => platform.id)).toEqual(Object.keys(allVariables));
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

  it('describes every listed name, from translations, doc comments or the fallback', () => {
    const names = new Set(packageEntries().map((entry) => baseName(entry.split('|')[3])));
    for (const name of names) expect(reference.descriptions[name], name).toBeTruthy();
    expect(Object.keys(reference.descriptions).length).toBe(names.size);
    for (const name of reference.fallbackNames) {
      expect(typeof translations[name] === 'string' && translations[name]).toBeFalsy();
      expect(docComments[name]).toBeUndefined();
    }
  });

  it('prefers translations, then doc comments, then the fallback', () => {
    const sources = {translations: {a: 'From translations'}, docComments: {a: 'From docs', b: 'From docs'}};
    expect(describeVariable('a', sources)).toEqual({text: 'From translations', fallback: false});
    expect(describeVariable('b', sources)).toEqual({text: 'From docs', fallback: false});
    expect(describeVariable('kick_last_gifter_amount', sources, ['kick'])).toEqual({text: 'Kick: last gifter amount.', fallback: true});
    expect(describeVariable('twitch_followage={{username}}', {translations: {}, docComments: {twitch_followage: 'Followage.'}}).text).toBe('Followage.');
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

  it('ships page data without fallback texts, and the page recomputes them from the name', () => {
    const page = toPageData(reference);
    expect(page.platforms).toBe(reference.platforms);
    const ids = reference.platforms.map((platform) => platform.id);
    for (const name of reference.fallbackNames) expect(page.descriptions[name]).toBeUndefined();
    for (const [name, text] of Object.entries(reference.descriptions)) expect(describeName(name, page.descriptions, ids)).toBe(text);
  });

  it('indexes tabs with their counts', () => {
    const index = toVariablesIndex(reference.platforms);
    expect(index.platforms.map((platform) => platform.id)).toEqual(Object.keys(allVariables));
    expect(index.platforms.reduce((sum, platform) => sum + platform.count, 0)).toBe(index.total);
    expect(index.total).toBe(packageEntries().length);
  });
});
