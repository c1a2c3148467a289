import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import ts from 'typescript';
import {describe, expect, it} from 'vitest';
import {lumiaTypesVersion} from '../../src/data/lumiaTypesVersion';
import {
  describeDiagnostics,
  fileErrors,
  isNewerLumia,
  sourceFileOf,
  tokenLinesInTemplateLiterals,
  tokenLinesOutsideStrings,
  viewerTextTokenLines,
} from '../support/scriptChecks';

const customCodeDir = fileURLToPath(new URL('../../src/custom-code/', import.meta.url));
const declarationPath = path.join(customCodeDir, 'lumia-custom-code.d.ts');
const examplesDir = path.join(customCodeDir, 'examples');
const snippetsDir = path.join(customCodeDir, 'snippets');

function jsFilesIn(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(dir, name));
}

// The worked examples, then the snippets of each page (snippets/<page>/*.js). A `.newer.js` file
// shows something only newer Lumia Stream builds have; every other file must run on the Lumia Stream
// the installed lumia-types describes.
const workedExamplePaths = jsFilesIn(examplesDir);
const codeBoxPaths = [...workedExamplePaths, ...readdirSync(snippetsDir).flatMap((page) => jsFilesIn(path.join(snippetsDir, page)))];
const helperPagePath = fileURLToPath(new URL('../../docs/custom-code/helper-functions.mdx', import.meta.url));

// Lumia Stream reads the code box as one anonymous async function expression, which is not a
// statement on its own. TypeScript reads each example behind a `void` line, so the file stays
// exactly what readers paste; reported lines subtract that line again.
const expressionPrefix = 'void\n';

const compilerOptions: ts.CompilerOptions = {
  allowJs: true,
  checkJs: true,
  noEmit: true,
  strict: true,
  noUnusedLocals: true,
  noUnusedParameters: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  // Every example is its own scope, as each code box is.
  moduleDetection: ts.ModuleDetectionKind.Force,
  // The worker's globals only: no DOM `window`, no Node.js `require` or `process`.
  lib: ['lib.es2022.d.ts', 'lib.webworker.d.ts'],
  types: [],
  skipDefaultLibCheck: true,
};

const host = ts.createCompilerHost(compilerOptions);
const readSourceFile = host.getSourceFile.bind(host);
const codeBoxSet = new Set(codeBoxPaths);
host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) =>
  codeBoxSet.has(fileName)
    ? ts.createSourceFile(fileName, expressionPrefix + readFileSync(fileName, 'utf8'), languageVersion, true)
    : readSourceFile(fileName, languageVersion, onError, shouldCreate);

// One Program for the declaration file and every example keeps the suite fast.
const program = ts.createProgram({rootNames: [declarationPath, ...codeBoxPaths], options: compilerOptions, host});
const checker = program.getTypeChecker();
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
// Code boxes are read with a virtual `void` line in front, so their lines shift by one.
const lineShift = (fileName: string) => (codeBoxSet.has(fileName) ? 1 : 0);
const sourceFile = (fileName: string) => sourceFileOf(program, fileName);
const errorsOf = (file: ts.SourceFile) => fileErrors(program, file, repoRoot, lineShift);
const isNewer = (symbol: ts.Symbol | undefined) => isNewerLumia(symbol, checker, declarationPath);
// With the virtual first line, a zero-based line is the file's own line number.
const tokensOutsideStrings = (file: ts.SourceFile) => tokenLinesOutsideStrings(file);

/** The single `async function () {…}` the code box holds, or undefined when the file is anything else. */
function codeBoxFunction(file: ts.SourceFile): ts.FunctionExpression | undefined {
  if (file.statements.length !== 1) return undefined;
  const [statement] = file.statements;
  if (!ts.isExpressionStatement(statement) || !ts.isVoidExpression(statement.expression)) return undefined;
  const fn = statement.expression.expression;
  if (!ts.isFunctionExpression(fn) || fn.name || fn.parameters.length > 0) return undefined;
  return fn.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.AsyncKeyword) ? fn : undefined;
}

function callsDone(node: ts.Node): boolean {
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'done') return true;
  return ts.forEachChild(node, callsDone) ?? false;
}

/** Helpers and option fields marked `@newerLumia` that an example uses. */
function newerApisUsedIn(file: ts.SourceFile): string[] {
  const used: string[] = [];
  const visit = (node: ts.Node): void => {
    const parent = node.parent;
    if (ts.isIdentifier(node) && parent && (ts.isPropertyAssignment(parent) || ts.isShorthandPropertyAssignment(parent)) && parent.name === node) {
      // An object literal key: look the field up on the type the helper expects.
      // A helper that takes one object or an array of them (`actions`) expects a union: a field
      // of one member is not a property of the union, so each member is asked.
      const expected = checker.getContextualType(parent.parent);
      const members = expected?.isUnion() ? expected.types : expected ? [expected] : [];
      if (members.some((member) => isNewer(member.getProperty(node.text)))) used.push(node.text);
    } else if (ts.isIdentifier(node) && isNewer(checker.getSymbolAtLocation(node))) {
      used.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return used;
}

/**
 * What only newer builds have but the declaration file cannot mark, because a script names it in a
 * string. Variables: `originType` and `queueType` are documented for newer builds only. Actions:
 * the custom-actions notes of the tracked version list the bases but document types only for
 * `lumia` (`chatbot`, `tts`, `setStreamMode`, `toggleStreamMode`); every other type, and every type
 * of another base (`inputEvents`, `twitch`, `spotify`, `api`, …), comes from the newer reference.
 */
const newerVariableNames = new Set(['originType', 'queueType']);
const trackedActionTypes = new Map([['lumia', new Set(['chatbot', 'tts', 'setStreamMode', 'toggleStreamMode'])]]);

/** The text of a property of an object literal, when it is written as a string literal. */
function stringProperty(object: ts.ObjectLiteralExpression, name: string): string | undefined {
  for (const property of object.properties) {
    if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name) && property.name.text === name) {
      return ts.isStringLiteralLike(property.initializer) ? property.initializer.text : undefined;
    }
  }
  return undefined;
}

/** The `getVariable` names and `actions` types of a file that only newer builds document. */
function newerStringsUsedIn(file: ts.SourceFile): string[] {
  const used: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const [argument] = node.arguments;
      if (node.expression.text === 'getVariable' && argument && ts.isStringLiteralLike(argument) && newerVariableNames.has(argument.text)) {
        used.push(`getVariable('${argument.text}')`);
      }
      if (node.expression.text === 'actions' && argument) {
        for (const action of ts.isArrayLiteralExpression(argument) ? argument.elements : [argument]) {
          if (!ts.isObjectLiteralExpression(action)) continue;
          const base = stringProperty(action, 'base');
          const type = stringProperty(action, 'type');
          if (base !== undefined && type !== undefined && !trackedActionTypes.get(base)?.has(type)) used.push(`${base} ${type}`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return used;
}

/** Names of the functions the declaration file declares, with whether they are marked newer. */
function declaredHelpers(): Map<string, boolean> {
  const helpers = new Map<string, boolean>();
  for (const statement of sourceFile(declarationPath).statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      helpers.set(statement.name.text, isNewer(checker.getSymbolAtLocation(statement.name)));
    }
  }
  return helpers;
}

describe('custom code examples', () => {
  it('finds the worked examples and the snippets', () => {
    expect(workedExamplePaths.map((file) => path.basename(file)).sort()).toEqual([
      'create-counter.js',
      'global-store.js',
      'random-twitch-clip.js',
      'roll-dice.js',
      'send-different-chatbot-for-userlevel.js',
      'track-subscribers.js',
    ]);
    expect(codeBoxPaths.length).toBeGreaterThan(workedExamplePaths.length);
  });

  it('has a declaration file and compiler options without errors', () => {
    const errors = [
      ...describeDiagnostics([...program.getOptionsDiagnostics(), ...program.getGlobalDiagnostics()], repoRoot),
      ...errorsOf(sourceFile(declarationPath)),
    ];
    expect(errors).toEqual([]);
  });

  describe.each(codeBoxPaths.map((file) => [path.relative(customCodeDir, file), file]))('%s', (_name, fileName) => {
    const file = sourceFile(fileName);

    it('type-checks against the declaration file', () => {
      expect(errorsOf(file)).toEqual([]);
    });

    it('writes {{tokens}} only inside string literals', () => {
      expect(tokensOutsideStrings(file), 'lines with a token outside quotes').toEqual([]);
    });

    it('writes no {{token}} inside a template literal, where a `${…}` in its value would run', () => {
      expect(tokenLinesInTemplateLiterals(file), 'lines with a token in backticks').toEqual([]);
    });

    it('reads viewer text with getVariable, never as a {{token}} in the code', () => {
      expect(viewerTextTokenLines(file), 'lines with a token of viewer text').toEqual([]);
    });

    it('is one async function without parameters that calls done()', () => {
      const fn = codeBoxFunction(file);
      expect(fn, 'the file must hold exactly one `async function () { … }`').toBeDefined();
      expect(fn && callsDone(fn.body), 'the function never calls done(').toBe(true);
    });

    if (fileName.endsWith('.newer.js')) {
      it('uses a helper, field, variable or action type of newer Lumia Stream, as its name says', () => {
        expect([...newerApisUsedIn(file), ...newerStringsUsedIn(file)]).not.toEqual([]);
      });
    } else {
      it(`uses only helpers, fields, variables and action types that Lumia Stream ${lumiaTypesVersion} documents`, () => {
        expect([...newerApisUsedIn(file), ...newerStringsUsedIn(file)]).toEqual([]);
      });
    }
  });
});

/**
 * The interfaces and type aliases of the declaration file, each with the helpers whose signatures
 * reach it (through parameters, results, fields, `extends` and other types of the file).
 */
function helpersReachingEachType(): Map<string, Set<string>> {
  const declarationFile = sourceFile(declarationPath);
  const types = new Map<string, ts.InterfaceDeclaration | ts.TypeAliasDeclaration>();
  for (const statement of declarationFile.statements) {
    if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) types.set(statement.name.text, statement);
  }
  const reachedFrom = (node: ts.Node, seen: Set<string>): void => {
    if (ts.isTypeReferenceNode(node) || ts.isExpressionWithTypeArguments(node)) {
      const name = ts.isTypeReferenceNode(node) ? node.typeName.getText(declarationFile) : node.expression.getText(declarationFile);
      const declaration = types.get(name);
      if (declaration && !seen.has(name)) {
        seen.add(name);
        reachedFrom(declaration, seen);
      }
    }
    ts.forEachChild(node, (child) => reachedFrom(child, seen));
  };
  const users = new Map([...types.keys()].map((name) => [name, new Set<string>()]));
  for (const statement of declarationFile.statements) {
    if (!ts.isFunctionDeclaration(statement) || !statement.name) continue;
    const seen = new Set<string>();
    reachedFrom(statement, seen);
    for (const name of seen) users.get(name)?.add(statement.name.text);
  }
  return users;
}

describe('declaration file', () => {
  const declarationFile = sourceFile(declarationPath);
  const helpers = declaredHelpers();
  const reaching = helpersReachingEachType();
  const newerOnly = [...reaching].filter(([, users]) => users.size > 0 && [...users].every((helper) => helpers.get(helper)));
  const tagged = (node: ts.NamedDeclaration) => node.name !== undefined && isNewer(checker.getSymbolAtLocation(node.name));
  const typeDeclaration = (name: string) =>
    declarationFile.statements.find(
      (statement): statement is ts.InterfaceDeclaration | ts.TypeAliasDeclaration =>
        (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) && statement.name.text === name,
    );

  // A reader's editor shows a field's own comment, not its interface's: each field carries the tag.
  it.each(newerOnly.map(([name]) => name))('marks %s, which only newer helpers use, and each of its fields @newerLumia', (name) => {
    const declaration = typeDeclaration(name);
    expect(declaration && tagged(declaration), `${name} is not tagged`).toBe(true);
    const members: readonly ts.TypeElement[] = declaration && ts.isInterfaceDeclaration(declaration) ? declaration.members : [];
    const untagged = members.filter((member) => ts.isPropertySignature(member) && !tagged(member));
    expect(untagged.map((member) => member.name?.getText(declarationFile))).toEqual([]);
  });

  it('marks no type that a helper of the tracked version uses', () => {
    const misTagged = [...reaching]
      .filter(([, users]) => [...users].some((helper) => !helpers.get(helper)))
      .map(([name]) => name)
      .filter((name) => {
        const declaration = typeDeclaration(name);
        return declaration !== undefined && tagged(declaration);
      });
    expect(misTagged).toEqual([]);
  });

  it('has no untagged field in an inline type of a newer helper', () => {
    const untagged: string[] = [];
    for (const statement of declarationFile.statements) {
      if (!ts.isFunctionDeclaration(statement) || !statement.name || !helpers.get(statement.name.text)) continue;
      const visit = (node: ts.Node): void => {
        if (ts.isPropertySignature(node) && !tagged(node)) untagged.push(`${statement.name?.text}: ${node.name.getText(declarationFile)}`);
        ts.forEachChild(node, visit);
      };
      visit(statement);
    }
    expect(untagged).toEqual([]);
  });
});

describe('helper reference page', () => {
  const page = readFileSync(helperPagePath, 'utf8');
  // `### \`name\`` headings; newer helpers add `<NewerLumia />` and an explicit id, since the
  // badge would otherwise leave a trailing dash in the anchor.
  const documented = new Map(
    [...page.matchAll(/^### `(\w+)`( <NewerLumia \/> \{#\w+\})?$/gm)].map((match) => [match[1], Boolean(match[2])] as const),
  );

  it('documents every declared helper once, marked newer exactly when the declaration is', () => {
    const declared = declaredHelpers();
    expect([...documented.keys()].sort()).toEqual([...declared.keys()].sort());
    for (const [name, newer] of declared) expect(documented.get(name), name).toBe(newer);
  });
});
