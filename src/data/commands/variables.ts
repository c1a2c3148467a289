/** Commands of /docs/rest/variables: reading and writing variables and counters. */
import type {CommandSpec, DocsPage} from '../commandTypes';

const page: DocsPage = '/docs/rest/variables';

export const commands: readonly CommandSpec[] = [
  {
    type: 'update-variable-value',
    title: 'Update a variable',
    summary: 'Writes a value into a Lumia Stream variable.',
    page,
    execution: 'direct',
    params: [
      {
        name: 'name',
        type: 'string',
        required: true,
        description: 'Variable to write.',
      },
      {
        name: 'value',
        type: 'any',
        required: true,
        description: 'New value: a string, a number, a boolean or an object.',
      },
    ],
    exampleParams: {name: 'customVar', value: 'ready for raid'},
    responds: 'boolean',
    notes: [
      {text: 'A variable that does not exist yet is created, unless the name is a system variable.', availability: 'newer'},
      {text: '0, "" and false count as a value and are written.', availability: 'newer'},
      'What older builds do with a value written to a counter is not documented.',
      {
        text: 'On a counter the value goes through counter math ("+N" adds, "-N" subtracts, "=N" sets), and an empty counter always rises by exactly 1 whatever you send.',
        availability: 'newer',
      },
      {text: 'Use set-counter-value to store an exact number in a counter.', availability: 'newer'},
      {text: 'A value that is too large is dropped with only an in-app warning; the limit is not documented.', availability: 'newer'},
    ],
  },
  {
    type: 'set-counter-value',
    title: 'Set a counter to an exact value',
    summary: 'Stores an exact number in a counter variable, skipping counter math.',
    page,
    execution: 'direct',
    params: [
      {
        name: 'name',
        type: 'string',
        required: true,
        description: 'Counter to set. A missing one is created and marked as a counter.',
      },
      {name: 'value', type: 'number', required: true, description: 'The number to store; 0 is allowed.'},
    ],
    exampleParams: {name: 'hugs', value: 10},
    responds: 'boolean',
  },
  {
    type: 'get-variable-value',
    title: 'Read a variable',
    summary: 'Answers with the stored value of a variable in message.',
    page,
    execution: 'direct',
    params: [{name: 'name', type: 'string', required: true, description: 'Variable to read, for example twitch_username.'}],
    exampleParams: {name: 'twitch_username'},
    responds: 'value',
    notes: [
      'Despite only reading, it is sent like every other type: POST /api/send.',
      {text: 'The raw stored value comes back; an unknown variable gives an undefined message, not an error.', availability: 'newer'},
    ],
  },
];
