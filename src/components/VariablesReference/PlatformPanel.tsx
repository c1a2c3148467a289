import {useEffect, type ReactNode} from 'react';
import reference from '@generated/lumia-reference/default/variables.json';
import PanelContent from './PanelContent';

const platformIds = reference.platforms.map((platform) => platform.id);

export interface PlatformPanelProps {
  platformId: string;
  /**
   * Called once the list is on the page. Only a list drawn in the browser (after a client-side
   * navigation) calls it; one the server rendered was there before the reference hydrated.
   */
  onShown?: () => void;
}

/** One platform's variables, from the full generated reference (see index.tsx for how it ships). */
export default function PlatformPanel({platformId, onShown}: PlatformPanelProps): ReactNode {
  useEffect(() => onShown?.(), [onShown]);
  const platform = reference.platforms.find((entry) => entry.id === platformId);
  // A panel naming an unknown platform is a bug of this site: fail the build, not the reader.
  if (!platform) throw new Error(`VariablesReference: no platform "${platformId}" in the variables reference`);
  return <PanelContent platform={platform} data={reference} platformIds={platformIds} />;
}
