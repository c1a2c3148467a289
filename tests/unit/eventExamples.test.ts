import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {documentedEventTypes, eventExampleProblems, eventExamples, eventTypeDocs, type LumiaSocketEvent} from '../../src/data/events';

const mocksPage = readFileSync(path.resolve(__dirname, '../../docs/websockets/event-mocks.mdx'), 'utf8');

describe('event examples (the sample events page)', () => {
  it.each(eventExamples.map((example) => [example.id, example] as const))('%s is valid JSON matching its documented fields', (_id, example) => {
    const text = JSON.stringify(example.event, null, 2);
    expect(JSON.parse(text)).toEqual(example.event);
    expect(eventExampleProblems(example.event)).toEqual([]);
  });

  it('covers every documented type and every documented field', () => {
    for (const doc of eventTypeDocs) {
      const examples = eventExamples.filter((example) => example.event.type === doc.type);
      expect(examples.length, doc.type).toBeGreaterThan(0);
      for (const field of doc.fields) {
        const shown = examples.some((example) => JSON.stringify(example.event).includes(`"${field.path.split('.').pop()}"`));
        expect(shown, `${doc.type} ${field.path}`).toBe(true);
      }
    }
    expect(eventTypeDocs.map((doc) => doc.type)).toEqual([...documentedEventTypes]);
  });

  it('is shown on the mocks page, one block per example', () => {
    for (const example of eventExamples) expect(mocksPage).toContain(`<EventExample id="${example.id}" />`);
  });

  it('reports events that do not match', () => {
    const bad: LumiaSocketEvent = {type: 'states', data: {on: 'yes', streamMode: 1, colour: 'red'}};
    expect(eventExampleProblems(bad)).toEqual(['data.colour is not documented for states', 'data.on should be 0 | 1', 'data.fuze is missing']);
    expect(eventExampleProblems({type: 'chat/twitch', data: {}})).toEqual(['type "chat/twitch" is not a documented event type']);
    expect(eventExampleProblems({type: 'alert', data: {dynamic: {value: 'x'}, replay: false, extraSettings: {time: '1', timestamp: 1}}})).toEqual([
      'event is set exactly on alert events',
    ]);
  });
});

describe('alert events without dynamic.value', () => {
  it('match the documented fields: lumia-types types the Twitch follower with an empty dynamic', async () => {
    const {readFile} = await import('node:fs/promises');
    const alertsFile = await readFile(require.resolve('@lumiastream/lumia-types/dist/custom-overlays/custom-overlays-alerts.d.ts'), 'utf8');
    // The package's own per-alert overlay type of twitch-follower: `dynamic` is Record<string, never>.
    expect(alertsFile).toMatch(/type TwitchFollower = BaseAlert<\s*LumiaAlertValues\.TWITCH_FOLLOWER,\s*Record<string, never>/);
    const follow: LumiaSocketEvent = {
      origin: 'twitch',
      type: 'alert',
      event: 'twitch-follower',
      data: {dynamic: {}, replay: false, extraSettings: {username: 'maple_tea', time: '20:14:07', timestamp: 1763928847000}},
    };
    expect(eventExampleProblems(follow)).toEqual([]);
    const field = eventTypeDocs.find((doc) => doc.type === 'alert')!.fields.find((candidate) => candidate.path === 'data.dynamic.value')!;
    expect(field.optional).toBe(true);
  });
});

describe('what the pages say about dynamic.value in the package', () => {
  it('every ready-made test trigger (quickActions) carries a value: text on a follow, a number on bits, text on two gift alerts', async () => {
    const {LumiaAlertConfigs} = await import('@lumiastream/lumia-types');
    const triggers = Object.values(LumiaAlertConfigs).flatMap((config) => config.quickActions ?? []);
    expect(triggers.length).toBeGreaterThan(0);
    for (const trigger of triggers) expect(trigger.dynamic, trigger.label).toHaveProperty('value');
    const values = (alert: string) => LumiaAlertConfigs[alert].quickActions!.map((trigger) => trigger.dynamic.value as unknown);
    expect(values('twitch-follower')).toEqual(['lumiastream']);
    expect(values('twitch-bits')[0]).toBe(100);
    // The page: the text "1" on youtube-giftMembers and kick-subscriptionGift, both kinds on twitch-subscriber.
    for (const alert of ['youtube-giftMembers', 'kick-subscriptionGift']) expect(new Set(values(alert)), alert).toEqual(new Set(['1']));
    expect(values('twitch-subscriber')).toContain(1000);
    expect(values('twitch-subscriber')).toContain('Prime');
  });
});

describe('the moderation queue sample', () => {
  it('is dated at the same moment as the clock of the other samples', async () => {
    const {exampleClock} = await import('../../src/data/alertPayloads');
    const {list} = eventExamples.find((example) => example.id === 'modqueue-list')!.event.data as {list: {date: string}[]};
    for (const item of list) expect(Date.parse(item.date)).toBe(exampleClock.timestamp);
  });
});

describe('event types against @lumiastream/lumia-types', () => {
  it('documents or flags every LumiaEventTypes value', async () => {
    const {LumiaEventTypes} = await import('@lumiastream/lumia-types');
    const {enumOnlyEventTypes} = await import('../../src/data/events');
    const known = new Set<string>([...documentedEventTypes, ...enumOnlyEventTypes]);
    for (const value of Object.values(LumiaEventTypes)) expect(known.has(value), value).toBe(true);
  });
});
