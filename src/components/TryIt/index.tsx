import {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import type {ResolvedCommand, ResolvedParam} from '@site/src/data/reference';
import ConnectionSettings, {useConnection} from '@site/src/components/ConnectionSettings';
import {callLumia, formatAnswerBody, type LumiaAnswer} from '@site/src/lib/callLumia';
import type {ApiRequest} from '@site/src/lib/lumiaApi';
import {curlSample} from '@site/src/lib/requestSamples';
import {validateSendBody, type BodyProblem} from '@site/src/lib/validateSendBody';
import styles from './styles.module.css';

interface Catalogue {
  commands: ResolvedCommand[];
  envelopeParams: ResolvedParam[];
}

// Loaded only when a reader opens Try it, so pages stay light.
function useCatalogue(): Catalogue | null {
  const [catalogue, setCatalogue] = useState<Catalogue | null>(null);
  useEffect(() => {
    let cancelled = false;
    Promise.all([
      import('@generated/lumia-reference/default/commands.json'),
      import('@generated/lumia-reference/default/envelopeParams.json'),
    ])
      .then(([commands, envelopeParams]) => {
        if (!cancelled) setCatalogue({commands: commands.default, envelopeParams: envelopeParams.default});
      })
      .catch(() => {
        // Without the catalogue the editor still checks JSON syntax and sends.
      });
    return () => {
      cancelled = true;
    };
  }, []);
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

/** An editor and sender for one request example, against the reader's own Lumia Stream. */
export default function TryIt({request}: {request: ApiRequest}): ReactNode {
  const id = useId();
  const connection = useConnection();
  const catalogue = useCatalogue();
  const [bodyText, setBodyText] = useState(request.body ? JSON.stringify(request.body, null, 2) : '');
  const [answer, setAnswer] = useState<LumiaAnswer | null>(null);
  const [sending, setSending] = useState(false);

  const parsed = useMemo(() => (request.body ? parseBody(bodyText) : ({ok: true, value: undefined} as const)), [bodyText, request.body]);
  const problems: BodyProblem[] = useMemo(
    () => (request.body && parsed.ok && catalogue ? validateSendBody(parsed.value, catalogue.commands, catalogue.envelopeParams) : []),
    [parsed, catalogue, request.body],
  );
  const fallbackCurl = curlSample(
    {...request, body: parsed.ok && request.body ? (parsed.value as ApiRequest['body']) : request.body},
    {baseUrl: `http://${connection.host}:${connection.port}`},
  );

  async function send() {
    if (!parsed.ok) return;
    setSending(true);
    setAnswer(null);
    setAnswer(await callLumia(connection, {method: request.method, path: request.path, bodyText: request.body ? bodyText : undefined}));
    setSending(false);
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
            rows={Math.min(16, bodyText.split('\n').length + 1)}
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
        className="button button--primary"
        onClick={send}
        disabled={sending || !parsed.ok || connection.token === ''}>
        {sending ? 'Sending…' : `Send ${request.method} ${request.path}`}
      </button>
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
            {answer.bodyText && <pre className={styles.body}>{formatAnswerBody(answer.bodyText)}</pre>}
            {!answer.diagnosis && (
              <p className={styles.hint}>
                Success means Lumia Stream accepted the request, not that it worked: check the result in the app.
              </p>
            )}
            {answer.diagnosis && (
              <>
                <p>The same call from a terminal (replace YOUR_TOKEN):</p>
                <CodeBlock language="bash">{fallbackCurl}</CodeBlock>
              </>
            )}
          </>
        )}
      </div>
    </div>
  );
}
