import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import CodeBlock from '@theme/CodeBlock';
import NewerLumia from '@site/src/components/NewerLumia';
import TrackedVersion from '@site/src/components/TrackedVersion';
import RequestExample from '@site/src/components/RequestExample';
import {siteSections} from '@site/src/data/siteRoutes';
import styles from './index.module.css';

export default function Home(): ReactNode {
  return (
    <Layout
      title="Developer documentation"
      description="Control Lumia Stream from your own code: the local REST API, the websocket, custom JavaScript and custom overlays.">
      <header className={styles.hero}>
        <div className="container">
          <Heading as="h1">Lumia Stream for developers</Heading>
          <p className={styles.lead}>
            Drive lights, alerts, overlays, chat bots and text-to-speech from your own code, through the local API of the Lumia Stream app running on
            your computer.
          </p>
          <div className={styles.actions}>
            <Link className={`button button--lg ${styles.primaryAction}`} to="#your-first-call">
              Make your first call
            </Link>
            <Link className={`button button--lg ${styles.secondaryAction}`} to="/docs/intro">
              Read the intro
            </Link>
          </div>
        </div>
      </header>
      <main className="container">
        <section className={styles.firstCall} aria-labelledby="your-first-call">
          <Heading as="h2" id="your-first-call">
            Your first call
          </Heading>
          <ol className={styles.steps}>
            <li>
              <p>
                In Lumia Stream, open the API settings, switch the API on and copy the token (<Link to="/docs/get-a-token">Get a token</Link> shows
                where).
              </p>
            </li>
            <li>
              <p>With Lumia Stream running, send this request with your token in place of YOUR_TOKEN. Lumia Stream reads the line aloud:</p>
              <RequestExample title="Say hello" body={{type: 'tts', params: {value: 'Hello from my own code.'}}} />
            </li>
            <li>
              <p>Lumia Stream answers:</p>
              <CodeBlock language="json">{'{"status": 200, "message": true}'}</CodeBlock>
              <p>
                <code>true</code> means it took the text. It does not tell you the line was heard: not on newer builds <NewerLumia />, and probably
                not on <TrackedVersion /> either (<Link to="/docs/rest/tts">text to speech</Link> says why). No answer, or another status?{' '}
                <Link to="/docs/get-a-token#check-the-token-with-a-first-call">Check the token</Link>. Then see the{' '}
                <Link to="/docs/rest/intro-to-send-api">introduction to the send API</Link> for everything else you can send.
              </p>
            </li>
          </ol>
        </section>
        <ul className={styles.sections} aria-label="Documentation sections">
          {siteSections.map((section) => (
            <li key={section.to} className="clean-list">
              <Link className={styles.card} to={section.to}>
                <Heading as="h2">{section.title}</Heading>
                <p>{section.summary}</p>
              </Link>
            </li>
          ))}
        </ul>
      </main>
    </Layout>
  );
}
