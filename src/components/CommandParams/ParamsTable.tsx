import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {paramTypeLabel} from '@site/src/data/commandTypes';
import type {ResolvedParam} from '@site/src/data/reference';
import CodeList from '@site/src/components/CodeList';
import NewerLumia from '@site/src/components/NewerLumia';
import ScrollRegion from '@site/src/components/ScrollRegion';
import styles from './styles.module.css';

function AllowedValues({param}: {param: ResolvedParam}): ReactNode {
  if (param.allowedFrom === 'LumiaAlertValues') {
    return (
      <>
        one of the <Link to="/docs/rest/send-alerts#alert-values">{param.allowed?.length} alert values</Link>
      </>
    );
  }
  if (!param.allowed?.length) return null;
  return (
    <>
      one of <CodeList values={param.allowed} />
    </>
  );
}

/** Stands in for the badge where the section line already gives it. */
function NoBadge(): ReactNode {
  return null;
}

/** The Newer Lumia badge, or nothing inside a section that describes newer builds as a whole. */
export const newerBadge = (newerSection: boolean) => (newerSection ? NoBadge : NewerLumia);

/**
 * `label` names the table's scroll region; it must be unique on the page. `newerSection`: no badges,
 * because the section around the table describes newer builds as a whole.
 */
export function ParamsTable({
  params,
  label,
  newerSection = false,
}: {
  params: readonly ResolvedParam[];
  label: string;
  newerSection?: boolean;
}): ReactNode {
  const Newer = newerBadge(newerSection);
  return (
    <ScrollRegion label={label}>
      <table className={styles.params}>
        <thead>
          <tr>
            <th scope="col">Param</th>
            <th scope="col">Type</th>
            <th scope="col">Required</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {params.map((param) => (
            <tr key={param.name}>
              <td>
                <code>{param.name}</code> {param.availability === 'newer' && <Newer />}
              </td>
              <td>
                {param.type === 'numeric' && param.numberAvailability === 'newer' ? (
                  <>
                    numeric string; number too <Newer />
                  </>
                ) : param.nullable ? (
                  `${paramTypeLabel(param.type)} or null`
                ) : (
                  paramTypeLabel(param.type)
                )}
              </td>
              <td>
                {param.required ? (
                  'yes'
                ) : param.olderDocsRequire ? (
                  <>
                    documented as required; newer builds: no <Newer />
                  </>
                ) : (
                  'no'
                )}
              </td>
              <td>
                {param.description}
                {(param.allowed?.length || param.newerAllowed?.length || param.defaultValue !== undefined) && (
                  <span className={styles.constraints}>
                    {param.allowed?.length ? (
                      <>
                        {' '}
                        Accepts <AllowedValues param={param} />.
                        {param.allowedAvailability === 'newer' && (
                          <>
                            {' '}
                            <Newer />
                          </>
                        )}
                      </>
                    ) : null}
                    {param.newerAllowed?.length ? (
                      <>
                        {' '}
                        Newer builds also accept <CodeList values={param.newerAllowed} /> <Newer />.
                      </>
                    ) : null}
                    {param.defaultValue !== undefined && (
                      <>
                        {' '}
                        Default <code>{param.defaultValue}</code>.
                      </>
                    )}
                  </span>
                )}
                {param.newerDescription && (
                  <>
                    {' '}
                    Newer builds: {param.newerDescription} <Newer />
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
