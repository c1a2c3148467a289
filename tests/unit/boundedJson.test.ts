import {describe, expect, it} from 'vitest';
import {boundedJsonText, jsonNestingDepth, maxFormatChars, maxFormatDepth, maxShownChars, valueNestingDepth} from '../../src/lib/boundedJson';

const nestedArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

describe('measuring nesting without recursion', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonNestingDepth('{"a": [1, {"b": "[[[{{{"}]}')).toBe(3);
    expect(jsonNestingDepth('"\\"[["')).toBe(0);
    expect(valueNestingDepth({a: [1, {b: '[[['}]})).toBe(3);
    expect(valueNestingDepth('text')).toBe(0);
  });

  it('stops early on hostile nesting instead of overflowing the stack', () => {
    expect(jsonNestingDepth(nestedArrays(1_000_000), 10)).toBe(11);
    const deep = JSON.parse(nestedArrays(100_000)) as unknown;
    expect(valueNestingDepth(deep, 10)).toBe(11);
  });
});

describe('showing JSON within bounds', () => {
  it('pretty-prints ordinary JSON exactly as JSON.stringify would', () => {
    const value = {type: 'tts', params: {value: 'hi', volume: 80, list: [1, [], {}, null, true]}, empty: {}};
    const result = boundedJsonText(JSON.stringify(value));
    expect(result.shown).toBe(JSON.stringify(value, null, 2));
    expect(result.clipped).toBe(false);
    expect(result.note).toBeUndefined();
  });

  it('shows text that is not JSON as it came', () => {
    expect(boundedJsonText('<b>not json</b>')).toMatchObject({shown: '<b>not json</b>', clipped: false});
  });

  it('shows deeply nested JSON as it came, with a note, instead of exploding it', () => {
    for (const levels of [maxFormatDepth + 1, 4_500, 10_000]) {
      const text = `{"type":"chat","x":${nestedArrays(levels)}}`;
      const result = boundedJsonText(text);
      expect(result.note).toMatch(/Nested more than \d+ levels/);
      expect(result.shown.length).toBeLessThanOrEqual(maxShownChars);
      expect(text.startsWith(result.shown)).toBe(true);
    }
  });

  it('never puts more than the limit on the page, and keeps the whole for a download', () => {
    const wide = JSON.stringify(Array.from({length: 20_000}, (_, index) => ({index, name: `item ${index}`})));
    const result = boundedJsonText(wide);
    expect(result.clipped).toBe(true);
    expect(result.shown.length).toBeLessThanOrEqual(maxShownChars);
    expect(result.full).toBe(wide);
    // Indentation of shallow but long JSON is bounded too.
    const indented = boundedJsonText(`[${Array.from({length: 5_000}, () => `${'['.repeat(20)}0${']'.repeat(20)}`).join(',')}]`);
    expect(indented.shown.length).toBeLessThanOrEqual(maxShownChars);

    const huge = `"${'x'.repeat(maxFormatChars + 10)}"`;
    const hugeResult = boundedJsonText(huge);
    expect(hugeResult.note).toMatch(/Too large to format/);
    expect(hugeResult.shown.length).toBe(maxShownChars);
    expect(hugeResult.totalChars).toBe(huge.length);
  });
});
