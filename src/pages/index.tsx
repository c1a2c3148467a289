import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import styles from './index.module.css';

interface SectionEntry {
  title: string;
  to: string;
  summary: string;
}

const sections: SectionEntry[] = [
  {
    title: 'API docs',
    to: '/docs/intro',
    summary: 'Send commands, alerts, colours and TTS over REST, and listen to live events on the websocket.',
  },
  {
    title: 'Variables',
    to: '/docs/variables',
    summary: 'Every {{variable}} Lumia Stream fills in, per platform, ready to copy into chat, overlays and code.',
  },
  {
    title: 'Custom code',
    to: '/docs/custom-code/what-is-custom-javascript',
    summary: 'Run your own JavaScript inside commands and alerts, with helpers for chat, storage and lights.',
  },
  {
    title: 'Custom overlays',
    to: '/docs/custom-overlays/custom-overlays-documentation',
    summary: 'Build overlays in HTML, CSS and JavaScript that react to alerts, chat and variables.',
  },
];

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
            <Link className="button button--secondary button--lg" to="/docs/intro">
              Read the intro
            </Link>
            <Link className="button button--outline button--secondary button--lg" to="/docs/get-a-token">
              Get a token
            </Link>
          </div>
        </div>
      </header>
      <main className="container">
        <ul className={styles.sections} aria-label="Documentation sections">
          {sections.map((section) => (
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
