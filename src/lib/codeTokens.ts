import type {Token} from 'prism-react-renderer';

/**
 * The line's tokens with each run of neighbours of the same kinds joined into one token, so the
 * line draws with fewer elements and looks the same.
 */
export function mergeSameTypeTokens(tokens: readonly Token[]): Token[] {
  const merged: Token[] = [];
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
