// A table's join code (docs/table.md): the device holding every seat shares the game with the other devices around
// the table (a QR code, the join link, the code to type), and stops sharing; a device opening a join link, or
// typing the code on /table, joins the game with every seat.
import { call, seats } from '../lib/api.js';
import { h } from '../lib/dom.js';

const tokenList = (id, count) => {
  const held = seats.tokens(id);
  return Array.from({ length: count }, (x, i) => held[i] || '');
};

/** Joins the game of `code`; keeps its seats' tokens as this browser's; answers { id, game }. */
export async function join(code) {
  const joined = await call('POST', '/api/table/join', { code });
  joined.tokens.forEach((token, seat) => { if (token) seats.hold(joined.id, seat, token); });
  return joined;
}

/** The code of a join link's fragment (#join=CODE), taken out of the address so it is not copied on by accident. */
export function codeInAddress() {
  const match = window.location.hash.match(/join=([A-Za-z0-9-]+)/);
  if (!match) return null;
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
  return match[1];
}

/** Stops sharing game `id` (best effort: a game never shared, or a server that forgot it, has nothing to stop). */
export async function revoke(id, count) {
  try {
    await call('POST', `/api/table/${encodeURIComponent(id)}/code/revoke`, { tokens: tokenList(id, count) });
  } catch (e) {
    // nothing was shared
  }
}

/** The Share this table button in `box`, for game `id` of `count` seats. */
export function shareButton(box, id, count) {
  const status = h('p', { id: 'share-said', class: 'quiet', role: 'status' });
  const open = h('button', { id: 'share', type: 'button', onclick: () => share() }, 'Share this table');
  box.replaceChildren(open, status);
  async function share() {
    try {
      const made = await call('POST', `/api/table/${encodeURIComponent(id)}/code`, { tokens: tokenList(id, count) });
      const qr = new DOMParser().parseFromString(made.qr, 'image/svg+xml').documentElement;
      qr.setAttribute('class', 'qr');
      qr.setAttribute('role', 'img');
      qr.setAttribute('aria-label', 'QR code of the join link');
      box.replaceChildren(h('div', { id: 'share-box', class: 'share-box' },
        h('p', {}, 'On another phone or tablet at this table: scan the code, open the link, or type the join code on',
          ' its /table page. It can then follow the game and enter moves.'),
        document.importNode(qr, true),
        h('p', {}, 'Join code: ', h('strong', { id: 'join-code', class: 'address' }, made.code)),
        h('p', {}, h('a', { id: 'join-link', href: made.url }, made.url)),
        made.public ? null : h('p', { class: 'address-note' }, 'Other devices cannot reach this server yet: it answers'
          + ' only on this computer. Start it with --public-url (see the /table page).'),
        h('p', { class: 'quiet' }, 'The code opens every seat of this game: share it only with the people at the table.'
          + ' It stops working when you stop sharing, start a new game, or the game ends.'),
        h('button', { id: 'share-stop', type: 'button', onclick: async () => {
          await revoke(id, count);
          shareButton(box, id, count);
          box.querySelector('#share-said').textContent = 'Sharing stopped: the join code no longer works.';
        } }, 'Stop sharing')));
    } catch (e) {
      status.textContent = e.message;
    }
  }
}
