import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {commands} from '../../src/data/commands';

// The catalogue's `page` is where a command is documented: the index of command types links there
// and search opens there (plugins/search.ts). Pages place `<CommandParams type="…" />` by hand, so
// this checks that each command is rendered where the catalogue says, and nowhere else.

const docsDir = path.resolve(__dirname, '../../docs');

/** Every docs page by its route: docs/<route>.mdx is /docs/<route>. */
const pages = new Map(
  readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => [`/docs/${file.slice(0, -'.mdx'.length).split(path.sep).join('/')}`, readFileSync(path.join(docsDir, file), 'utf8')]),
);

/** The command types each page renders with `<CommandParams>`, as many times as it does. */
const rendered = new Map([...pages].map(([route, text]) => [route, [...text.matchAll(/<CommandParams\s+type="([^"]+)"/g)].map((match) => match[1])]));

const byType = new Map(commands.map((command) => [command.type as string, command]));

describe('the page of each command', () => {
  it('is a docs page of the site', () => {
    for (const command of commands) expect([...pages.keys()], command.type).toContain(command.page);
  });

  it('renders every command callers send with <CommandParams>, once, and on no other page', () => {
    for (const command of commands.filter((entry) => !entry.internal && !entry.explainedInProse)) {
      const renderedOn = [...rendered].flatMap(([route, types]) => types.filter((type) => type === command.type).map(() => route));
      expect(renderedOn, command.type).toEqual([command.page]);
    }
  });

  it('names a command it explains in prose, and no page renders that command with <CommandParams>', () => {
    for (const command of commands.filter((entry) => entry.explainedInProse)) {
      expect(pages.get(command.page), `${command.type} on ${command.page}`).toContain(`\`${command.type}\``);
      expect([...rendered.values()].flat(), command.type).not.toContain(command.type);
    }
  });

  it('names an internal command on its page, so the index of command types links to where it is explained', () => {
    for (const command of commands.filter((entry) => entry.internal)) {
      expect(pages.get(command.page), `${command.type} on ${command.page}`).toContain(`\`${command.type}\``);
    }
  });

  it('never renders an internal command', () => {
    const renderedInternal = [...rendered.values()].flat().filter((type) => byType.get(type)?.internal);
    expect(renderedInternal).toEqual([]);
  });

  it('is the page of every command a <CommandParams> names, so no page renders an unknown command or one of another page', () => {
    const misplaced = [...rendered].flatMap(([route, types]) =>
      types
        .filter((type) => byType.get(type)?.page !== route)
        .map((type) => `${type} on ${route} (catalogue: ${byType.get(type)?.page ?? 'no such command'})`),
    );
    expect(misplaced).toEqual([]);
  });
});
