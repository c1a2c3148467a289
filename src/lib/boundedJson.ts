/**
 * Shows JSON that a reader pasted or a server sent without letting it freeze or crash the page:
 * nesting is measured by scanning the text (no recursion), only shallow and moderately sized
 * JSON is pretty-printed, and what is shown is cut at a fixed number of characters.
 */

/** JSON nested deeper than this is shown as it came instead of pretty-printed. */
export const maxFormatDepth = 64;

/** Text longer than this is not parsed for pretty-printing: it is shown as it came. */
export const maxFormatChars = 256 * 1024;

/** At most this many characters are put on the page at once. */
export const maxShownChars = 20_000;

/**
 * How deeply the JSON text nests arrays and objects, counted without parsing or recursion.
 * Stops counting at `limit + 1`, so the scan ends early for hostile input.
 */
export function jsonNestingDepth(text: string, limit: number = maxFormatDepth): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > deepest) {
        deepest = depth;
        if (deepest > limit) return deepest;
      }
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return deepest;
}

/** How deeply a parsed value nests, counted with an explicit stack; stops at `limit + 1`. */
export function valueNestingDepth(value: unknown, limit: number = maxFormatDepth): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item !== 'object' || item === null) continue;
    const here = depth + 1;
    if (here > deepest) {
      deepest = here;
      if (deepest > limit) return deepest;
    }
    for (const child of Array.isArray(item) ? item : Object.values(item)) stack.push([child, here]);
  }
  return deepest;
}

/** Pretty-prints a parsed value (already known to be shallow) and stops once `budget` characters are written. */
function prettyWithin(value: unknown, budget: number): {text: string; complete: boolean} {
  const parts: string[] = [];
  let written = 0;
  const write = (part: string): boolean => {
    parts.push(part);
    written += part.length;
    return written <= budget;
  };
  const print = (item: unknown, indent: string): boolean => {
    if (typeof item !== 'object' || item === null) return write(JSON.stringify(item) ?? 'null');
    const inner = `${indent}  `;
    const entries: [string | null, unknown][] = Array.isArray(item)
      ? item.map((child) => [null, child])
      : Object.entries(item).filter(([, child]) => child !== undefined);
    if (entries.length === 0) return write(Array.isArray(item) ? '[]' : '{}');
    if (!write(Array.isArray(item) ? '[\n' : '{\n')) return false;
    for (let index = 0; index < entries.length; index += 1) {
      const [key, child] = entries[index];
      if (!write(key === null ? inner : `${inner}${JSON.stringify(key)}: `)) return false;
      if (!print(child, inner)) return false;
      if (!write(index < entries.length - 1 ? ',\n' : '\n')) return false;
    }
    return write(`${indent}${Array.isArray(item) ? ']' : '}'}`);
  };
  const complete = print(value, '');
  return {text: parts.join('').slice(0, budget), complete};
}

export interface BoundedText {
  /** What goes on the page: at most `maxShownChars` characters. */
  shown: string;
  /** True when `shown` is not all of it; the full text is then only offered as a download. */
  clipped: boolean;
  /** Length of the complete text (formatted when it could be formatted). */
  totalChars: number;
  /** Why the text is shown as it came rather than formatted, when it is. */
  note?: string;
  /** The complete text behind `shown`, for a download; the raw text when it was not formatted. */
  full: string;
}

function clipTo(text: string, limit: number): {shown: string; clipped: boolean} {
  return text.length > limit ? {shown: text.slice(0, limit), clipped: true} : {shown: text, clipped: false};
}

/**
 * Formats JSON text for display within fixed bounds. Text that is not JSON, too large or
 * nested too deeply is shown as it came, with a note saying why. Never throws.
 */
export function boundedJsonText(text: string, limit: number = maxShownChars): BoundedText {
  const asItCame = (note?: string): BoundedText => ({...clipTo(text, limit), totalChars: text.length, note, full: text});
  if (text.length > maxFormatChars) return asItCame(`Too large to format (${text.length.toLocaleString('en')} characters): shown as it came.`);
  if (jsonNestingDepth(text) > maxFormatDepth) return asItCame(`Nested more than ${maxFormatDepth} levels deep: shown as it came, not formatted.`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return asItCame();
  }
  const pretty = prettyWithin(value, limit);
  if (pretty.complete) return {shown: pretty.text, clipped: false, totalChars: pretty.text.length, full: pretty.text};
  // Too long to show whole: format the rest only if someone asks for the download.
  return {shown: pretty.text, clipped: true, totalChars: text.length, full: text};
}
