import {useDeferredValue, useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import ConnectionSettings, {useConnection} from '@site/src/components/ConnectionSettings';
import {boundedJsonText, maxShownChars} from '@site/src/lib/boundedJson';
import {buttonClass} from '@site/src/lib/buttons';
import {callLumia, type LumiaAnswer} from '@site/src/lib/callLumia';
import {connectionProblem} from '@site/src/lib/connection';
import type {ApiRequest} from '@site/src/lib/lumiaApi';
import {curlSample} from '@site/src/lib/requestSamples';
import {validateSendBody, type BodyProblem, type SendCatalogue} from '@site/src/lib/validateSendBody';
import styles from './styles.module.css';

// Loaded only when a reader opens Try it, so pages stay light.
function useCatalogue(): SendCatalogue | null {
  const lumiaTypesVersion = useDocusaurusContext().siteConfig.customFields?.lumiaTypesVersion as string;
  const [catalogue, setCatalogue] = useState<SendCatalogue | null>(null);
  useEffect(() => {
    let cancelled = false;
    Promise.all([import('@generated/lumia-reference/default/commands.json'), import('@generated/lumia-reference/default/envelopeParams.json')])
      .then(([commands, envelopeParams]) => {
        if (!cancelled) setCatalogue({commands: commands.default, envelopeParams: envelopeParams.default, lumiaTypesVersion});
      })
      .catch(() => {
        // Without the catalogue the editor still checks JSON syntax and sends.
      });
    return () => {
      cancelled = true;
    };
  }, [lumiaTypesVersion]);
  return catalogue;
}

type Parsed = {ok: true; value: unknown} | {ok: false; message: string};

function parseBody(text: string): Parsed {
  try {
    return {ok: true, value: JSON.parse(text)};
  } catch (error) {
    return {ok: false, message: error instanceof Error ? error.message : String(error)};
  }
}

/** Lines in the text, counted only up to `limit`: the editor's height needs no more. */
function lineCount(text: string, limit: number): number {
  let lines = 1;
  for (let index = text.indexOf('\n'); index !== -1 && lines < limit; index = text.indexOf('\n', index + 1)) lines += 1;
  return lines;
}

/** Offers text as a file, for answers too long to put on the page. */
function download(text: string, fileName: string): void {
  const href = URL.createObjectURL(new Blob([text], {type: 'text/plain'}));
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/** The answer's body within fixed bounds, with a download for what is not shown. */
function AnswerBody({answer}: {answer: LumiaAnswer}): ReactNode {
  const body = useMemo(() => boundedJsonText(answer.bodyText), [answer.bodyText]);
  return (
    <>
      <pre className={styles.body}>{body.shown}</pre>
      {(body.note || body.clipped || answer.bodyNote) && (
        <p className={styles.hint} data-answer-note="">
          {body.note} {answer.bodyNote}{' '}
          {body.clipped && (
            <>
              Showing the first {maxShownChars.toLocaleString('en')} of {body.totalChars.toLocaleString('en')} characters.{' '}
            </>
          )}
        </p>
      )}
      {body.clipped && (
        <button type="button" className={buttonClass.inline} onClick={() => download(body.full, 'lumia-answer.txt')}>
          Download the whole answer
        </button>
      )}
    </>
  );
}

/** An editor and sender for one request example, against the reader's own Lumia Stream. */
export default function TryIt({request}: {request: ApiRequest}): ReactNode {
  const id = useId();
  const connection = useConnection();
  const catalogue = useCatalogue();
  const [bodyText, setBodyText] = useState(request.body ? JSON.stringify(request.body, null, 2) : '');
  const [answer, setAnswer] = useState<LumiaAnswer | null>(null);
  const [sending, setSending] = useState(false);

  // Checking a long body waits until typing pauses, so each keystroke stays quick.
  const checkedText = useDeferredValue(bodyText);
  const parsed = useMemo(() => (request.body ? parseBody(checkedText) : ({ok: true, value: undefined} as const)), [checkedText, request.body]);
  const problems: BodyProblem[] = useMemo(
    () => (request.body && parsed.ok && catalogue ? validateSendBody(parsed.value, catalogue) : []),
    [parsed, catalogue, request.body],
  );
  const settingsProblem = connectionProblem(connection);
  const bodyReady = parsed.ok && checkedText === bodyText;
  const [sentBody, setSentBody] = useState('');
  // Only built when a failure shows it; a body too long to show is referred to as a file.
  const bodyTooLong = sentBody.length > maxShownChars;
  const fallbackCurl = useMemo(
    () =>
      answer?.diagnosis && answer.diagnosis.kind !== 'invalid-settings'
        ? curlSample(request, {
            baseUrl: `http://${connection.host}:${connection.port}`,
            bodyText: bodyTooLong ? '@body.json' : sentBody,
          })
        : '',
    [answer, request, connection.host, connection.port, sentBody, bodyTooLong],
  );

  async function send() {
    if (!bodyReady || settingsProblem) return;
    setSending(true);
    setAnswer(null);
    setSentBody(bodyText);
    try {
      setAnswer(await callLumia(connection, {method: request.method, path: request.path, bodyText: request.body ? bodyText : undefined}));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className={styles.panel}>
      <ConnectionSettings />
      {request.body && (
        <>
          <label htmlFor={`${id}-body`} className={styles.label}>
            Request body (JSON)
          </label>
          <textarea
            id={`${id}-body`}
            className={styles.editor}
            value={bodyText}
            onChange={(event) => setBodyText(event.target.value)}
            rows={Math.min(16, lineCount(bodyText, 16) + 1)}
            spellCheck={false}
            aria-invalid={!parsed.ok || problems.some((p) => p.severity === 'error')}
            aria-describedby={`${id}-problems`}
          />
          <div id={`${id}-problems`} aria-live="polite">
            {!parsed.ok && <p className="status-error">Malformed JSON: {parsed.message}. Fix it to send.</p>}
            {problems.length > 0 && (
              <ul className={styles.problems}>
                {problems.map((problem) => (
                  <li key={`${problem.path}:${problem.message}`} className={problem.severity === 'error' ? 'status-error' : 'status-warning'}>
                    {problem.path && <code>{problem.path}</code>} {problem.message}
                  </li>
                ))}
              </ul>
            )}
            {parsed.ok && problems.length > 0 && (
              <p className={styles.hint}>You can still send it: your Lumia Stream may be newer than these docs.</p>
            )}
          </div>
        </>
      )}
      <button
        type="button"
        className={buttonClass.primary}
        onClick={() => void send()}
        disabled={sending || !bodyReady || settingsProblem !== null}
        aria-describedby={settingsProblem ? `${id}-send-blocked` : undefined}>
        {sending ? 'Sending…' : `Send ${request.method} ${request.path}`}
      </button>
      {settingsProblem && connection.token !== '' && (
        <p id={`${id}-send-blocked`} className={styles.hint}>
          To send: {settingsProblem}
        </p>
      )}
      <div aria-live="polite" className={styles.answer}>
        {answer && (
          <>
            <p>
              {answer.status !== undefined ? <>HTTP {answer.status}</> : 'No answer'} · {answer.durationMs} ms
            </p>
            {answer.diagnosis && (
              <div className={styles.diagnosis} role="alert">
                <p>
                  <strong>{answer.diagnosis.title}</strong> {answer.diagnosis.fix}
                </p>
              </div>
            )}
            {answer.bodyText && <AnswerBody answer={answer} />}
            {!answer.diagnosis && (
              <p className={styles.hint}>Success means Lumia Stream accepted the request, not that it worked: check the result in the app.</p>
            )}
            {fallbackCurl && (
              <>
                <p>
                  The same call from a terminal (replace YOUR_TOKEN{bodyTooLong && ', and save the body you sent as body.json in the same folder'}):
                </p>
                <CodeBlock language="bash">{fallbackCurl}</CodeBlock>
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
