import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';
import {ReservedVariables} from '@lumiastream/lumia-types';
import {describe, expect, it} from 'vitest';
import {lumiaTypesVersion} from '../../src/data/lumiaTypesVersion';
import {runGoalScript, type GoalScriptCall} from '../support/goalScripts';
import {describeDiagnostics, fileErrors, isNewerLumia, sourceFileOf, tokenLinesOutsideStrings} from '../support/scriptChecks';

const root = fileURLToPath(new URL('../../', import.meta.url));
const examplesDir = path.join(root, 'src/custom-overlays/examples');
const runtimePath = path.join(root, 'src/types/customOverlays.d.ts');
const packageOverlayPath = path.join(root, 'node_modules/@lumiastream/lumia-types/dist/custom-overlays/custom-overlays.d.ts');
// The globals of the JS tab, declared from src/types/customOverlays.d.ts. A virtual file, so the
// site's own TypeScript program never sees an `Overlay` global.
const globalsPath = path.join(root, 'src/types/__overlay-globals__.d.ts');
const globalsText = `
type Runtime = typeof import('./customOverlays');
declare global {
  type AlertEvent = import('./customOverlays').AlertEvent;
  type ChatEvent = import('./customOverlays').ChatEvent;
  type HfxEvent = import('./customOverlays').HfxEvent;
  type VirtualLightEvent = import('./customOverlays').VirtualLightEvent;
  type CustomOverlayContentEvent = import('./customOverlays').CustomOverlayContentEvent;
  const Overlay: import('./customOverlays').OverlayRuntime;
  const toast: import('./customOverlays').ToastFunction;
}
export type {Runtime};
`;

// File names without `.js`: `top-chatters.newer` is the example `top-chatters`, which needs a
// newer Lumia Stream than the installed lumia-types describes.
const exampleNames = readdirSync(examplesDir)
  .filter((name) => name.endsWith('.js'))
  .map((name) => name.replace(/\.js$/, ''))
  .sort();
const examplesPagePath = path.join(root, 'docs/custom-overlays/custom-overlays-examples.mdx');
const jsPaths = exampleNames.map((name) => path.join(examplesDir, `${name}.js`));
// The short examples of the documentation page; `<name>.newer.js` shows something only newer
// Lumia Stream builds have.
const snippetsDir = path.join(root, 'src/custom-overlays/snippets');
const snippetPaths = readdirSync(snippetsDir)
  .filter((name) => name.endsWith('.js'))
  .sort()
  .map((name) => path.join(snippetsDir, name));
const documentationPath = path.join(root, 'docs/custom-overlays/custom-overlays-documentation.mdx');

const compilerOptions: ts.CompilerOptions = {
  allowJs: true,
  checkJs: true,
  noEmit: true,
  strict: true,
  noUnusedLocals: true,
  noUnusedParameters: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  // The JS tab runs inside an async function: its own scope, top-level await allowed.
  moduleDetection: ts.ModuleDetectionKind.Force,
  // An overlay is a web page: the DOM is there, Node.js is not.
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
  skipLibCheck: true,
};

const host = ts.createCompilerHost(compilerOptions);
const readSourceFile = host.getSourceFile.bind(host);
const fileExists = host.fileExists.bind(host);
host.fileExists = (fileName) => fileName === globalsPath || fileExists(fileName);
host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) =>
  fileName === globalsPath
    ? ts.createSourceFile(fileName, globalsText, languageVersion, true)
    : readSourceFile(fileName, languageVersion, onError, shouldCreate);

const program = ts.createProgram({rootNames: [globalsPath, runtimePath, ...jsPaths, ...snippetPaths], options: compilerOptions, host});
const checker = program.getTypeChecker();
const sourceFile = (fileName: string) => sourceFileOf(program, fileName);
const errorsOf = (file: ts.SourceFile) => fileErrors(program, file, root);
const isNewer = (symbol: ts.Symbol | undefined) => isNewerLumia(symbol, checker, runtimePath);
const tokensOutsideStrings = (file: ts.SourceFile) => tokenLinesOutsideStrings(file).map((line) => line + 1);

/** `Overlay.<method>(...)` calls in a file. */
function overlayCalls(file: ts.SourceFile): ts.CallExpression[] {
  const calls: ts.CallExpression[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ts.isIdentifier(node.expression.expression) &&
      node.expression.expression.text === 'Overlay'
    ) {
      calls.push(node);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return calls;
}

function newerApisUsedIn(file: ts.SourceFile): string[] {
  const used: string[] = [];
  for (const call of overlayCalls(file)) {
    const signature = checker.getResolvedSignature(call);
    const declaration = signature?.getDeclaration();
    const tags = declaration ? ts.getJSDocTags(declaration).map((tag) => tag.tagName.text) : [];
    if (declaration?.getSourceFile().fileName === runtimePath && tags.includes('newerLumia')) used.push(call.getText(file));
  }
  const visit = (node: ts.Node): void => {
    // Calls were judged by their overload above; other property reads (Overlay.codeId) here.
    const isCallee = node.parent && ts.isCallExpression(node.parent) && node.parent.expression === node;
    if (ts.isPropertyAccessExpression(node) && !isCallee && isNewer(checker.getSymbolAtLocation(node.name))) {
      used.push(node.getText(file));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return used;
}

/**
 * The `Overlay.saveStorage` calls of a file whose value is not text: the 3.1.7 typings take only
 * text (`saveStorage(key: string, value: string)`); any other value needs newer typings.
 */
function nonTextStorageValues(file: ts.SourceFile): string[] {
  return overlayCalls(file)
    .filter((call) => (call.expression as ts.PropertyAccessExpression).name.text === 'saveStorage')
    .map((call) => call.arguments[1])
    .filter((value) => value !== undefined && !(checker.getTypeAtLocation(value).flags & ts.TypeFlags.StringLike))
    .map((value) => value.getText(file));
}

/** The string values of the package's `ConfigsFieldType` enum: the field types the tracked Lumia Stream offers. */
function packageFieldTypes(): string[] {
  const file = ts.createSourceFile(packageOverlayPath, readFileSync(packageOverlayPath, 'utf8'), ts.ScriptTarget.ES2022, true);
  const values: string[] = [];
  for (const statement of file.statements) {
    if (ts.isEnumDeclaration(statement) && statement.name.text === 'ConfigsFieldType') {
      for (const member of statement.members) {
        if (member.initializer && ts.isStringLiteral(member.initializer)) values.push(member.initializer.text);
      }
    }
  }
  return values;
}

/** The literal members of a string union in the package file, such as `AlertEvent.extraSettings.site`. */
function packageSitePlatforms(): string[] {
  const file = ts.createSourceFile(packageOverlayPath, readFileSync(packageOverlayPath, 'utf8'), ts.ScriptTarget.ES2022, true);
  const platforms: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isPropertySignature(node) && node.name.getText(file) === 'site' && node.type && ts.isUnionTypeNode(node.type)) {
      for (const member of node.type.types) {
        if (ts.isLiteralTypeNode(member) && ts.isStringLiteral(member.literal)) platforms.push(member.literal.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return platforms;
}

const fieldTypes = packageFieldTypes();
const eventNames = ['chat', 'alert', 'hfx', 'virtuallight', 'overlaycontent'];
// Newer builds only (see the documentation page): the configAction event and its actionbutton field.
const newerEventNames = ['configAction'];
const newerFieldTypes = ['actionbutton'];

/** Every `Overlay.on` event name and `Overlay.<member>` call in a file, as `on:<event>` or the member name. */
function overlayApiUsed(file: ts.SourceFile): string[] {
  return overlayCalls(file).map((call) => {
    const member = (call.expression as ts.PropertyAccessExpression).name.text;
    const [event] = call.arguments;
    return member === 'on' && event && ts.isStringLiteral(event) ? `on:${event.text}` : member;
  });
}

/** Calls of a global function (`fetch`, `toast`) in a file. */
function globalCallsIn(file: ts.SourceFile): string[] {
  const names: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) names.push(node.expression.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return names;
}

interface ConfigField {
  type: string;
  label: string;
  value?: unknown;
  options?: Record<string, unknown>;
  order?: number;
}

function readJson<T>(fileName: string): T {
  return JSON.parse(readFileSync(fileName, 'utf8')) as T;
}

describe('custom overlay examples', () => {
  it('finds a file for every example the examples page shows, and the package field types', () => {
    const shown = [...readFileSync(examplesPagePath, 'utf8').matchAll(/<OverlayExample name="([^"]+)"/g)].map(([, name]) => name).sort();
    expect(shown.length).toBeGreaterThan(0);
    expect(exampleNames.map((name) => name.replace(/\.newer$/, '')).sort()).toEqual(shown);
    expect(fieldTypes).toEqual(['input', 'number', 'checkbox', 'dropdown', 'multiselect', 'colorpicker', 'fontpicker', 'slider']);
  });

  it('use each event and each method of the Overlay API together, plus toast and fetch (not the newer codeId)', () => {
    const used = new Set<string>();
    for (const name of exampleNames) {
      const file = sourceFile(path.join(examplesDir, `${name}.js`));
      for (const member of overlayApiUsed(file)) used.add(member);
      for (const call of globalCallsIn(file)) used.add(call);
    }
    // Every member the runtime declares, each event as its own family.
    const runtime = checker.getTypeAtLocation(
      (
        sourceFile(runtimePath).statements.find(
          (statement) => ts.isInterfaceDeclaration(statement) && statement.name.text === 'OverlayRuntime',
        ) as ts.InterfaceDeclaration
      ).name,
    );
    const methods = runtime
      .getProperties()
      .map((member) => member.name)
      .filter((member) => !['data', 'codeId', 'on'].includes(member));
    const families = [...methods, ...[...eventNames, ...newerEventNames].map((event) => `on:${event}`), 'toast', 'fetch'];
    expect(families.filter((family) => !used.has(family))).toEqual([]);
  });

  it('shows every example on the examples page', () => {
    const page = readFileSync(examplesPagePath, 'utf8');
    for (const name of exampleNames) expect(page).toContain(`<OverlayExample name="${name.replace(/\.newer$/, '')}"`);
  });

  it('has runtime declarations without errors', () => {
    const errors = [
      ...describeDiagnostics([...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()], root),
      ...errorsOf(sourceFile(runtimePath)),
      ...errorsOf(sourceFile(globalsPath)),
    ];
    expect(errors).toEqual([]);
  });

  describe.each(exampleNames)('%s', (name) => {
    const newer = name.endsWith('.newer');
    const file = sourceFile(path.join(examplesDir, `${name}.js`));
    const configs = readJson<Record<string, ConfigField>>(path.join(examplesDir, `${name}.configs.json`));
    const data = readJson<Record<string, unknown>>(path.join(examplesDir, `${name}.data.json`));
    const html = readFileSync(path.join(examplesDir, `${name}.html`), 'utf8');
    const css = readFileSync(path.join(examplesDir, `${name}.css`), 'utf8');

    it('type-checks against the overlay declarations', () => {
      expect(errorsOf(file)).toEqual([]);
    });

    if (newer) {
      it('uses something only newer Lumia Stream has, as its name says', () => {
        expect(newerApisUsedIn(file)).not.toEqual([]);
      });
    } else {
      it(`uses only what Lumia Stream ${lumiaTypesVersion} has`, () => {
        expect(newerApisUsedIn(file)).toEqual([]);
      });

      it(`saves only text in storage, as the ${lumiaTypesVersion} typings take`, () => {
        expect(nonTextStorageValues(file)).toEqual([]);
      });
    }

    it('writes {{tokens}} in the JS only inside string literals', () => {
      expect(tokensOutsideStrings(file)).toEqual([]);
    });

    it('subscribes with literal event names that exist', () => {
      const events = overlayCalls(file)
        .filter((call) => ts.isPropertyAccessExpression(call.expression) && call.expression.name.text === 'on')
        .map((call) => {
          const [event] = call.arguments;
          return event && ts.isStringLiteral(event) ? event.text : '(not a literal)';
        });
      expect(events.length).toBeGreaterThan(0);
      for (const event of events) expect(newer ? [...eventNames, ...newerEventNames] : eventNames).toContain(event);
    });

    it('has a Data value for every Configs field, equal to its default', () => {
      // An actionbutton is a button, not a setting: it has no value.
      const settings = Object.entries(configs).filter(([, field]) => field.type !== 'actionbutton');
      expect(Object.keys(data).sort()).toEqual(settings.map(([key]) => key).sort());
      for (const [key, field] of Object.entries(configs)) {
        expect(key).toMatch(/^[a-zA-Z0-9_-]+$/);
        expect(newer ? [...fieldTypes, ...newerFieldTypes] : fieldTypes, `${key}.type`).toContain(field.type);
        expect(typeof field.label, `${key}.label`).toBe('string');
        expect(data[key], key).toEqual(field.value);
        if (['dropdown', 'multiselect', 'slider'].includes(field.type)) expect(field.options, `${key}.options`).toBeDefined();
        if (field.type === 'dropdown') expect(Object.keys(field.options ?? {})).toContain(field.value);
      }
    });

    // A Configs key is also a {{token}}. The package reserves some variable names without saying
    // why (ReservedVariables); the variables page advises against them for your own names.
    it('names no Configs key after a reserved variable', () => {
      expect(Object.keys(configs).filter((key) => ReservedVariables.includes(key))).toEqual([]);
    });

    it('uses only Config keys as tokens in the HTML and CSS, with fonts quoted', () => {
      for (const [, key] of `${html}\n${css}`.matchAll(/\{\{(\w+)\}\}/g)) expect(Object.keys(configs)).toContain(key);
      for (const [key, field] of Object.entries(configs)) {
        if (field.type === 'fontpicker') expect(css).toContain(`"{{${key}}}"`);
        if (field.type === 'colorpicker') expect(css).not.toContain(`"{{${key}}}"`);
      }
    });

    it('keeps the HTML tab to body content', () => {
      expect(html).not.toMatch(/<(script|style|head|body|html)\b/i);
    });
  });
});

describe('the documentation page', () => {
  it('spells Overlay.chatbot platforms as the package types them', () => {
    const page = readFileSync(documentationPath, 'utf8');
    const line = page.split('\n').find((text) => text.startsWith('- `platform` (optional)'));
    expect(line).toBeDefined();
    const [offered = '', versions = ''] = (line ?? '').split('Leave it out');
    const platformsIn = (text: string) =>
      [...text.matchAll(/`([a-z]+)`/g)].map(([, platform]) => platform).filter((platform) => !['platform', 'origin'].includes(platform));
    // The example the sentence gives is a platform the package types for an alert's site.
    expect(platformsIn(offered).length).toBeGreaterThan(0);
    for (const platform of platformsIn(offered)) expect(packageSitePlatforms()).toContain(platform);
    // The list newer typings give takes in every one of those.
    expect(platformsIn(versions.split('newer typings')[1] ?? '')).toEqual(expect.arrayContaining(packageSitePlatforms()));
  });
});

describe('custom overlay snippets', () => {
  it('finds a file for every snippet the documentation page shows', () => {
    const shown = [...new Set([...readFileSync(documentationPath, 'utf8').matchAll(/snippets\['([^']+)'\]/g)].map(([, name]) => name))].sort();
    expect(shown.length).toBeGreaterThan(0);
    expect(snippetPaths.map((file) => path.basename(file).replace(/(\.newer)?\.js$/, '')).sort()).toEqual(shown);
  });

  describe.each(snippetPaths.map((file) => [path.basename(file), file]))('%s', (name, fileName) => {
    const file = sourceFile(fileName);

    it('type-checks against the overlay declarations', () => {
      expect(errorsOf(file)).toEqual([]);
    });

    it('writes {{tokens}} only inside string literals', () => {
      expect(tokensOutsideStrings(file)).toEqual([]);
    });

    if (name.endsWith('.newer.js')) {
      it('uses something only newer Lumia Stream has, as its name says', () => {
        expect(newerApisUsedIn(file)).not.toEqual([]);
      });
    } else {
      it(`uses only what Lumia Stream ${lumiaTypesVersion} has`, () => {
        expect(newerApisUsedIn(file)).toEqual([]);
      });

      it(`saves only text in storage, as the ${lumiaTypesVersion} typings take`, () => {
        expect(nonTextStorageValues(file)).toEqual([]);
      });
    }

    it('is shown on the documentation page', () => {
      const page = readFileSync(documentationPath, 'utf8');
      expect(page).toContain(`snippets['${name.replace(/(\.newer)?\.js$/, '')}']`);
    });
  });
});

// The examples page's !goaladd and !goalreset commands, run with stub helpers: like the death
// counter of /docs/custom-code/examples/create-counter, only the streamer and moderators change the goal.
describe('goal bar custom-code scripts', () => {
  const plainViewer = {isSelf: false, mod: false, vip: false, tier3: false, tier2: false, tier1: false, subscriber: false, follower: true};
  const vipSubscriber = {...plainViewer, vip: true, tier1: true, subscriber: true};
  const sent = (calls: GoalScriptCall[]) => calls.filter((call) => call.helper === 'overlaySendCustomContent').map((call) => call.args[0]);
  const doneCalls = (calls: GoalScriptCall[]) => calls.filter((call) => call.helper === 'done').length;

  it.each([
    ['goal-bar-add', {add: 5}],
    ['goal-bar-reset', {set: 0}],
  ] as const)('%s changes the goal for a moderator and the streamer only', async (name, change) => {
    const content = {codeId: 'goal-bar', content: JSON.stringify(change)};
    for (const levels of [
      {...plainViewer, mod: true},
      {...plainViewer, isSelf: true},
    ]) {
      const calls = await runGoalScript(name, {userLevelsRaw: levels, message: '5'});
      expect(sent(calls), JSON.stringify(levels)).toEqual([content]);
      expect(doneCalls(calls)).toBe(1);
    }
    // Viewers without those roles, and code run where no chatting viewer exists (no userLevelsRaw).
    for (const levels of [plainViewer, vipSubscriber, undefined]) {
      const calls = await runGoalScript(name, {userLevelsRaw: levels, message: '5'});
      expect(sent(calls), JSON.stringify(levels ?? 'no userLevelsRaw')).toEqual([]);
      expect(doneCalls(calls)).toBe(1);
    }
  });

  // Newer builds document message as the text typed after the command (/docs/custom-code/important-notes#chat-arguments);
  // the script also skips a stray first word that is not a number, such as the command word.
  it('goal-bar-add adds the number typed with the command, and skips a stray first word', async () => {
    const moderator = {...plainViewer, mod: true};
    for (const message of ['5', '!goaladd 5', '  !goaladd   5 ', 'goaladd 5']) {
      const calls = await runGoalScript('goal-bar-add', {userLevelsRaw: moderator, message});
      expect(sent(calls), message).toEqual([{codeId: 'goal-bar', content: JSON.stringify({add: 5})}]);
      expect(doneCalls(calls)).toBe(1);
    }
    for (const message of ['', '!goaladd', '!goaladd five', '5 6', undefined]) {
      const calls = await runGoalScript('goal-bar-add', {userLevelsRaw: moderator, message});
      expect(sent(calls), String(message)).toEqual([]);
      expect(doneCalls(calls)).toBe(1);
    }
  });
});
