import {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import {copyMessage, copyPageMarkdown, twinPath, type CopyOutcome} from '@site/src/lib/copyPage';
import styles from './styles.module.css';

async function writeClipboard(text: Promise<string>): Promise<void> {
  if (!navigator.clipboard) throw new Error('Clipboard access is not allowed on this page.');
  // ClipboardItem accepts a promise, so the write starts within the click (Safari needs that).
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    try {
      await navigator.clipboard.write([new ClipboardItem({'text/plain': text.then((value) => new Blob([value], {type: 'text/plain'}))})]);
      return;
    } catch (error) {
      // Some browsers refuse promised items; fall back to plain text unless the fetch failed.
      await text;
      if (!(error instanceof Error) || !/not allowed|denied/i.test(error.message)) {
        await navigator.clipboard.writeText(await text);
        return;
      }
      throw error;
    }
  }
  await navigator.clipboard.writeText(await text);
}

/** "Copy page" button and "View as Markdown" link, shown on every docs page. */
export default function CopyPageMarkdown(): ReactNode {
  const {pathname} = useLocation();
  const [outcome, setOutcome] = useState<CopyOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // A new page starts without the last page's message.
  useEffect(() => setOutcome(null), [pathname]);

  const copy = useCallback(async () => {
    // aria-disabled, not disabled: a disabled button would drop keyboard focus.
    if (busy) return;
    setBusy(true);
    clearTimeout(timer.current);
    const result = await copyPageMarkdown(pathname, {fetch: (url) => fetch(url), writeText: writeClipboard});
    setOutcome(result);
    setBusy(false);
    if (result.ok) timer.current = setTimeout(() => setOutcome(null), 6000);
  }, [pathname, busy]);

  const twin = twinPath(pathname);
  return (
    <div className={styles.actions} data-llms="skip">
      <div className={styles.row}>
        <button
          type="button"
          className={clsx('button button--outline button--secondary', styles.button)}
          onClick={() => void copy()}
          aria-disabled={busy}
          aria-describedby="copy-page-status">
          {busy ? 'Copying…' : 'Copy page as Markdown'}
        </button>
        <a className={styles.link} href={twin} type="text/markdown">
          View as Markdown
        </a>
      </div>
      <p id="copy-page-status" role="status" className={outcome && !outcome.ok ? styles.error : styles.status}>
        {outcome ? copyMessage(outcome) : ''}
      </p>
    </div>
  );
}
