import {describe, expect, it} from 'vitest';
import {clientNavigationTarget, type LinkClick} from '../../src/lib/clientNavigation';

const plainClick: LinkClick = {button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false};
const link = (href: string, extra: {target?: string; hasDownload?: boolean} = {}) => ({href, target: '', hasDownload: false, ...extra});
const here = 'https://dev.lumiastream.com/docs/rest/send-alerts';

describe('clientNavigationTarget', () => {
  it('routes a plain click on a link to another page of the site, keeping its query and hash', () => {
    expect(clientNavigationTarget(plainClick, link('https://dev.lumiastream.com/docs/rest/intro-to-send-api#the-activity-queue'), here)).toBe(
      '/docs/rest/intro-to-send-api#the-activity-queue',
    );
    expect(clientNavigationTarget(plainClick, link('/docs/variables?platform=twitch'), here)).toBe('/docs/variables?platform=twitch');
  });

  it('leaves an anchor on the same page to the browser', () => {
    expect(clientNavigationTarget(plainClick, link(`${here}#alert-values`), here)).toBeNull();
  });

  it('leaves other sites, new tabs, downloads and modified clicks to the browser', () => {
    expect(clientNavigationTarget(plainClick, link('https://github.com/lumiastream'), here)).toBeNull();
    expect(clientNavigationTarget(plainClick, link('/docs/intro', {target: '_blank'}), here)).toBeNull();
    expect(clientNavigationTarget(plainClick, link('/openapi.json', {hasDownload: true}), here)).toBeNull();
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(clientNavigationTarget({...plainClick, [modifier]: true}, link('/docs/intro'), here)).toBeNull();
    }
    expect(clientNavigationTarget({...plainClick, button: 1}, link('/docs/intro'), here)).toBeNull();
    expect(clientNavigationTarget({...plainClick, defaultPrevented: true}, link('/docs/intro'), here)).toBeNull();
  });

  it('routes a link that names its own target frame', () => {
    expect(clientNavigationTarget(plainClick, link('/docs/intro', {target: '_self'}), here)).toBe('/docs/intro');
  });
});
