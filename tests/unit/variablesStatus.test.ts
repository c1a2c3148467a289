import {describe, expect, it} from 'vitest';
import {variablesStatus} from '../../src/components/VariablesReference/status';

describe('the status line of the variables reference', () => {
  const reference = {total: 1601, platforms: 31};

  it('counts the whole reference and the platform on screen in one sentence', () => {
    expect(variablesStatus({...reference, shown: 1601, platform: 'Lumia Stream', shownOnPlatform: 534, filtering: false})).toBe(
      '1,601 variables on 31 platforms, 534 of them on Lumia Stream.',
    );
  });

  it('follows the filter, for the reference and for the platform', () => {
    expect(variablesStatus({...reference, shown: 140, platform: 'Twitch', shownOnPlatform: 12, filtering: true})).toBe(
      '140 of 1,601 variables match, 12 of them on Twitch.',
    );
    expect(variablesStatus({...reference, shown: 140, platform: 'Twitch', shownOnPlatform: 0, filtering: true})).toBe(
      '140 of 1,601 variables match, none on Twitch.',
    );
    expect(variablesStatus({...reference, shown: 0, platform: 'Twitch', shownOnPlatform: 0, filtering: true})).toBe('0 of 1,601 variables match.');
  });
});
