import type {ReactNode} from 'react';
import reference from '@generated/lumia-reference/default/variables.json';
import PanelContent from './PanelContent';

const platformIds = reference.platforms.map((platform) => platform.id);

/** One platform's variables, from the full generated reference (see index.tsx for how it ships). */
export default function PlatformPanel({platformId}: {platformId: string}): ReactNode {
  const platform = reference.platforms.find((entry) => entry.id === platformId);
  // A tab naming an unknown platform is a bug of this site: fail the build, not the reader.
  if (!platform) throw new Error(`VariablesReference: no platform "${platformId}" in the variables reference`);
  return (
    <div data-platform={platformId}>
      <PanelContent platform={platform} data={reference} platformIds={platformIds} />
    </div>
  );
}
