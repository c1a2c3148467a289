import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import * as lumiaTypes from '@lumiastream/lumia-types';
import {docsRoutes} from '../../src/data/siteRoutes';
import {commands} from '../../src/data/commands';
import {twinPath} from '../../src/lib/twinPath';
import {customCodeDeclarationDownload, overlayDeclarationDownloads} from '../../src/lib/downloads';
import {indexDeclarationFile} from '../../src/lib/declarationIndex';
import {lumiaTypesDir} from '../support/declarations';
import {buildDir} from './builtExamples';
import {conversionFailedMarker} from '../../plugins/llms-files';

const siteUrl = 'https://dev.lumiastream.com';
const read = (urlPath: string) => fs.readFileSync(path.join(buildDir, ...urlPath.split('/').filter(Boolean)), 'utf8');
const routes = ['/', ...docsRoutes];

describe('Markdown twins and llms files in build/', () => {
  it.each(routes)('%s has a Markdown twin with a title, source and body', (route) => {
    const markdown = read(twinPath(route));
    expect(markdown).toMatch(/^# \S/);
    expect(markdown).toContain(`Source: ${siteUrl}${route}`);
    expect(markdown).not.toContain(conversionFailedMarker);
    expect(markdown.length).toBeGreaterThan(200);
    // No UI leftovers.
    expect(markdown).not.toMatch(/^(Try it|Copy page as Markdown|View as Markdown|Edit this page|Copy)$/m);
    expect(markdown).not.toMatch(/Direct link to|\u200b/);
    // Raw HTML of the page's UI must not leak; HTML inside code (overlay examples) is content.
    const prose = markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/`[^`\n]*`/g, '');
    expect(prose).not.toMatch(/<(button|svg|nav|script)\b/i);
  });

  it('llms.txt links every twin', () => {
    const llms = read('/llms.txt');
    expect(llms).toMatch(/^# .+\n\n> .+/);
    for (const route of routes) expect(llms, route).toContain(`](${siteUrl}${twinPath(route)})`);
    expect(llms).toContain(`${siteUrl}/openapi.json`);
  });

  it('llms-full.txt holds every page', () => {
    const full = read('/llms-full.txt');
    for (const route of routes) expect(full, route).toContain(`Source: ${siteUrl}${route}\n`);
  });

  it('twins keep generated reference content', () => {
    const alerts = read('/docs/rest/send-alerts.md');
    for (const value of Object.values(lumiaTypes.LumiaAlertValues).slice(0, 20)) expect(alerts, value).toContain(`\`${value}\``);
    const intro = read('/docs/rest/intro-to-send-api.md');
    for (const command of commands) expect(intro, command.type).toContain(`\`${command.type}\``);
  });

  it('code blocks keep their language', () => {
    expect(read('/docs/rest/tts.md')).toMatch(/```bash\ncurl /);
  });

  describe('the custom-code declaration file', () => {
    const source = fs.readFileSync(path.resolve(__dirname, '../../src/custom-code/lumia-custom-code.d.ts'), 'utf8');
    const {path: filePath, fileName} = customCodeDeclarationDownload;

    it('is published as a file, linked for download from the helper reference', () => {
      expect(read(filePath)).toBe(source);
      const html = read('/docs/custom-code/helper-functions/index.html');
      const link = html.match(new RegExp(`<a [^>]*href="?${filePath}"?[^>]*>`))?.[0];
      expect(link, 'download link').toBeDefined();
      expect(link).toMatch(new RegExp(`download="?${fileName}"?`));
    });

    it('stays out of the scripts', () => {
      // A declaration the file has and no page or script names otherwise.
      const marker = 'LumiaStoppableAction';
      expect(source).toContain(marker);
      const scripts = fs.readdirSync(path.join(buildDir, 'assets', 'js')).filter((name) => name.endsWith('.js'));
      for (const name of scripts) expect(read(`/assets/js/${name}`), name).not.toContain(marker);
    });

    it('is whole in the Markdown twin of the helper reference', () => {
      const twin = read('/docs/custom-code/helper-functions.md');
      expect(twin).toContain(`([download](${siteUrl}${filePath}))`);
      expect(twin).toContain(`\n${source.trimEnd()}\n`);
    });
  });

  describe.each(Object.values(overlayDeclarationDownloads))('the overlay typings $fileName', ({path: filePath, fileName}) => {
    const source = fs.readFileSync(path.join(lumiaTypesDir, 'dist/custom-overlays', fileName), 'utf8');

    it('is published as the package ships it, linked for download from the type definitions page', () => {
      expect(read(filePath)).toBe(source);
      const html = read('/docs/custom-overlays/types/index.html');
      const link = html.match(new RegExp(`<a [^>]*href="?${filePath}"?[^>]*>`))?.[0];
      expect(link, 'download link').toBeDefined();
      expect(link).toMatch(new RegExp(`download="?${fileName}"?`));
    });

    // The page opens long declarations (the Overlay interface, the generated enums) only when a
    // reader asks; the twin still holds every declaration, each as its own block.
    it('has every declaration in the Markdown twin of the type definitions page', () => {
      const twin = read('/docs/custom-overlays/types.md');
      for (const segment of indexDeclarationFile(fileName, source).segments) {
        expect(twin, `${fileName} line ${segment.startLine}`).toContain(`\n${segment.code.replace(/\n+$/, '')}\n`);
      }
      expect(twin).toContain(`](${siteUrl}${filePath})`);
    });
  });

  it('publishes the API descriptions', () => {
    const openapi = JSON.parse(read('/openapi.json')) as {openapi: string};
    const asyncapi = JSON.parse(read('/asyncapi.json')) as {asyncapi: string};
    expect(openapi.openapi).toBe('3.1.0');
    expect(asyncapi.asyncapi).toBe('3.0.0');
  });
});
