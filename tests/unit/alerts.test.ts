import {describe, expect, it} from 'vitest';
import {alertPlatform} from '../../src/data/alerts';

describe('alert reference', () => {
  it('takes the platform from the part before the first dash', () => {
    expect(alertPlatform('twitch-follower')).toBe('twitch');
    expect(alertPlatform('lumiastream-streammodeOn')).toBe('lumiastream');
  });
});
