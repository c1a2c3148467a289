import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import * as lumiaTypes from '@lumiastream/lumia-types';
import {describe, expect, it} from 'vitest';
import {newerAlertValues, newerAlertValuesByPlatform} from '../../src/data/newerAlertValues';

describe('alert values of newer Lumia Stream', () => {
  const packageValues = new Set<string>(Object.values(lumiaTypes.LumiaAlertValues));

  it('holds none of the installed package: a package upgrade that adds one moves it out of the hand-kept list', () => {
    expect(newerAlertValues.filter((value) => packageValues.has(value))).toEqual([]);
  });

  it('lists each value once', () => {
    expect(new Set(newerAlertValues).size).toBe(newerAlertValues.length);
  });

  it('groups the values under the platform in front of the dash, in the order of first appearance', () => {
    expect(newerAlertValuesByPlatform(['twitch-a', 'kick-b', 'twitch-c'])).toEqual([
      {platform: 'twitch', values: ['twitch-a', 'twitch-c']},
      {platform: 'kick', values: ['kick-b']},
    ]);
    const grouped = newerAlertValuesByPlatform().flatMap((group) => group.values);
    expect([...grouped].sort()).toEqual([...newerAlertValues].sort());
  });

  it('reach /docs/rest/send-alerts through <NewerAlertValues />, with no count typed by hand', () => {
    const page = readFileSync(fileURLToPath(new URL('../../docs/rest/send-alerts.mdx', import.meta.url)), 'utf8');
    expect(page).toContain('<NewerAlertValues />');
    expect(page).not.toContain(`${newerAlertValues.length} values`);
  });
});
