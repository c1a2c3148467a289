import type {OverlayExampleSource} from '@site/plugins/custom-code-source';

/** The overlay a reader starts from on How custom overlays work: one chat listener that shows the last message. */
export const blankOverlay: OverlayExampleSource = {
  html: '<p id="last-message">Send a chat message from the panel.</p>\n',
  css: `#last-message {
  margin: 40px;
  padding: 16px 24px;
  width: fit-content;
  border-radius: 12px;
  background: {{background}};
  color: #ffffff;
  font: 600 48px sans-serif;
}
`,
  js: `// Runs once when the overlay loads; the handler runs for every chat message.
const lastMessage = document.getElementById('last-message');

Overlay.on('chat', (data) => {
  // textContent, never innerHTML: the message is text a viewer typed.
  lastMessage.textContent = \`\${data.displayname || data.username}: \${data.message}\`;
});
`,
  configs: `{
  "background": {"type": "colorpicker", "label": "Background", "value": "#5b21b6"}
}
`,
  data: `{
  "background": "#5b21b6"
}
`,
  newer: false,
};
