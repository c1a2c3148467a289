/**
 * Server build only (aliased as `@lumia-variables-ssr` by plugins/lumia-reference.ts): renders a
 * platform's list to HTML from the full data, so the browser bundle never carries that data.
 */
import {renderToStaticMarkup} from 'react-dom/server';
import reference from '@generated/lumia-reference/default/variables.json';
import PanelContent from './PanelContent';

const platformIds = reference.platforms.map((platform) => platform.id);

export function renderPanelHtml(platformId: string): string | null {
  const platform = reference.platforms.find((entry) => entry.id === platformId);
  if (!platform) return null;
  return renderToStaticMarkup(<PanelContent platform={platform} descriptions={reference.descriptions} platformIds={platformIds} />);
}
