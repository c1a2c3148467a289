import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {
  keepFirstPositions,
  packLunrIndex,
  packSearchDocs,
  restoreLunrIndex,
  unpackSearchDocs,
  type PackedLunrIndex,
  type SearchDoc,
  type SerializedLunrIndex,
} from '../../src/lib/searchIndex';

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

/** Documents as the plugin writes them: escaped text, one page's sections split by another page's. */
const pluginDocs: SearchDoc[] = [
  {title: 'Send alerts', type: 0, sectionRef: '#', url: '/docs/rest/send-alerts', content: '', keywords: '', version: 'Next'},
  {title: 'Trigger an alert', type: 1, pageTitle: 'Send alerts', url: '/docs/rest/send-alerts#trigger-an-alert', content: 'Send {&quot;type&quot;: &quot;alert&quot;} &amp; the alert runs through the queue. ', version: 'Next', tagName: 'h2'},
  {title: 'Text to speech', type: 0, sectionRef: '#', url: '/docs/rest/tts', content: 'The tts command speaks &lt;text&gt; with a voice; a literal &amp;lt; stays as typed. ', keywords: 'voice speech', version: 'Next'},
  {title: 'Alert values', type: 1, pageTitle: 'Send alerts', url: '/docs/rest/send-alerts#alert-values', content: 'twitch-follower, kick-subscriber and youtube-superchat are alert values. Alert alert ALERT. ', version: 'Next', tagName: 'h3'},
  {title: 'Queue – pause​ and skip', type: 1, pageTitle: 'Send alerts', url: '/docs/rest/send-alerts#queue', content: 'Pause the queue, clear the queue, or skip-queue for one alert.\u00a0Überall İstanbul. ', version: 'Next', tagName: 'h2'},
];
const pluginFields = [
  {name: 'title', boost: 200},
  {name: 'content', boost: 2},
  {name: 'keywords', boost: 100},
];

/** The index the plugin builds at build time from `docs`: its fields, boosts and settings. */
function pluginIndex(docs: SearchDoc[]): SerializedLunrIndex {
  const index = lunr(function (this: any) {
    this.ref('id');
    for (const {name, boost} of pluginFields) this.field(name, {boost});
    this.metadataWhitelist = ['position'];
    docs.forEach((doc, id) => this.add({id, title: doc.title, content: doc.content, keywords: doc.keywords}));
  });
  return JSON.parse(JSON.stringify(index));
}

const throughJson = <T,>(value: T): T => JSON.parse(JSON.stringify(value));

describe('packSearchDocs and unpackSearchDocs', () => {
  const packed = throughJson(packSearchDocs({searchDocs: pluginDocs, options: {highlightResult: true}}));

  it('restore exactly the documents and options the plugin wrote, in its order', () => {
    expect(unpackSearchDocs(packed)).toStrictEqual({searchDocs: pluginDocs, options: {highlightResult: true}});
  });

  it('hold the text unescaped and each run of a page once', () => {
    expect(packed.runs.map((run) => run.url)).toEqual(['/docs/rest/send-alerts', '/docs/rest/tts', '/docs/rest/send-alerts']);
    expect(JSON.stringify(packed)).not.toContain('&quot;');
    expect(packed.runs[1]!.page!.text).toContain('<text> with a voice; a literal &lt; stays');
  });
});

describe('packLunrIndex and restoreLunrIndex', () => {
  const full = pluginIndex(pluginDocs);
  const packed = throughJson(packLunrIndex(full, pluginFields));
  const restored = restoreLunrIndex(lunr, packed, pluginDocs);

  it('restore the index the plugin serialised, score for score, less the positions after the first', () => {
    expect(JSON.stringify(restored)).toBe(JSON.stringify(keepFirstPositions(full)));
  });

  it('answer queries with the same sections, scores and highlighted words as the plugin index', () => {
    for (const query of ['alert', 'queue', 'voice', 'skip', 'pause', 'tw*']) {
      const before = lunr.Index.load(full).search(query);
      const after = lunr.Index.load(restored).search(query);
      expect(after.length, query).toBeGreaterThan(0);
      expect(after.map((r: any) => [r.ref, r.score, Object.values(r.matchData.metadata).map((m: any) => Object.values(m).map((f: any) => f.position[0]))])).toEqual(
        before.map((r: any) => [r.ref, r.score, Object.values(r.matchData.metadata).map((m: any) => Object.values(m).map((f: any) => f.position[0]))]),
      );
    }
  });

  it('is smaller than the serialised index, even with only first positions kept', () => {
    expect(JSON.stringify(packed).length).toBeLessThan(JSON.stringify(keepFirstPositions(full)).length / 2);
  });

  it('refuses an index whose fields are not the ones given', () => {
    expect(() => packLunrIndex(full, pluginFields.slice(0, 2))).toThrow(/fields title, content, keywords/);
  });

  it('throws on a malformed packed index instead of restoring a wrong one', () => {
    expect(() => restoreLunrIndex(lunr, {fields: pluginFields, terms: ['alert'], postings: []} as PackedLunrIndex, pluginDocs)).toThrow();
  });
});
