import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import queuedCommandTypes from '@generated/lumia-reference/default/queuedCommandTypes.json';
import CodeList from '@site/src/components/CodeList';
import ScrollRegion from '@site/src/components/ScrollRegion';

/** The types that run through the activity queue, by the page that explains them, counted from the catalogue. */
export default function QueuedCommandTypes(): ReactNode {
  const {docs} = useDocsVersion();
  const count = queuedCommandTypes.reduce((sum, {types}) => sum + types.length, 0);
  return (
    <ScrollRegion label="Queue-executed types, table">
      <table>
        <caption>{count} queue-executed types</caption>
        <thead>
          <tr>
            <th scope="col">Page</th>
            <th scope="col">Types</th>
          </tr>
        </thead>
        <tbody>
          {queuedCommandTypes.map(({page, types}) => (
            <tr key={page}>
              <td>
                <Link to={page}>{docs[page.replace(/^\/docs\//, '')]?.title ?? page}</Link>
              </td>
              <td>
                <CodeList values={types} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
