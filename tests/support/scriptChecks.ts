import path from 'node:path';
import ts from 'typescript';

/**
 * Checks shared by the tests that type-check the scripts readers paste into Lumia Stream
 * (custom code and custom overlays) against declaration files.
 */

/** Checks code against the installed package's declarations alone: no DOM, no ambient types. */
export const packageCheckOptions: ts.CompilerOptions = {
  noEmit: true,
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  lib: ['lib.es2022.d.ts'],
  types: [],
  skipLibCheck: true,
};

/**
 * A program over `fileName` with `text` in place of what is on disk (the file need not exist), so a
 * test can check code a page shows. `oldProgram` lets a test that checks variants reuse the files.
 */
export function programWithText(fileName: string, text: string, options = packageCheckOptions, oldProgram?: ts.Program): ts.Program {
  const host = ts.createCompilerHost(options);
  const readSourceFile = host.getSourceFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => name === fileName || fileExists(name);
  host.getSourceFile = (name, languageVersion, onError, shouldCreate) =>
    name === fileName ? ts.createSourceFile(name, text, languageVersion, true) : readSourceFile(name, languageVersion, onError, shouldCreate);
  return ts.createProgram({rootNames: [fileName], options, host, oldProgram});
}

export function sourceFileOf(program: ts.Program, fileName: string): ts.SourceFile {
  const file = program.getSourceFile(fileName);
  if (!file) throw new Error(`TypeScript did not load ${fileName}`);
  return file;
}

/**
 * Diagnostics as `path:line:column TScode: message`. `lineShift` maps a
 * file to how many lines a virtual prefix added before its text (0 when there is none).
 */
export function describeDiagnostics(
  diagnostics: readonly ts.Diagnostic[],
  root: string,
  lineShift: (fileName: string) => number = () => 0,
): string[] {
  return diagnostics.map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!diagnostic.file || diagnostic.start === undefined) return `TS${diagnostic.code}: ${message}`;
    const {line, character} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    const shownLine = line + 1 - lineShift(diagnostic.file.fileName);
    return `${path.relative(root, diagnostic.file.fileName)}:${shownLine}:${character + 1} TS${diagnostic.code}: ${message}`;
  });
}

/** Syntax and type errors of one file, described as above. */
export function fileErrors(program: ts.Program, file: ts.SourceFile, root: string, lineShift?: (fileName: string) => number): string[] {
  return describeDiagnostics([...program.getSyntacticDiagnostics(file), ...program.getSemanticDiagnostics(file)], root, lineShift);
}

/**
 * Zero-based lines of every `{{` outside string and template literals. Lumia Stream replaces
 * `{{tokens}}` with raw text before the script runs, so one outside quotes breaks the code.
 */
export function tokenLinesOutsideStrings(file: ts.SourceFile): number[] {
  const stringRanges: Array<[number, number]> = [];
  const collect = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateLiteralToken(node)) {
      stringRanges.push([node.getStart(file), node.end]);
    }
    ts.forEachChild(node, collect);
  };
  collect(file);
  return [...file.text.matchAll(/\{\{/g)]
    .map((match) => match.index)
    .filter((position) => !stringRanges.some(([start, end]) => position >= start && position < end))
    .map((position) => file.getLineAndCharacterOfPosition(position).line);
}

/**
 * Zero-based lines of every `{{` inside a template literal (backticks). Lumia Stream pastes a token's
 * value into the code text, and in a template literal a `${…}` in that value runs as code; the
 * characters newer builds remove from viewer text (quotes, backticks, some accents) do not include
 * `$`, `{` or `}`. A token belongs in single or double quotes.
 */
export function tokenLinesInTemplateLiterals(file: ts.SourceFile): number[] {
  const templateRanges: Array<[number, number]> = [];
  const collect = (node: ts.Node): void => {
    if (ts.isTemplateLiteralToken(node)) templateRanges.push([node.getStart(file), node.end]);
    ts.forEachChild(node, collect);
  };
  collect(file);
  return [...file.text.matchAll(/\{\{/g)]
    .map((match) => match.index)
    .filter((position) => templateRanges.some(([start, end]) => position >= start && position < end))
    .map((position) => file.getLineAndCharacterOfPosition(position).line);
}

/**
 * Variables whose value is text a viewer typed: the words after a chat command (and their forms
 * without emotes), the input of a channel points redeem, the `arg=N` words of newer builds.
 */
const viewerTextToken = /\{\{\s*(message|messageWithoutEmotes|rawMessageWithoutEmotes|prompt|arg=[^}]*)\s*\}\}/g;

/**
 * Zero-based lines of every `{{token}}` of viewer text, anywhere in the file. Pasted into the code
 * text, a quote in it ends the string it sits in and what follows runs as code; a script reads such
 * text with `getVariable`, which hands it over as a value.
 */
export function viewerTextTokenLines(file: ts.SourceFile): number[] {
  return [...file.text.matchAll(viewerTextToken)].map((match) => file.getLineAndCharacterOfPosition(match.index).line);
}

/** Whether a symbol is declared in `declarationPath` with the `@newerLumia` tag. */
export function isNewerLumia(symbol: ts.Symbol | undefined, checker: ts.TypeChecker, declarationPath: string): boolean {
  const declaredHere = symbol?.declarations?.some((declaration) => declaration.getSourceFile().fileName === declarationPath);
  return Boolean(declaredHere && symbol?.getJsDocTags(checker).some((tag) => tag.name === 'newerLumia'));
}
