/** The params every command accepts inside `params`; `<EnvelopeParams />` lists them on the Send API page. */
import type {CommandParam} from '../commandTypes';

export const envelopeParams: readonly CommandParam[] = [
  {
    name: 'skipQueue',
    type: 'boolean',
    required: false,
    description:
      'Newer builds run a queue-executed command at once instead of letting it wait in the activity queue, and direct commands ignore it. The package of the tracked version only names the key; what older builds do with it is not documented.',
  },
  {
    name: 'bypassQueue',
    type: 'boolean',
    required: false,
    description: 'Another name for skipQueue. When both are sent, skipQueue decides.',
    availability: 'newer',
  },
  {
    name: 'hold',
    type: 'boolean',
    required: false,
    description:
      'For queue-executed commands: stores the payload as the new default state. Newer builds then do not run the command, and ignore hold on direct commands; whether older builds also run it is not documented.',
  },
  {
    name: 'extraSettings',
    type: 'object',
    required: false,
    description:
      'Any keys you like, added to the activity the command starts. Commands read them as template variables, alerts as alert variables. On newer builds the sources disagree whether they also choose which variation of an alert plays.',
  },
];
