import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {keepFirstPositions, type SerializedLunrIndex} from '../../src/lib/searchIndex';

// The lunr the search plugin (and so the browser) uses.
const lunr = createRequire(require.resolve('docusaurus-lunr-search'))('lunr');

const sections = [
  {id: '0', title: 'Send alerts', content: 'Trigger an alert. The alert runs through the queue; an alert with extraSettings fills its variables.'},
  {id: '1', title: 'Text to speech', content: 'The tts command speaks text with a voice. Pick the voice from retrieve; voice names differ per computer.'},
  {id: '2', title: 'Queue', content: 'Pause the queue, clear the queue, or skip the queue for one alert.'},
];

function buildIndex(): SerializedLunrIndex {
  const index = lunr(function (this: any) {
    this.ref('id');
    this.field('title', {boost: 200});
    this.field('content', {boost: 2});
    this.metadataWhitelist = ['position'];
    for (const section of sections) this.add(section);
  });
  return JSON.parse(JSON.stringify(index));
}

describe('keepFirstPositions', () => {
  const original = buildIndex();
  const compact = keepFirstPositions(original);

  it('is smaller than the index it came from', () => {
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(original).length);
  });

  it.each(['alert', 'queue', 'voice', 'tts voice', 'extraSettings'])('finds the same sections in the same order for "%s", with the same first positions', (query) => {
    const before = lunr.Index.load(original).search(query);
    const after = lunr.Index.load(compact).search(query);
    expect(after.length).toBeGreaterThan(0);
    expect(after.map((r: any) => [r.ref, r.score])).toEqual(before.map((r: any) => [r.ref, r.score]));
    const firstPositions = (results: any[]) =>
      results.map((r) => Object.values(r.matchData.metadata).map((fields: any) => Object.values(fields).map((m: any) => m.position[0])));
    expect(firstPositions(after)).toEqual(firstPositions(before));
  });
});
