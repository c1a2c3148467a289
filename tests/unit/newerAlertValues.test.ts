import * as lumiaTypes from '@lumiastream/lumia-types';
import {describe, expect, it} from 'vitest';
import {newerAlertValues} from '../../src/data/newerAlertValues';

describe('alert values of newer Lumia Stream', () => {
  const packageValues = new Set<string>(Object.values(lumiaTypes.LumiaAlertValues));

  it('holds none of the installed package: a package upgrade that adds one moves it out of the hand-kept list', () => {
    expect(newerAlertValues.filter((value) => packageValues.has(value))).toEqual([]);
  });

  it('lists each value once', () => {
    expect(new Set(newerAlertValues).size).toBe(newerAlertValues.length);
  });
});
