import {readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {lumiaTypesVersion} from '../../src/data/lumiaTypesVersion';

// A page names the lumia-types version the site is built from with <TrackedVersion />, which reads
// it from the installed package (CONTRIBUTING.md, "Writing pages"), so an upgrade cannot leave a
// stale number behind. A version written out is either history that stays true after an upgrade,
// listed below with the reason, or, in a file that cannot render a component, the installed one.

const root = fileURLToPath(new URL('../../', import.meta.url));
const require = createRequire(import.meta.url);

/** A version number, but not part of an IP address such as 127.0.0.1. */
const versionPattern = /(?<![\d.])\d+\.\d+\.\d+(?![.\d]*\d)/g;

interface Mention {
  /** Path from the repository root. */
  file: string;
  /** The words around the version, exactly as the file has them. */
  text: string;
}

interface HistoricalMentions {
  reason: string;
  mentions: Mention[];
}

const historicalMentions: HistoricalMentions[] = [
  {
    reason: 'What the documentation Lumia Stream published for that release says, leaves out or gets wrong; that stays true after an upgrade.',
    mentions: [
      {file: 'docs/custom-code/custom-actions.mdx', text: 'the bases of 3.1.7'},
      {file: 'docs/custom-code/custom-actions.mdx', text: 'what Lumia Stream 3.1.7 documents'},
      {file: 'docs/custom-code/custom-actions.mdx', text: '[Bases in 3.1.7](#bases-in-317)'},
      {file: 'docs/custom-code/custom-actions.mdx', text: '### Bases in 3.1.7'},
      {file: 'docs/custom-code/custom-actions.mdx', text: 'the 3.1.7 list says'},
      {file: 'docs/custom-code/helper-functions.mdx', text: 'printed in the 3.1.7 custom-code docs'},
      {file: 'docs/custom-code/helper-functions.mdx', text: 'nothing documented in 3.1.7'},
      {file: 'docs/custom-code/helper-functions.mdx', text: 'The 3.1.7 docs document no way'},
      {file: 'docs/custom-code/helper-functions.mdx', text: 'The 3.1.7 and October 2025 reference'},
      {file: 'docs/custom-code/important-notes.mdx', text: 'page of the 3.1.7 and October 2025 docs'},
      {file: 'docs/custom-overlays/custom-overlays-documentation.mdx', text: 'The 3.1.7 cheat sheet mentions'},
      {file: 'docs/custom-overlays/custom-overlays-documentation.mdx', text: 'The 3.1.7 documentation lists'},
      {file: 'docs/custom-overlays/custom-overlays-documentation.mdx', text: 'the 3.1.7 authoring rules'},
      {file: 'docs/custom-overlays/custom-overlays-documentation.mdx', text: 'The 3.1.7 cheat sheet and'},
      {file: 'docs/custom-overlays/custom-overlays-documentation.mdx', text: 'The 3.1.7 documentation quotes'},
      {file: 'docs/custom-overlays/custom-overlays-documentation.mdx', text: 'whatever the 3.1.7 and newer "Persisting Data" sections say'},
      {file: 'docs/custom-overlays/custom-overlays-documentation.mdx', text: 'The 3.1.7 documentation awaits those calls'},
      {file: 'docs/custom-overlays/custom-overlays-documentation.mdx', text: "the 3.1.7 documentation's samples and newer typings"},
      {file: 'docs/custom-overlays/custom-overlays-documentation.mdx', text: 'the 3.1.7 documentation also saves a number'},
      {file: 'docs/custom-overlays/custom-overlays-documentation.mdx', text: 'For 3.1.7 the sources disagree'},
      {file: 'docs/custom-overlays/custom-overlays-documentation.mdx', text: 'the 3.1.7 sources type none of them'},
      {file: 'docs/custom-overlays/custom-overlays-examples.mdx', text: 'the 3.1.7 sources disagree on that call'},
      {file: 'docs/custom-overlays/custom-overlays-examples.mdx', text: 'differ from the 3.1.7 documentation'},
      {file: 'docs/custom-overlays/types.mdx', text: 'differ from the 3.1.7 documentation and from newer typings'},
      {file: 'docs/custom-overlays/types.mdx', text: 'follows the 3.1.7 documentation and the newer typings'},
      {file: 'docs/custom-overlays/types.mdx', text: 'as in the 3.1.7 cheat sheet'},
    ],
  },
  {
    reason:
      "How the package of that release types, names or describes something that newer packages fix or drop; a fact about that release's files, which stays true after an upgrade.",
    mentions: [
      {file: 'docs/rest/send-to-selected-lights.mdx', text: 'The 3.1.7 TypeScript type for a light'},
      {file: 'docs/rest/send-generic-colors.mdx', text: 'the 3.1.7 TypeScript type `ILumiaSendPack` accepts'},
      {file: 'docs/rest/send-generic-colors.mdx', text: 'The 3.1.7 TypeScript type has no `CT`'},
      {file: 'docs/rest/send-generic-colors.mdx', text: '`ILumiaSendPack.params.value` in 3.1.7 knows'},
      {file: 'docs/rest/send-alerts.mdx', text: '`ILumiaSendPack` in 3.1.7 even types'},
      {file: 'docs/rest/send-alerts.mdx', text: 'The same 3.1.7 typing'},
      {file: 'docs/rest/to-default.mdx', text: '`LumiaActivityNoValueTypes` in `@lumiastream/lumia-types` 3.1.7 leaves it out'},
      {file: 'docs/websockets/listen-to-events.mdx', text: '`@lumiastream/lumia-types` 3.1.7 types it as'},
      {file: 'docs/websockets/listen-to-events.mdx', text: '`@lumiastream/lumia-types` 3.1.7 types the envelope'},
      {file: 'docs/websockets/listen-to-events.mdx', text: '| Interface (3.1.7) |'},
      {file: 'docs/websockets/listen-to-events.mdx', text: 'With 3.1.7, type `data` loosely'},
      {file: 'docs/websockets/event-mocks.mdx', text: 'The interfaces in `@lumiastream/lumia-types` 3.1.7 describe'},
      {file: 'docs/websockets/event-mocks.mdx', text: 'the 3.1.7 type has just'},
      {file: 'docs/custom-overlays/custom-overlays-documentation.mdx', text: 'nothing in the 3.1.7 typings'},
      {file: 'docs/custom-overlays/custom-overlays-documentation.mdx', text: 'the value in the 3.1.7 typings'},
      {file: 'docs/custom-overlays/custom-overlays-documentation.mdx', text: 'the value or `null` in the 3.1.7 typings'},
      {file: 'docs/custom-overlays/custom-overlays-documentation.mdx', text: 'The 3.1.7 type declarations disagree'},
      {file: 'docs/custom-overlays/custom-overlays-documentation.mdx', text: '`@lumiastream/lumia-types` 3.1.7 types `setVariable`'},
      {file: 'docs/custom-overlays/custom-overlays-documentation.mdx', text: '// 3.1.7 typings'},
      {file: 'docs/custom-overlays/custom-overlays-documentation.mdx', text: '3.1.7 typings say it returns nothing'},
      {file: 'docs/custom-overlays/custom-overlays-documentation.mdx', text: 'The 3.1.7 `on(...)` signatures'},
      {file: 'docs/custom-overlays/types.mdx', text: 'where the 3.1.7 typings differ'},
      {file: 'docs/custom-overlays/types.mdx', text: '3.1.7 also ships an identical copy'},
      {file: 'docs/custom-overlays/custom-overlays-documentation.mdx', text: 'the 3.1.7 declarations, cheat sheet and authoring rules call it'},
      {file: 'docs/custom-overlays/custom-overlays-documentation.mdx', text: 'The 3.1.7 typings take any string'},
      {file: 'docs/custom-overlays/custom-overlays-documentation.mdx', text: 'The 3.1.7 typings take only text'},
      {file: 'docs/custom-overlays/custom-overlays-documentation.mdx', text: 'The 3.1.7 typings make every field required'},
      {file: 'docs/custom-overlays/custom-overlays-examples.mdx', text: 'because the 3.1.7 typings take only text'},
      {file: 'docs/custom-overlays/custom-overlays-examples.mdx', text: 'as the 3.1.7 typings take'},
      {file: 'docs/custom-overlays/custom-overlays-examples.mdx', text: 'as the 3.1.7 typings describe it'},
      {file: 'docs/custom-overlays/custom-overlays-examples.mdx', text: 'where the 3.1.7 typings differ'},
      {file: 'docs/custom-overlays/types.mdx', text: '## Where the 3.1.7 typings differ'},
      {file: 'docs/custom-overlays/types.mdx', text: 'The 3.1.7 declarations differ from the 3.1.7 documentation'},
      {file: 'docs/custom-overlays/types.mdx', text: '### 3.1.7 typings and 3.1.7 documentation'},
      {file: 'docs/custom-overlays/types.mdx', text: '| Member | 3.1.7 `custom-overlays.d.ts` | 3.1.7 documentation |'},
      {file: 'docs/custom-overlays/types.mdx', text: '| Declaration | 3.1.7 typings | Newer typings |'},
      {file: 'docs/custom-overlays/types.mdx', text: 'a layer over the 3.1.7 file that follows the 3.1.7 documentation'},
      {file: 'docs/variables.mdx', text: '3.1.7 already gives up after 2 seconds'},
      {file: 'docs/variables.mdx', text: '3.1.7 only says it helps choose'},
      {file: 'docs/variables.mdx', text: "3.1.7's example writes"},
      {file: 'docs/variables.mdx', text: 'In 3.1.7, the config of `twitch-charityDonation`'},
    ],
  },
  {
    reason: 'Holds for that release and every later one, so it stays true after an upgrade.',
    mentions: [
      {file: 'docs/rest/tts.mdx', text: 'in 3.1.7 or later'},
      {file: 'docs/rest/send-to-selected-lights.mdx', text: 'the same in 3.1.7 and later versions'},
      {file: 'docs/rest/send-commands.mdx', text: 'in neither `@lumiastream/lumia-types` 3.1.7 nor later versions'},
      {file: 'docs/rest/control-command-folder-state.mdx', text: 'in 3.1.7 and in later versions'},
      {file: 'docs/websockets/listen-to-events.mdx', text: '(3.1.7 and the newer package alike)'},
    ],
  },
  {
    reason: 'What that release removed, or a count taken on it, against the October 2025 docs: history that stays true after an upgrade.',
    mentions: [
      {file: 'docs/custom-code/helper-functions.mdx', text: '3.1.7 removed it.'},
      {file: 'docs/custom-code/helper-functions.mdx', text: 'The October 2025 docs described Trovo support that 3.1.7 removed'},
      {file: 'docs/rest/send-alerts.mdx', text: '51 values of 3.1.7 were missing'},
    ],
  },
  {
    reason:
      'How builds of that release behave, from its documentation: overlays subscribe to events in the Data tab. Newer builds behave otherwise, so naming the release keeps the statement true after an upgrade.',
    mentions: [
      {file: 'docs/custom-overlays/custom-overlays-documentation.mdx', text: '**On 3.1.7**, the selection lives'},
      {file: 'docs/custom-overlays/custom-overlays-documentation.mdx', text: 'If an overlay shows nothing on 3.1.7'},
      {file: 'docs/custom-overlays/custom-overlays-documentation.mdx', text: 'on 3.1.7 the Data-tab selection is needed'},
      {file: 'docs/custom-overlays/custom-overlays-documentation.mdx', text: 'On 3.1.7 the Data tab also carries'},
      {file: 'docs/custom-overlays/custom-overlays-documentation.mdx', text: 'Which one a 3.1.7 build runs is not documented'},
      {file: 'docs/custom-overlays/custom-overlays-documentation.mdx', text: 'On 3.1.7 they are probably the same'},
      {file: 'docs/custom-overlays/custom-overlays-documentation.mdx', text: 'If your 3.1.7 build runs plugins (see'},
      {file: 'docs/custom-overlays/custom-overlays-documentation.mdx', text: '**If your 3.1.7 build runs plugins**'},
      {file: 'docs/custom-overlays/custom-overlays-examples.mdx', text: 'On Lumia Stream 3.1.7, an overlay receives only the events selected'},
    ],
  },
  {
    reason: "Not a package version: an example of the version string Lumia Stream's own settings report.",
    mentions: [
      {file: 'docs/rest/get-settings.mdx', text: '"version": "9.1.0"'},
      {file: 'docs/rest/get-settings.mdx', text: 'such as `9.1.0`'},
    ],
  },
  {
    reason: 'The newest lumia-types when the section was written, and the page says so.',
    mentions: [{file: 'docs/variables.mdx', text: '(4.2.1 at the time of writing)'}],
  },
];

/** Packages other than lumia-types a page may name with their version; that version must be the installed one. */
const otherInstalledPackages = ['@lumiastream/lumia-translations'];

/** Files a reader sees as code: they cannot render <TrackedVersion />, so a tracked version in them is written out. */
const codeShownOnPages = ['src/custom-code', 'src/custom-overlays', 'src/websocket-clients'];
/** Files that render pages, where the version these docs track is always <TrackedVersion /> or the custom field. */
const renderedPages = ['docs', 'src/components'];

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir), {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

function installedVersion(packageName: string): string {
  return (require(`${packageName}/package.json`) as {version: string}).version;
}

interface Found {
  file: string;
  line: number;
  version: string;
  index: number;
}

/** Every version number in a file, with what the historical list and the package rule make of it. */
function versionsIn(file: string): {found: Found; historical: boolean; namesPackage?: string}[] {
  const text = readFileSync(path.join(root, file), 'utf8');
  const coveredRanges = historicalMentions
    .flatMap(({mentions}) => mentions.filter((mention) => mention.file === file))
    .flatMap(({text: phrase}) => {
      const ranges: [number, number][] = [];
      for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) ranges.push([at, at + phrase.length]);
      return ranges;
    });
  return [...text.matchAll(versionPattern)].map((match) => {
    const index = match.index;
    const found = {file, line: text.slice(0, index).split('\n').length, version: match[0], index};
    const historical = coveredRanges.some(([start, end]) => start <= index && index + match[0].length <= end);
    const before = text.slice(Math.max(0, index - 60), index);
    const namesPackage = otherInstalledPackages.find((name) => before.endsWith(`\`${name}\` `));
    return {found, historical, namesPackage};
  });
}

const where = ({file, line, version}: Found) => `${file}:${line} (${version})`;

describe('the lumia-types version a page names is the installed one', () => {
  it('reads the tracked version from the installed package', () => {
    expect(lumiaTypesVersion).toBe(installedVersion('@lumiastream/lumia-types'));
  });

  it('pages and components write every other version out only as history, with the reason in this file', () => {
    const writtenOut = renderedPages
      .flatMap(filesUnder)
      .filter((file) => /\.(mdx?|tsx?)$/.test(file))
      .flatMap(versionsIn)
      .filter(({historical, namesPackage}) => !historical && !namesPackage)
      .map(({found}) => where(found));
    // Where the version means "the one these docs track", write <TrackedVersion /> (or read
    // useTrackedVersion() in a component); where it is history, list it above with the reason.
    expect(writtenOut).toEqual([]);
  });

  it('code shown on pages names the installed version wherever it names a version that is not history', () => {
    const stale = codeShownOnPages
      .flatMap(filesUnder)
      .flatMap(versionsIn)
      .filter(({historical, found}) => !historical && found.version !== lumiaTypesVersion)
      .map(({found}) => where(found));
    // A comment in pasted code cannot render a component: after an upgrade, rewrite it for the
    // new version, or list it above if it stays true of the old one.
    expect(stale).toEqual([]);
  });

  it('other packages a page names with a version are named with the installed version', () => {
    const named = renderedPages
      .flatMap(filesUnder)
      .flatMap(versionsIn)
      .filter(({historical, namesPackage}) => !historical && namesPackage);
    for (const {found, namesPackage} of named) expect(found.version, where(found)).toBe(installedVersion(namesPackage!));
  });

  it('every historical mention is still in its file, with a version in it', () => {
    for (const {mentions} of historicalMentions) {
      for (const {file, text} of mentions) {
        expect(text, file).toMatch(new RegExp(versionPattern.source));
        expect(readFileSync(path.join(root, file), 'utf8'), `${file}: ${text}`).toContain(text);
      }
    }
  });
});
