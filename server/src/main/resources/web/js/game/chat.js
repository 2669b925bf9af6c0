// A game's chat: the players' channel (for the seats this browser holds) and the spectators' channel (anyone reads;
// writing needs a player name). Messages are shown as text, never as HTML. Each channel has its own WebSocket, which
// sends the channel's newest messages on connecting and after every new one; the players' socket first sends a
// seat's token, which never goes into a URL.
import { call } from '../lib/api.js';
import { h } from '../lib/dom.js';

const MAX_CHARS = 300;

function socketUrl(path) {
  return `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${path}`;
}

function connect(path, first, onChat) {
  const socket = new WebSocket(socketUrl(path));
  socket.onopen = () => { if (first) socket.send(JSON.stringify(first)); };
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    if (message.type === 'chat') onChat(message);
  };
  socket.onclose = (event) => {
    if (event.code !== 4403 && event.code !== 4404) setTimeout(() => connect(path, first, onChat), 2000);
  };
}

function pane(channel, title, canWrite, send) {
  const list = h('ol', { class: 'chat-lines', id: `chat-${channel}`, 'aria-live': 'polite' });
  const input = h('input', {
    type: 'text', maxlength: MAX_CHARS, id: `chat-${channel}-input`, 'aria-label': `Message to ${title.toLowerCase()}`,
    placeholder: canWrite ? 'Say something…' : 'Pick a name (Your name, at the top) to chat',
  });
  input.disabled = !canWrite;
  const form = h('form', { class: 'chat-form' }, input, h('button', { type: 'submit', disabled: !canWrite }, 'Send'));
  const note = h('p', { class: 'chat-note', role: 'status' });
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    try {
      await send(text);
      input.value = '';
      note.textContent = '';
    } catch (e) {
      note.textContent = e.message;
    }
  });
  const show = (message) => {
    // the list keeps its own scroll position: only it scrolls, never the page
    const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
    const lines = message.messages.map((m) => h('li', { 'data-seq': m.seq },
      h('span', { class: 'chat-author' }, `${m.author}: `), h('span', { class: 'chat-text' }, m.text)));
    list.replaceChildren(...(lines.length ? lines : [h('li', { class: 'chat-empty' }, 'No messages yet.')]));
    if (!message.enabled) note.textContent = 'The chat of this game is off.';
    if (atEnd) list.scrollTop = list.scrollHeight;
  };
  return { element: h('section', { class: 'chat-pane', 'aria-label': title }, h('h3', {}, title), list, form, note), show };
}

/**
 * Mounts the chat of game {@code id} into {@code box}. {@code held} maps this browser's seats to their tokens;
 * {@code playerKey()} gives this browser's player key, or null when it has none.
 */
export function mountChat(box, id, held, playerKey) {
  // read when used, not kept: taking an invited seat gives this browser a new token for it
  const seat = { get token() { return Object.values(held)[0]; } };
  const panes = [];
  if (seat.token) {
    const players = pane('players', 'Players', true,
      (text) => call('POST', `/api/games/${id}/chat`, { channel: 'players', text, token: seat.token }));
    connect(`/api/games/${id}/chat/players/ws`, seat, players.show);
    panes.push(players.element);
  }
  const key = playerKey();
  const spectators = pane('spectators', 'Spectators', Boolean(key),
    (text) => call('POST', `/api/games/${id}/chat`, { channel: 'spectators', text, player: key }));
  connect(`/api/games/${id}/chat/ws`, null, spectators.show);
  panes.push(spectators.element);
  box.replaceChildren(h('details', { class: 'chat', open: true }, h('summary', {}, 'Chat'), ...panes));
}
