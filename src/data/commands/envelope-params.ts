/** The params every command accepts inside `params`; `<EnvelopeParams />` lists them on the Introduction to the send API page. */
import type {CommandParam} from '../commandTypes';

export const envelopeParams: readonly CommandParam[] = [
  {
    name: 'skipQueue',
    type: 'boolean',
    required: false,
    description: '@lumiastream/lumia-types types it as a boolean but does not say what it does; what older builds do with it is not documented.',
    newerDescription: 'Runs a queue-executed command at once instead of letting it wait in the activity queue. Direct commands ignore it.',
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
      'Documented for colours and commands: stores the payload as the new default state. Whether older builds also run the command is not documented, nor what they do with hold on other types.',
    newerDescription: 'A queue-executed command is stored and not run. Direct commands ignore hold.',
  },
  {
    name: 'extraSettings',
    type: 'object',
    required: false,
    description: 'Any keys you like, added to the activity the command starts. Commands read them as template variables, alerts as alert variables.',
    newerDescription: 'The sources disagree whether these keys also choose which variation of an alert plays.',
  },
];
