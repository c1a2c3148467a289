import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {declarationAnchor, fileSlug, indexDeclarationFile} from '../../src/lib/declarationIndex';
import {packageDeclarationNames} from '../support/declarations';

const sample = [
  '/// <reference path="./other.d.ts" />',
  "import { Thing } from './other';",
  '',
  '/** Tabs. */',
  'export enum Tabs {',
  "\tA = 'a', // a { brace in a comment",
  "\tB = '}',",
  '}',
  '',
  '// helper',
  "type Local = 'x' | 'y';",
  '',
  '/**',
  ' * The API.',
  ' * type NotADeclaration = 1;',
  ' */',
  'export interface Api {',
  '\tnested: { type: string };',
  'interface Inner {}', // column 0, but inside the braces of Api
  '}',
  'export declare function run(): void;',
  'export declare function run(x: number): void;',
  'declare const VALUE: number;',
  'export declare enum Values {',
  '    ONE = "one",',
  '}',
  '',
].join('\n');

describe('indexDeclarationFile', () => {
  const index = indexDeclarationFile('dist/sample.d.ts', sample);

  it('finds the top-level declarations with kind, export and line', () => {
    expect(index.declarations.map(({name, kind, exported, line}) => [name, kind, exported, line])).toEqual([
      ['Tabs', 'enum', true, 5],
      ['Local', 'type', false, 11],
      ['Api', 'interface', true, 17],
      ['run', 'function', true, 21],
      ['run', 'function', true, 22],
      ['VALUE', 'const', false, 23],
      ['Values', 'enum', true, 24],
    ]);
  });

  it('gives every declaration a unique anchor', () => {
    const anchors = index.declarations.map((declaration) => declaration.anchor);
    expect(anchors).toEqual(['sample-tabs', 'sample-local', 'sample-api', 'sample-run', 'sample-run-2', 'sample-value', 'sample-values']);
  });

  it('cuts the file into a header and one segment per declaration, doc comments included', () => {
    expect(index.segments.map((segment) => [segment.startLine, segment.declaration?.name])).toEqual([
      [1, undefined],
      [4, 'Tabs'],
      [10, 'Local'],
      [13, 'Api'],
      [21, 'run'],
      [22, 'run'],
      [23, 'VALUE'],
      [24, 'Values'],
    ]);
    expect(index.segments[1].code).toBe("/** Tabs. */\nexport enum Tabs {\n\tA = 'a', // a { brace in a comment\n\tB = '}',\n}");
  });

  it('keeps every line of the file exactly once', () => {
    const rebuilt = index.segments.map((segment) => segment.code).join('\n');
    const withoutBlankLines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');
    expect(withoutBlankLines(rebuilt)).toEqual(withoutBlankLines(sample));
  });

  it('handles a file without declarations', () => {
    expect(indexDeclarationFile('x.d.ts', '// nothing\n')).toEqual({declarations: [], segments: [{startLine: 1, code: '// nothing'}]});
  });
});

describe('anchors', () => {
  it('derives a slug from a file name and a lower-case id', () => {
    expect(fileSlug('dist/custom-overlays/custom-overlays-alerts.d.ts')).toBe('custom-overlays-alerts');
    expect(declarationAnchor('custom-overlays', 'LumiaAlertValues')).toBe('custom-overlays-lumiaalertvalues');
  });
});

describe('the installed package files', () => {
  const read = (file: string) =>
    readFileSync(fileURLToPath(new URL(`../../node_modules/@lumiastream/lumia-types/dist/custom-overlays/${file}`, import.meta.url)), 'utf8');

  it('indexes custom-overlays.d.ts', () => {
    const names = indexDeclarationFile('custom-overlays.d.ts', read('custom-overlays.d.ts')).declarations.map((d) => d.name);
    expect(names).toEqual([
      'CustomTabs',
      'ConfigsFieldType',
      'OverlayListener',
      'ChatEvent',
      'AlertEvent',
      'HfxEvent',
      'VirtualLightEvent',
      'CustomOverlayContentEvent',
      'OverlayEvent',
      'OverlayEventHandler',
      'Overlay',
      'LumiaAlertValues',
      'SystemVariables',
    ]);
  });

  it('indexes custom-overlays-alerts.d.ts', () => {
    const index = indexDeclarationFile('custom-overlays-alerts.d.ts', read('custom-overlays-alerts.d.ts'));
    expect(index.declarations.map((d) => d.name)).toEqual(packageDeclarationNames('dist/custom-overlays/custom-overlays-alerts.d.ts'));
    expect(index.declarations.filter((d) => d.exported).map((d) => d.name)).toEqual([
      'LumiaAlert',
      'AlertMap',
      'AlertType',
      'AlertDynamic',
      'AlertExtra',
    ]);
  });
});
