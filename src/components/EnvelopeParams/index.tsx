import type {ReactNode} from 'react';
import envelopeParams from '@generated/lumia-reference/default/envelopeParams.json';
import {ParamsTable} from '@site/src/components/CommandParams/ParamsTable';

/** The params every command type accepts inside `params`. */
export default function EnvelopeParams(): ReactNode {
  return <ParamsTable params={envelopeParams} label="Params every command accepts" />;
}
