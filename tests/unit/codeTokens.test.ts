import {describe, expect, it} from 'vitest';
import {mergeSameTypeTokens} from '../../src/lib/codeTokens';

describe('mergeSameTypeTokens', () => {
  it('joins neighbours of the same kinds and keeps the text in order', () => {
    const line = [
      {types: ['punctuation'], content: '}'},
      {types: ['punctuation'], content: ')'},
      {types: ['punctuation'], content: ';'},
      {types: ['plain'], content: ' '},
      {types: ['comment'], content: '// done'},
    ];
    expect(mergeSameTypeTokens(line)).toEqual([
      {types: ['punctuation'], content: '});'},
      {types: ['plain'], content: ' '},
      {types: ['comment'], content: '// done'},
    ]);
  });

  it('keeps tokens apart when their kinds differ only in a nested type', () => {
    const line = [
      {types: ['string'], content: "'a'"},
      {types: ['template-string', 'string'], content: '`b`'},
      {types: ['string'], content: "'c'"},
    ];
    expect(mergeSameTypeTokens(line)).toEqual(line);
  });

  it('leaves the line it was given unchanged', () => {
    const line = [
      {types: ['operator'], content: '='},
      {types: ['operator'], content: '>'},
    ];
    const copy = structuredClone(line);
    mergeSameTypeTokens(line);
    expect(line).toEqual(copy);
  });
});
