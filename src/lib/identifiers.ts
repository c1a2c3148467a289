import {createElement, type ReactNode} from 'react';

/**
 * Identifiers (command types, helper names, file names) as the site lays them out: browsers break
 * inline code after any hyphen and, in narrow columns, between any two letters, which splits a
 * name where a reader would never split it.
 */

/** Inline code at most this long with no space in it is an identifier: tables keep it on one line. */
export const identifierMaxLength = 40;

/** The class that keeps an identifier in a table on one line (src/css/custom.css). */
export const identifierClass = 'identifier';

export const isIdentifier = (text: string): boolean => text.length > 0 && text.length <= identifierMaxLength && !/\s/.test(text);

/**
 * HTML with a break opportunity (`<wbr>`) between the words of every identifier in its text: where a
 * capital starts a word (`overlaySet|Layer|Visibility`) and after a dot, slash or underscore. Tags
 * and entities are left as they are. Where an identifier fits its line nothing changes.
 */
export function breakBetweenWords(html: string): string {
  return html.replace(
    /(^|>)([^<]+)/g,
    (_, tagEnd: string, text: string) => tagEnd + text.replace(/([a-z0-9])(?=[A-Z])|([./_])(?=\w)/g, (match) => `${match}<wbr>`),
  );
}

/** The same, inside the `<code>` elements of an HTML string only (a table of contents entry). */
export function breakCodeBetweenWords(html: string): string {
  return html.replace(/(<code>)([\s\S]*?)(<\/code>)/g, (_, open: string, inner: string, close: string) => open + breakBetweenWords(inner) + close);
}

/**
 * Plain text with a break opportunity (`<wbr>`) after each slash, equals sign, ampersand or
 * question mark inside its unbroken runs longer than an identifier (a URL or a path in a
 * description), so a line ends there rather than in the middle of a word.
 */
export function breakLongRuns(text: string): ReactNode[] {
  return text
    .split(/(\S{41,})/)
    .flatMap((part, index) =>
      index % 2 === 0
        ? [part]
        : part.split(/(?<=[/=&?])(?!\/)/).flatMap((piece, at) => (at === 0 ? [piece] : [createElement('wbr', {key: `${index}-${at}`}), piece])),
    );
}
