import {describe, expect, it} from 'vitest';
import {
  buildLlmsFull,
  buildLlmsTxt,
  extractContent,
  extractElement,
  metaContent,
  pageTitle,
  pageToMarkdown,
  sectionsFromSidebar,
  twinPath,
} from '../../src/lib/markdownTwin';

const codeBlock = (language: string, lines: string[]) =>
  `<div class="language-${language} codeBlockContainer_x theme-code-block"><div class=codeBlockContent_y><pre tabindex=0 class="prism-code language-${language}"><code>${lines
    .map((line) => `<span class=token-line><span class="token plain">${line}</span><br></span>`)
    .join('')}</code></pre><div class=buttonGroup_z><button type=button aria-label="Copy code">Copy</button></div></div></div>`;

function page(body: string, {title = 'Text to speech', description = 'Speak a line &amp; more.'} = {}): string {
  return `<!doctype html><html><head><title data-rh=true>${title} | Lumia Stream Developers</title><meta data-rh=true name=description content="${description}"></head><body><nav class=navbar><a href=/docs/intro>API Docs</a></nav><main><article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div><footer class="theme-doc-footer docusaurus-mt-lg"><a href=/edit>Edit this page</a></footer></article></main></body></html>`;
}

describe('twin paths', () => {
  it('maps routes to .md URLs', () => {
    expect(twinPath('/docs/rest/tts')).toBe('/docs/rest/tts.md');
    expect(twinPath('/docs/rest/tts/')).toBe('/docs/rest/tts.md');
    expect(twinPath('/docs/rest/tts#voices')).toBe('/docs/rest/tts.md');
    expect(twinPath('/')).toBe('/index.md');
  });
});

describe('HTML helpers', () => {
  it('extracts a balanced element from minified HTML', () => {
    const html = '<div class=a><div class="theme-doc-markdown markdown"><div><p>x</div><p>y</div><div>after</div></div>';
    expect(extractElement(html, /<div class=(["'])[^"']*theme-doc-markdown/)).toBe(
      '<div class="theme-doc-markdown markdown"><div><p>x</div><p>y</div>',
    );
    expect(extractContent('<main class=container><p>home</main>')).toBe('<main class=container><p>home</main>');
  });

  it('reads title and description', () => {
    const html = page('<p>x');
    expect(pageTitle(html)).toBe('Text to speech');
    expect(metaContent(html, 'description')).toBe('Speak a line & more.');
    expect(metaContent('<meta name=description content=plain>', 'description')).toBe('plain');
  });
});

describe('pageToMarkdown', () => {
  it('heads the twin with title, summary and source, without the doc H1, nav or footer', () => {
    const {markdown, title, description} = pageToMarkdown(page('<p>Hello.</p>'), '/docs/rest/tts');
    expect(title).toBe('Text to speech');
    expect(description).toBe('Speak a line & more.');
    expect(markdown).toBe('# Text to speech\n\n> Speak a line & more.\n\nSource: https://dev.lumiastream.com/docs/rest/tts\n\nHello.\n');
  });

  it('keeps code blocks with their language and drops copy buttons', () => {
    const {markdown} = pageToMarkdown(page(codeBlock('js', ['const a = 1;', 'done();'])), '/docs/x');
    expect(markdown).toContain('```js\nconst a = 1;\ndone();\n```');
    expect(markdown).not.toContain('Copy');
  });

  it('reads lines that end in a newline and highlighted lines that end in <br> alike', () => {
    const pre = `<pre class="prism-code language-js"><code><span class="token keyword">const</span> a = 1;\n\n<span class="token-line theme-code-block-highlighted-line">done();<br></span>last();\n</code></pre>`;
    const {markdown} = pageToMarkdown(page(`<div class="language-js theme-code-block">${pre}</div>`), '/docs/x');
    expect(markdown).toContain('```js\nconst a = 1;\n\ndone();\nlast();\n```');
  });

  it('keeps an exact value (an alert choice with two spaces) as code, spaces and all', () => {
    const {markdown} = pageToMarkdown(
      page(
        '<ul><li><code>EQUAL_SELECTION</code>; choices: <span>Music  Album (<code class=exact data-exact="&quot;Music  Album&quot;">"Music  Album"</code>)</span></li></ul>',
      ),
      '/docs/x',
    );
    expect(markdown).toContain('(`"Music  Album"`)');
  });

  it('drops heading hash links and makes links absolute', () => {
    const html = page(
      '<h2 class=anchor id=the-request>The request<a href=#the-request class=hash-link aria-label="Direct link">\u200b</a></h2><p>See <a href=/docs/rest/send-alerts#values>alerts</a> and <a href=https://example.com/>this</a>.',
    );
    const {markdown} = pageToMarkdown(html, '/docs/rest/tts');
    expect(markdown).toContain('## The request\n');
    expect(markdown).toContain('[alerts](https://dev.lumiastream.com/docs/rest/send-alerts#values)');
    expect(markdown).toContain('[this](https://example.com/)');
  });

  it('turns tables into GFM tables with escaped pipes', () => {
    const html = page('<table><thead><tr><th scope=col>Field<th>Type<tbody><tr><td><code>on</code><td>0 | 1<tr><td>b<td>x</table>');
    const {markdown} = pageToMarkdown(html, '/docs/x');
    expect(markdown).toContain('| Field | Type |\n| --- | --- |\n| `on` | 0 \\| 1 |\n| b | x |');
  });

  it('keeps the title and language of code left plain in a hidden tab', () => {
    const html = page(
      `<div class="tabs-container"><ul role=tablist><li role=tab>Browser<li role=tab>Python</ul><div><div role=tabpanel>${codeBlock('js', ['connect();'])}</div><div role=tabpanel hidden><pre class=language-python data-title=listen.py><code>import asyncio\nasyncio.run(main())</code></pre></div></div></div>`,
    );
    const {markdown} = pageToMarkdown(html, '/docs/x');
    expect(markdown).toContain('Python:\n\n*listen.py*\n\n```python\nimport asyncio\nasyncio.run(main())\n```');
  });

  it('keeps every panel a picker shows one at a time, hidden ones too, under its name', () => {
    const html = page(
      '<label for=p>Platform</label><select id=p><option>Twitch (9)</option></select><section aria-label="Twitch variables" data-llms-label=Twitch><h3>Twitch global variables</h3><ul><li><code>{{twitch_a}}</code> A.</ul></section><section aria-label="Kick variables" hidden data-llms-label=Kick><h3>Global variables</h3><ul><li><code>{{kick_b}}</code> B.</ul></section>',
    );
    const {markdown} = pageToMarkdown(html, '/docs/variables');
    expect(markdown).toContain('Twitch:\n\n### Twitch global variables');
    expect(markdown).toContain('Kick:\n\n### Global variables\n\n- `{{kick_b}}` B.');
    expect(markdown).not.toMatch(/Platform|Twitch \(9\)/);
  });

  it('renders a request example as its caption and every language, without Try it', () => {
    const request = JSON.stringify({method: 'POST', path: '/api/send', body: {type: 'tts', params: {value: 'Hi'}}}).replace(/"/g, '&quot;');
    const html = page(
      `<figure class=example data-request-example="${request}"><figcaption><span class=method>POST</span> <code>/api/send</code> <span class=type_a>type <code>tts</code></span><span class=title_b>Say hi</span></figcaption><div class="tabs-container"><ul role=tablist><li role=tab>curl<li role=tab>Python</ul><div><div role=tabpanel>${codeBlock('bash', ["curl -X POST 'http://127.0.0.1:39231/api/send?token=YOUR_TOKEN'"])}</div><div role=tabpanel hidden>${codeBlock('python', ['import requests'])}</div></div></div><button type=button>Try it</button></figure>`,
    );
    const {markdown} = pageToMarkdown(html, '/docs/rest/tts');
    expect(markdown).toContain('**Request: Say hi** (`POST /api/send` with type `tts`)');
    expect(markdown).toContain("curl:\n\n```bash\ncurl -X POST 'http://127.0.0.1:39231/api/send?token=YOUR_TOKEN'\n```");
    expect(markdown).toContain('Python:\n\n```python\nimport requests\n```');
    expect(markdown).not.toContain('Try it');
  });

  it('quotes admonitions with their kind and title, and marks Newer Lumia badges', () => {
    const html = page(
      '<div class="theme-admonition theme-admonition-warning alert"><div class=admonitionHeading_a><span><svg></svg></span>Volume works on Windows only</div><div class=admonitionContent_b><p>macOS ignores it.<p>Second.</div></div><h3>Retry <span class=badge_x title="Needs a Lumia Stream build newer than the one these docs track (lumia-types 3.1.7)">Newer Lumia</span></h3>',
    );
    const {markdown} = pageToMarkdown(html, '/docs/x');
    expect(markdown).toContain('> **Warning: Volume works on Windows only**\n>\n> macOS ignores it.\n>\n> Second.');
    expect(markdown).toContain('### Retry *(Newer Lumia)*');
  });

  it('drops form chrome and turns a control-only widget into a pointer to the page', () => {
    const html = page(
      '<p>Intro.</p><section aria-labelledby=t1><p id=t1>Live events console<fieldset><legend>Your Lumia Stream</legend><label for=h>Host</label><input id=h></fieldset><p role=status>Not connected.<p>No events yet.</section>' +
        '<div class=reference><label for=f>Filter</label><input id=f type=search><p role=status aria-live=polite>12 shown.</p><h3>Global variables</h3><ul><li><code>{{username}}</code> Viewer name.</ul></div>',
    );
    const {markdown} = pageToMarkdown(html, '/docs/x');
    expect(markdown).toContain('*Live events console: interactive, available on the web page https://dev.lumiastream.com/docs/x*');
    expect(markdown).not.toMatch(/Your Lumia Stream|Host|Not connected|No events yet|Filter|12 shown/);
    expect(markdown).toContain('### Global variables\n\n- `{{username}}` Viewer name.');
  });

  describe('a published file (DownloadableFile)', () => {
    // What the component renders on the server: its listing is closed and holds no text.
    const published = page(
      '<p>Before.</p><div data-llms-include=/downloads/globals.d.ts data-llms-language=ts data-llms-title=globals.d.ts><p><a href=/downloads/globals.d.ts download=globals.d.ts>Download globals.d.ts</a></p><details><summary>globals.d.ts</summary></details></div><p>After.</p>',
    );
    const fileText = '/** Runs `done()` last, as in:\n * ```js\n * done();\n * ```\n */\ndeclare function done(): void;\n';

    it('holds the text of the file in place of the closed listing, with a link to it', () => {
      const asked: string[] = [];
      const includeFile = (urlPath: string) => {
        asked.push(urlPath);
        return urlPath === '/downloads/globals.d.ts' ? fileText : undefined;
      };
      const {markdown} = pageToMarkdown(published, '/docs/x', undefined, includeFile);
      expect(asked).toEqual(['/downloads/globals.d.ts']);
      // The file's own fences stay inside: the block around it uses a longer one.
      expect(markdown).toContain(
        `Before.\n\n*globals.d.ts* ([download](https://dev.lumiastream.com/downloads/globals.d.ts))\n\n\`\`\`\`ts\n${fileText.trimEnd()}\n\`\`\`\`\n\nAfter.`,
      );
      expect(markdown).not.toContain('Download globals.d.ts');
    });

    it('keeps the link when the file cannot be read', () => {
      for (const includeFile of [undefined, () => undefined]) {
        const {markdown} = pageToMarkdown(published, '/docs/x', undefined, includeFile);
        expect(markdown).toContain('Before.\n\n*globals.d.ts* ([download](https://dev.lumiastream.com/downloads/globals.d.ts))\n\nAfter.');
        expect(markdown).not.toContain('```');
      }
    });

    // A closed declaration of the overlay typings: lines of a published file, loaded when opened.
    it('holds only the lines a part of the file names', () => {
      const part = page(
        '<div id=x-overlay data-llms-include=/downloads/globals.d.ts data-llms-lines=6-6 data-llms-language=ts data-llms-title="done: globals.d.ts lines 6-6"><details><summary>done: globals.d.ts lines 6-6</summary></details></div>',
      );
      const {markdown} = pageToMarkdown(part, '/docs/x', undefined, () => fileText);
      expect(markdown).toContain(
        '*done: globals.d.ts lines 6-6* ([download](https://dev.lumiastream.com/downloads/globals.d.ts))\n\n```ts\ndeclare function done(): void;\n```',
      );
      expect(markdown).not.toContain('Runs `done()` last');
    });
  });

  it('leaves out what is marked data-llms=skip, such as the arrows of the intro diagram', () => {
    const html =
      '<figure><p>REST API</p><div aria-hidden="true" data-llms="skip"><span>commands →</span><span>← events</span></div><figcaption>Your code sends commands.</figcaption></figure>';
    const {markdown} = pageToMarkdown(page(html), '/docs/intro');
    expect(markdown).toContain('Your code sends commands.');
    expect(markdown).not.toContain('commands →');
    expect(markdown).not.toContain('← events');
  });

  it('flattens card links on the home page', () => {
    const html = `<title>Developer documentation | Site</title><main class=container><ul><li><a href=/docs/intro><h2>API docs</h2><p>Send commands.</p></a></ul></main>`;
    const {markdown} = pageToMarkdown(html, '/');
    expect(markdown).toContain('- [API docs](https://dev.lumiastream.com/docs/intro): Send commands.');
    expect(markdown.startsWith('# Developer documentation\n\nSource: https://dev.lumiastream.com/\n')).toBe(true);
  });
});

describe('llms.txt and llms-full.txt', () => {
  const docs = [
    {id: 'intro', title: 'Intro', description: 'Start here.', permalink: '/docs/intro'},
    {id: 'rest/tts', title: 'Text to speech', description: 'Speak.', permalink: '/docs/rest/tts'},
    {id: 'custom-code/examples/roll-dice', title: 'Roll dice', permalink: '/docs/custom-code/examples/roll-dice'},
  ];
  const sidebar = [
    {type: 'doc', id: 'intro'},
    {type: 'category', label: 'REST API', items: [{type: 'doc', id: 'rest/tts'}]},
    {
      type: 'category',
      label: 'Custom code',
      items: [{type: 'category', label: 'Examples', items: [{type: 'doc', id: 'custom-code/examples/roll-dice'}]}],
    },
  ];

  it('groups pages by sidebar category', () => {
    const sections = sectionsFromSidebar(sidebar, docs);
    expect(sections.map((s) => s.title)).toEqual(['Getting started', 'REST API', 'Custom code: Examples']);
    expect(sections[1].pages).toEqual([{title: 'Text to speech', route: '/docs/rest/tts', description: 'Speak.'}]);
  });

  it('lists every page as a link to its twin', () => {
    const text = buildLlmsTxt({title: 'Lumia', summary: 'Docs.'}, sectionsFromSidebar(sidebar, docs));
    expect(text).toBe(
      [
        '# Lumia',
        '> Docs.',
        '## Getting started\n\n- [Intro](https://dev.lumiastream.com/docs/intro.md): Start here.',
        '## REST API\n\n- [Text to speech](https://dev.lumiastream.com/docs/rest/tts.md): Speak.',
        '## Custom code: Examples\n\n- [Roll dice](https://dev.lumiastream.com/docs/custom-code/examples/roll-dice.md)',
      ].join('\n\n') + '\n',
    );
  });

  it('joins every page into llms-full.txt', () => {
    const full = buildLlmsFull({title: 'Lumia', summary: 'Docs.'}, [
      {route: '/a', title: 'A', markdown: '# A\n\nBody A\n'},
      {route: '/b', title: 'B', markdown: '# B\n\nBody B\n'},
    ]);
    expect(full).toContain('# Lumia\n\n> Docs.\n');
    expect(full.indexOf('Body A')).toBeLessThan(full.indexOf('Body B'));
  });
});
