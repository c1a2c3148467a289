import path from 'node:path';
import ts from 'typescript';

/**
 * Checks shared by the tests that type-check the scripts readers paste into Lumia Stream
 * (custom code and custom overlays) against declaration files.
 */

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

/** Whether a symbol is declared in `declarationPath` with the `@newerLumia` tag. */
export function isNewerLumia(symbol: ts.Symbol | undefined, checker: ts.TypeChecker, declarationPath: string): boolean {
  const declaredHere = symbol?.declarations?.some((declaration) => declaration.getSourceFile().fileName === declarationPath);
  return Boolean(declaredHere && symbol?.getJsDocTags(checker).some((tag) => tag.name === 'newerLumia'));
}
