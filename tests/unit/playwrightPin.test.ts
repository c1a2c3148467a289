import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {expect, it} from 'vitest';

// UPGRADING.md, "Playwright held at 1.59.1": from 1.60 on, each poll of a web-first assertion that has
// not passed yet renders an ARIA snapshot, of the whole page when its element is missing or hidden.
// The browser suite polls on pages of up to 16,000 elements, so an upgrade is measured before it lands.
const playwrightCore = path.dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));

it('the installed Playwright renders no ARIA snapshot while an assertion polls', () => {
  const lib = path.join(playwrightCore, 'lib');
  const scripts = (fs.readdirSync(lib, {recursive: true}) as string[]).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const snapshotting = scripts.filter((file) => fs.readFileSync(path.join(lib, file), 'utf8').includes('ariaSnapshotForExpect'));
  expect(snapshotting, 'read UPGRADING.md, "Playwright held at 1.59.1", before upgrading').toEqual([]);
});
