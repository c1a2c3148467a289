import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {lumiaTypesVersion} from '../../src/data/lumiaTypesVersion';
import {twinPath} from '../../src/lib/twinPath';
import {buildDir} from './builtExamples';

const read = (urlPath: string) => fs.readFileSync(path.join(buildDir, ...urlPath.split('/').filter(Boolean)), 'utf8');

// <TrackedVersion /> and the Newer Lumia badge read the version from the installed package
// (CONTRIBUTING.md, "Writing pages"); a reader and a tool reading the twin see the number itself.
describe('pages name the installed lumia-types version where they mean the one these docs track', () => {
  it('the intro says which version the docs follow, in the page and in its twin', () => {
    const sentence = `These docs follow the Lumia Stream that @lumiastream/lumia-types ${lumiaTypesVersion} describes`;
    const pageText = read('/docs/intro/index.html')
      .replace(/<!-- -->|<\/?code>/g, '')
      .replace(/\s+/g, ' ');
    expect(pageText).toContain(sentence);
    expect(read(twinPath('/docs/intro'))).toContain(`\`@lumiastream/lumia-types\` ${lumiaTypesVersion} describes`);
  });

  it('every helper available on the tracked version says so with its number', () => {
    const twin = read(twinPath('/docs/custom-code/helper-functions'));
    const versionLines = twin.split('\n').filter((line) => line.startsWith('- **Versions:**'));
    expect(versionLines.length).toBeGreaterThan(0);
    for (const line of versionLines)
      expect(line).toMatch(
        new RegExp(`^- \\*\\*Versions:\\*\\* (${lumiaTypesVersion.replaceAll('.', '\\.')} and newer|newer Lumia Stream builds only)`),
      );
  });

  it('the Newer Lumia badge names the version in its tooltip', () => {
    const titles = [...read('/docs/rest/send-alerts/index.html').matchAll(/title="(Needs a Lumia Stream build newer[^"]*)"/g)].map(
      (match) => match[1],
    );
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title).toContain(`(lumia-types ${lumiaTypesVersion})`);
  });
});
