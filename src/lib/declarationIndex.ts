/**
 * Indexes the top-level declarations of a TypeScript declaration file and cuts the file into one
 * segment per declaration, so a page can render the file with an anchor on each declaration.
 *
 * Pure and dependency-free: `plugins/custom-code-source.ts` runs it at build time on the `.d.ts`
 * files of `@lumiastream/lumia-types`, and `tests/unit/declarationIndex.test.ts` covers it.
 */

export type DeclarationKind = 'interface' | 'type' | 'enum' | 'function' | 'const' | 'class' | 'namespace';

export interface Declaration {
  name: string;
  kind: DeclarationKind;
  /** Whether the declaration is exported from the file. */
  exported: boolean;
  /** 1-based line of the declaration keyword. */
  line: number;
  /** Element id of the declaration's segment on the page. */
  anchor: string;
}

export interface DeclarationSegment {
  /** 1-based line the segment starts at (its leading doc comment, if any). */
  startLine: number;
  /** The segment's source text, without the trailing line break. */
  code: string;
  /** The declaration the segment holds; undefined for the file header. */
  declaration?: Declaration;
}

export interface DeclarationFileIndex {
  declarations: Declaration[];
  segments: DeclarationSegment[];
}

const declarationPattern =
  /^(export\s+)?(?:default\s+)?(?:declare\s+)?(?:abstract\s+)?(const\s+enum|enum|interface|type|function|const|let|var|class|namespace|module)\s+([A-Za-z_$][\w$]*)/;

function kindOf(keyword: string): DeclarationKind {
  if (keyword.endsWith('enum')) return 'enum';
  if (keyword === 'let' || keyword === 'var') return 'const';
  if (keyword === 'module') return 'namespace';
  return keyword as DeclarationKind;
}

/** Lower-case id for a declaration: `<fileSlug>-<name>`, safe for an HTML id and a URL hash. */
export function declarationAnchor(fileSlug: string, name: string): string {
  return `${fileSlug}-${name}`.toLowerCase().replace(/[^a-z0-9_-]+/g, '-');
}

/** A file name as an id prefix: `custom-overlays-alerts.d.ts` → `custom-overlays-alerts`. */
export function fileSlug(fileName: string): string {
  return fileName
    .replace(/^.*\//, '')
    .replace(/\.d\.ts$|\.ts$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, '-');
}

interface ScanState {
  depth: number;
  inBlockComment: boolean;
  quote: '' | "'" | '"' | '`';
}

/** Advances the brace depth over one line, skipping comments and string contents. */
function scanLine(line: string, state: ScanState): void {
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    const next = line[i + 1];
    if (state.inBlockComment) {
      if (char === '*' && next === '/') {
        state.inBlockComment = false;
        i += 1;
      }
    } else if (state.quote) {
      if (char === '\\') i += 1;
      else if (char === state.quote) state.quote = '';
    } else if (char === '/' && next === '/') {
      return;
    } else if (char === '/' && next === '*') {
      state.inBlockComment = true;
      i += 1;
    } else if (char === "'" || char === '"' || char === '`') {
      state.quote = char;
    } else if (char === '{') {
      state.depth += 1;
    } else if (char === '}') {
      state.depth = Math.max(0, state.depth - 1);
    }
  }
  // Single-quoted and double-quoted strings end with their line.
  if (state.quote !== '`') state.quote = '';
}

function isCommentLine(line: string): boolean {
  return /^\s*(\/\/|\/\*|\*)/.test(line);
}

/** The top-level declarations of `text` and the file cut into one segment per declaration. */
export function indexDeclarationFile(fileName: string, text: string): DeclarationFileIndex {
  const slug = fileSlug(fileName);
  const lines = text.replace(/\r\n/g, '\n').replace(/\n+$/, '').split('\n');
  const state: ScanState = {depth: 0, inBlockComment: false, quote: ''};
  const declarations: Declaration[] = [];
  const usedAnchors = new Set<string>();
  // Index of the first line of each declaration's segment (its doc comment included).
  const starts: number[] = [];

  lines.forEach((line, index) => {
    if (state.depth === 0 && !state.inBlockComment && !state.quote) {
      const match = declarationPattern.exec(line);
      if (match) {
        const name = match[3];
        let anchor = declarationAnchor(slug, name);
        // Overloaded functions or merged declarations share a name: number the later ones.
        for (let n = 2; usedAnchors.has(anchor); n += 1) anchor = declarationAnchor(slug, `${name}-${n}`);
        usedAnchors.add(anchor);
        declarations.push({name, kind: kindOf(match[2].replace(/\s+/g, ' ')), exported: Boolean(match[1]), line: index + 1, anchor});
        let start = index;
        const floor = starts.length > 0 ? starts[starts.length - 1] + 1 : 0;
        while (start - 1 >= floor && isCommentLine(lines[start - 1])) start -= 1;
        starts.push(start);
      }
    }
    scanLine(line, state);
  });

  const segments: DeclarationSegment[] = [];
  if (starts.length === 0 || starts[0] > 0) {
    segments.push({startLine: 1, code: lines.slice(0, starts[0] ?? lines.length).join('\n')});
  }
  starts.forEach((start, i) => {
    const end = i + 1 < starts.length ? starts[i + 1] : lines.length;
    segments.push({startLine: start + 1, code: lines.slice(start, end).join('\n').replace(/\n+$/, ''), declaration: declarations[i]});
  });
  return {declarations, segments: segments.filter((segment) => segment.code.trim() !== '' || segment.declaration)};
}
