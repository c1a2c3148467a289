import {javascriptLanguage} from '@codemirror/lang-javascript';
import type {SyntaxNode, Tree} from '@lezer/common';
import {isViewerText, tokenPlaces} from './customCode';

/**
 * What the code runner reads from a script before it runs, with the JavaScript parser CodeMirror
 * ships (Lezer, error-tolerant, so a half-typed script still gives an answer): where viewer text
 * lands inside a template literal, and which variables the script reads with `getVariable('name')`.
 */

/** A viewer-text token (`{{message}}`, `{{prompt}}`, `{{arg=N}}`) inside backticks. */
export interface ViewerTextInTemplate {
  name: string;
  /** 1-based line of the token. */
  line: number;
  from: number;
  to: number;
}

function parse(code: string): Tree {
  return javascriptLanguage.parser.parse(code);
}

function insideTemplate(node: SyntaxNode | null): boolean {
  for (let current = node; current; current = current.parent) if (current.name === 'TemplateString') return true;
  return false;
}

/**
 * Every viewer-text token that sits inside a template literal, where a viewer's `${…}` would run
 * as code (the rule of docs/custom-code/important-notes.mdx: viewer text never goes inside backticks).
 */
export function viewerTextInTemplates(code: string): ViewerTextInTemplate[] {
  const places = tokenPlaces(code).filter(({name}) => isViewerText(name));
  if (places.length === 0) return [];
  const tree = parse(code);
  return places
    .filter(({from}) => insideTemplate(tree.resolveInner(from, 1)))
    .map(({name, from, to}) => ({name, from, to, line: code.slice(0, from).split('\n').length}));
}

/** The names a script reads with `getVariable('name')` (a plain string argument), each once, in order. */
export function getVariableNames(code: string): string[] {
  const names: string[] = [];
  const cursor = parse(code).cursor();
  do {
    if (cursor.name !== 'CallExpression') continue;
    const callee = cursor.node.firstChild;
    if (callee?.name !== 'VariableName' || code.slice(callee.from, callee.to) !== 'getVariable') continue;
    const argument = callee.nextSibling?.firstChild?.nextSibling;
    if (argument?.name !== 'String') continue;
    const text = code.slice(argument.from + 1, argument.to - 1);
    if (!text.includes('\\') && !names.includes(text)) names.push(text);
  } while (cursor.next());
  return names;
}
