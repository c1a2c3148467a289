import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {diagramColumns, diagramSummary, type DiagramColumn} from './parts';
import styles from './styles.module.css';

/** Arrow labels between columns: side by side on wide screens, stacked on narrow ones. */
const connectors: Record<Exclude<DiagramColumn['id'], 'drives'>, {wide: string; narrow: string}[]> = {
  outside: [
    {wide: 'commands →', narrow: '↓ commands'},
    {wide: '← events', narrow: '↑ events'},
  ],
  inside: [{wide: 'drives →', narrow: '↓ drives'}],
};

/**
 * How the REST API, the websocket, custom JavaScript, variables and overlays fit around
 * the Lumia Stream app. Cards are real text and links; the arrows are decoration, and the
 * caption states the relationships in words.
 */
export default function ArchitectureDiagram(): ReactNode {
  return (
    <figure className={styles.diagram}>
      <div className={styles.columns}>
        {diagramColumns.map((column) => (
          <div key={column.id} className={styles.group}>
            <div className={`${styles.column} ${styles[column.id]}`}>
              <p className={styles.heading}>{column.heading}</p>
              <ul className={styles.parts}>
                {column.parts.map((part) => (
                  <li key={part.id} className={styles.part} data-part={part.id}>
                    <strong className={styles.name}>{part.route ? <Link to={part.route}>{part.name}</Link> : part.name}</strong>
                    <span className={styles.role}>{part.role}</span>
                    {part.detail && <code className={styles.detail}>{part.detail}</code>}
                  </li>
                ))}
              </ul>
            </div>
            {column.id !== 'drives' && (
              // The arrows' words would read as loose fragments in the Markdown twin; the caption says the same in sentences.
              <div className={styles.connector} aria-hidden="true" data-llms="skip">
                {connectors[column.id].map((label) => (
                  <span key={label.wide}>
                    <span className={styles.wide}>{label.wide}</span>
                    <span className={styles.narrow}>{label.narrow}</span>
                  </span>
                ))}
              </div>
            )}
          </div>
        ))}
      </div>
      <figcaption className={styles.caption}>{diagramSummary()}</figcaption>
    </figure>
  );
}
