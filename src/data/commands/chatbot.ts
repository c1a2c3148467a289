/** Commands of /docs/rest/chatbot: posting to chat through the chatbot. */
import type {CommandSpec, DocsPage} from '../commandTypes';

const page: DocsPage = '/docs/rest/chatbot';

export const commands: readonly CommandSpec[] = [
  {
    type: 'chatbot-message',
    title: 'Send a chatbot message',
    summary: 'Posts a message to chat through the chatbot.',
    page,
    execution: 'direct',
    params: [
      {
        name: 'value',
        type: 'string',
        required: true,
        description: 'The message.',
      },
      {
        name: 'platform',
        type: 'string',
        required: false,
        olderDocsRequire: true,
        description: 'Where to post. Always send it; see the notes.',
      },
      {
        name: 'userToChatAs',
        type: 'string',
        required: false,
        description: "self posts from the streamer's account.",
      },
      {
        name: 'replyParentMessageId',
        type: 'string',
        required: false,
        description: 'Id of the Twitch message to answer in a reply thread.',
        availability: 'newer',
      },
    ],
    exampleParams: {value: 'Stream starts in 5 minutes, grab a drink!', platform: 'twitch'},
    responds: 'boolean',
    platforms: ['twitch', 'youtube', 'facebook'],
    newerPlatforms: ['kick', 'discord'],
    notes: [
      'Always send platform: older builds are documented to require it.',
      {text: '{{variables}} in value are filled in before the message is posted.', availability: 'newer'},
      {text: 'userToChatAs also takes bot, probably for the chatbot account.', availability: 'newer'},
      {
        text: 'With platform left out, or lumia or lumiastream, the message goes through every connected chatbot, plugin chatbots included.',
        availability: 'newer',
      },
      {text: 'A platform without its own chat client goes to a connected plugin chatbot, when there is one.', availability: 'newer'},
      'Nothing is posted when the platform is not connected or the chatbot is off.',
      {text: 'The answer is then still true.', availability: 'newer'},
      'LumiaExternalActivityCommandTypes spells this value chatbot-messsage (three s); on the wire it is chatbot-message.',
    ],
  },
];
