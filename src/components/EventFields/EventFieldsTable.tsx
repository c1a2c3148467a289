import type {ReactNode} from 'react';
import {envelopeFields, eventTypeDocs, type EventField} from '@site/src/data/events';
import NewerLumia from '@site/src/components/NewerLumia';
import TrackedVersion from '@site/src/components/TrackedVersion';
import ScrollRegion from '@site/src/components/ScrollRegion';
import styles from './styles.module.css';

function FieldsTable({fields, caption}: {fields: readonly EventField[]; caption: string}): ReactNode {
  return (
    <ScrollRegion label={caption}>
      <table className={styles.fields}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Type</th>
            <th scope="col">Present</th>
            <th scope="col">Description</th>
          </tr>
        </thead>
        <tbody>
          {fields.map((field) => (
            <tr key={field.path}>
              <td>
                <code>{field.path}</code> {field.availability === 'newer' && <NewerLumia />}
              </td>
              <td>
                <code>{field.type}</code>
                {field.tracked?.type && (
                  <>
                    {' '}
                    <NewerLumia />; <TrackedVersion /> types it <code>{field.tracked.type}</code>
                  </>
                )}
              </td>
              <td>
                {field.optional ? 'sometimes' : 'always'}
                {field.tracked?.optional && (
                  <>
                    {' '}
                    <NewerLumia />; <TrackedVersion /> types it optional
                  </>
                )}
              </td>
              <td>{field.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

interface EventFieldsProps {
  /** An event type from src/data/events.ts; leave out with `envelope` for the envelope fields. */
  type?: string;
  envelope?: boolean;
}

/** The fields of one event type's payload, or of the envelope, from src/data/events.ts. */
export default function EventFieldsTable({type, envelope}: EventFieldsProps): ReactNode {
  if (envelope) {
    return (
      <FieldsTable
        fields={envelopeFields.map((field) => ({...field, optional: field.path !== 'type' && field.path !== 'data'}))}
        caption="Envelope fields of every event"
      />
    );
  }
  const doc = eventTypeDocs.find((candidate) => candidate.type === type);
  // A page naming an unknown type is a docs bug: fail the build, not the reader.
  if (!doc) throw new Error(`EventFields: no event type "${type}" in src/data/events.ts`);
  return <FieldsTable fields={doc.fields} caption={`Fields of a ${doc.type} event`} />;
}
