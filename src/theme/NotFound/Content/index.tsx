import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {Props} from '@theme/NotFound/Content';
import {siteSections} from '@site/src/data/siteRoutes';
import {requestSearch} from '@site/src/lib/searchLoading';
import styles from './styles.module.css';

/** The not-found page: search and the four parts of the site, so a broken link is not a dead end. */
export default function NotFoundContent({className}: Props): ReactNode {
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      <div className="row">
        <div className="col col--8 col--offset-2">
          <Heading as="h1" className="hero__title">
            Page Not Found
          </Heading>
          <p>There is no page at this address. It may have moved: search for what you were looking for, or start from one of the sections.</p>
          <button type="button" className="button button--primary button--lg" onClick={requestSearch}>
            Search the docs
          </button>
          <ul className={styles.sections} aria-label="Documentation sections">
            <li>
              <Link to="/docs/intro">Intro</Link>: what the API is and how to reach it.
            </li>
            {siteSections.map((section) => (
              <li key={section.to}>
                <Link to={section.to}>{section.title}</Link>: {section.summary}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </main>
  );
}
