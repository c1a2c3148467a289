import {describe, expect, it} from 'vitest';
import {diagramColumns, diagramParts, diagramSummary} from '../../src/components/ArchitectureDiagram/parts';
import {docsRoutes} from '../../src/data/siteRoutes';

describe('architecture diagram', () => {
  it('has the three columns in reading order', () => {
    expect(diagramColumns.map((column) => column.id)).toEqual(['outside', 'inside', 'drives']);
  });

  it('shows every way in: REST, websocket, custom code, variables and overlays', () => {
    expect(diagramParts.map((part) => part.id)).toEqual(expect.arrayContaining(['rest', 'websocket', 'custom-code', 'variables', 'overlays']));
  });

  it('links only to routes the site has', () => {
    for (const part of diagramParts) {
      if (part.route) expect(docsRoutes, part.id).toContain(part.route);
    }
  });

  it('gives every part a unique id, a name and a sentence of role', () => {
    expect(new Set(diagramParts.map((part) => part.id)).size).toBe(diagramParts.length);
    for (const part of diagramParts) {
      expect(part.name.length, part.id).toBeGreaterThan(0);
      expect(part.role, part.id).toMatch(/\.$/);
    }
  });

  it('names every part in the text alternative', () => {
    const summary = diagramSummary().toLowerCase();
    for (const part of diagramParts) expect(summary, part.id).toContain(part.name.toLowerCase());
  });

  it('says in words what the arrows show: commands in, events back, and what Lumia Stream drives', () => {
    const summary = diagramSummary();
    expect(summary).toContain('sends Lumia Stream commands');
    expect(summary).toContain('sends events back over the websocket');
    expect(summary).toContain('drives');
  });

  it('uses the developer API port, never the overlay web server ports', () => {
    const details = diagramParts.map((part) => part.detail ?? '').join(' ');
    expect(details).toContain('39231');
    expect(details).not.toMatch(/3922[23]/);
  });
});

describe('listJoin', () => {
  it('joins names as prose', async () => {
    const {listJoin} = await import('../../src/components/ArchitectureDiagram/parts');
    expect(listJoin([])).toBe('');
    expect(listJoin(['REST API'])).toBe('REST API');
    expect(listJoin(['REST API', 'Websocket'])).toBe('REST API and Websocket');
    expect(listJoin(['a', 'b', 'c'])).toBe('a, b and c');
  });
});
