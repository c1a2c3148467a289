/** The part of a Prism token the code lines read. */
export interface CodeToken {
  types: string[];
  content: string;
  empty?: boolean;
}

/**
 * The line's tokens with each run of neighbours of the same kinds joined into one token, so the
 * line draws with fewer elements and looks the same.
 */
export function mergeSameTypeTokens<T extends CodeToken>(tokens: readonly T[]): T[] {
  const merged: T[] = [];
  for (const token of tokens) {
    const previous = merged[merged.length - 1];
    if (previous && sameTypes(previous.types, token.types)) merged[merged.length - 1] = {...previous, content: previous.content + token.content};
    else merged.push(token);
  }
  return merged;
}

function sameTypes(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((type, index) => type === b[index]);
}
