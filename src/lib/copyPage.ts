/**
 * Copying a page as Markdown: fetch its twin (built by plugins/llms-files) and put the text on
 * the clipboard. Browser APIs are passed in, so the logic is testable without a browser.
 */
import {twinPath} from './twinPath';

export {twinPath};

export type CopyOutcome = {ok: true; characters: number} | {ok: false; reason: string};

export interface CopyDeps {
  fetch: (url: string) => Promise<{ok: boolean; status: number; text(): Promise<string>}>;
  /** Writes a promised text; lets the clipboard call start inside the click, as Safari requires. */
  writeText: (text: Promise<string>) => Promise<void>;
}

/** The message the page shows after a copy attempt. */
export function copyMessage(outcome: CopyOutcome): string {
  return outcome.ok
    ? `Copied this page as Markdown (${outcome.characters.toLocaleString('en')} characters).`
    : `Could not copy the page: ${outcome.reason} Open the Markdown version instead.`;
}

export async function copyPageMarkdown(pathname: string, deps: CopyDeps): Promise<CopyOutcome> {
  let characters = 0;
  const text = deps.fetch(twinPath(pathname)).then(async (response) => {
    if (!response.ok) throw new Error(`the Markdown version answered ${response.status}.`);
    const body = await response.text();
    characters = body.length;
    return body;
  });
  // Observed here too, so a failed fetch is never an unhandled rejection.
  text.catch(() => undefined);
  try {
    await deps.writeText(text);
    await text;
    return {ok: true, characters};
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // Fetch failures and clipboard refusals read differently to a reader.
    const reason = /answered \d+/.test(message)
      ? message
      : /denied|not allowed|permission/i.test(message)
        ? 'the browser did not allow clipboard access.'
        : 'the Markdown version could not be loaded.';
    return {ok: false, reason};
  }
}
