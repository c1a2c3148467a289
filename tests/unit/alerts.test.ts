import * as lumiaTypes from '@lumiastream/lumia-types';
import {describe, expect, it} from 'vitest';
import {alertPlatform, groupAlertsByPlatform} from '../../src/data/alerts';

describe('alert reference', () => {
  it('takes the platform from the part before the first dash', () => {
    expect(alertPlatform('twitch-follower')).toBe('twitch');
    expect(alertPlatform('lumiastream-streammodeOn')).toBe('lumiastream');
  });

  it('groups every alert value of the package once, keeping package order', () => {
    const values = Object.values(lumiaTypes.LumiaAlertValues);
    const groups = groupAlertsByPlatform(values, lumiaTypes.LumiaAlertFriendlyValues, lumiaTypes.LumiaAlertConfigs);
    expect(groups.flatMap((g) => g.alerts.map((a) => a.value)).sort()).toEqual([...values].sort());
    expect(new Set(groups.map((g) => g.platform)).size).toBe(groups.length);
    expect(groups[0].platform).toBe(alertPlatform(values[0]));
  });

  it('lists the extraSettings variables an alert accepts, and none when it has no config', () => {
    const groups = groupAlertsByPlatform(
      ['twitch-bits', 'twitch-redemption'],
      {'twitch-bits': 'Bits'},
      {'twitch-bits': {acceptedVariables: ['username', 'amount']}},
    );
    expect(groups).toEqual([
      {
        platform: 'twitch',
        alerts: [
          {value: 'twitch-bits', label: 'Bits', variables: ['username', 'amount']},
          {value: 'twitch-redemption', label: 'twitch-redemption', variables: []},
        ],
      },
    ]);
  });
});
