import {lazy, Suspense, useState, type ReactNode} from 'react';
import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';
import CodeBlock from '@theme/CodeBlock';
import type {ApiRequest, SendBody} from '@site/src/lib/lumiaApi';
import {buttonClass} from '@site/src/lib/buttons';
import {requestSamples, sampleLanguages} from '@site/src/lib/requestSamples';
import styles from './styles.module.css';

function TryItUnavailable(): ReactNode {
  return <p role="alert">The Try it editor could not load. Check your connection and reload the page; the samples above still work.</p>;
}

// The editor and sender load only when a reader opens them; a failed chunk load must not crash the page.
const TryIt = lazy(() => import('@site/src/components/TryIt').catch(() => ({default: TryItUnavailable})));

export interface RequestExampleProps {
  /** Body of the request; a body without `method` means `POST /api/send`. */
  body?: SendBody;
  method?: ApiRequest['method'];
  path?: string;
  /** Short caption above the example, e.g. "Turn stream mode on". */
  title?: string;
}

/**
 * Renders one API request as curl, JavaScript and Python. All three are generated
 * from the same description, so they cannot disagree; the language choice is shared
 * by every example on the site and remembered.
 */
export default function RequestExample({body, method = body ? 'POST' : 'GET', path = '/api/send', title}: RequestExampleProps): ReactNode {
  const request: ApiRequest = {method, path, body};
  const samples = requestSamples(request);
  const [tryItOpen, setTryItOpen] = useState(false);
  return (
    <figure className={styles.example} data-request-example={JSON.stringify(request)}>
      <figcaption className={styles.caption}>
        <span className={styles.method}>{method}</span> <code>{path}</code>
        {body && (
          <>
            {' '}
            <span className={styles.type}>
              type <code>{body.type}</code>
            </span>
          </>
        )}
        {title && <span className={styles.title}>{title}</span>}
      </figcaption>
      <Tabs groupId="request-language" lazy={false}>
        {sampleLanguages.map((language) => (
          <TabItem key={language.id} value={language.id} label={language.label}>
            <CodeBlock language={language.prism}>{samples[language.id]}</CodeBlock>
          </TabItem>
        ))}
      </Tabs>
      <button type="button" className={`${buttonClass.secondary} ${styles.tryIt}`} aria-expanded={tryItOpen} onClick={() => setTryItOpen(!tryItOpen)}>
        {tryItOpen ? 'Close Try it' : 'Try it'}
      </button>
      {tryItOpen && (
        <Suspense fallback={<p>Loading the editor…</p>}>
          <TryIt request={request} />
        </Suspense>
      )}
    </figure>
  );
}
