// The table companion's landing page (/table): a game to choose, and the QR code and address of this server for
// the other phones at the table. The address comes from the server (its --public-url, else its own address).
import { api } from '../lib/api.js';
import { h } from '../lib/dom.js';
import { join } from './share.js';
import { serverless } from '../lib/site.js';

const el = (name) => document.getElementById(name);

async function games() {
  const catalog = await api.catalog();
  el('games').replaceChildren(...catalog.games.map((g) => h('li', {},
    h('a', { class: 'big-link', href: `/table/${encodeURIComponent(g.id)}`, 'data-game': g.id }, g.name))));
}

async function address() {
  const { url, public: reachable } = await api.tableAddress();
  el('address').replaceChildren(h('a', { href: url }, url));
  // a code of this computer's own loopback address would lead a phone nowhere: say how to serve the table instead
  el('scan').hidden = !reachable;
  el('qr').hidden = !reachable;
  el('address').hidden = !reachable;
  el('address-note').textContent = reachable ? ''
    : 'Phones cannot reach this server yet: it answers only on this computer. Start it with --public-url as below.';
  document.body.dataset.reachable = reachable;
}

el('join-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  try {
    const joined = await join(el('join-code').value.trim());
    window.location.href = `/table/${encodeURIComponent(joined.game)}?id=${encodeURIComponent(joined.id)}`;
  } catch (e) {
    el('join-message').textContent = e.message;
  }
});

/** With no server, this one device keeps the whole table: joining and sharing between devices are the server's. */
function alone() {
  document.querySelectorAll('.table-join, .table-address').forEach((section) => { section.hidden = true; });
  el('games').after(h('p', { id: 'one-device', class: 'address-note' }, 'This phone or tablet keeps the whole table,'
    + ' with no network. Sharing a table between several devices needs a Spindle server (see below).'));
}

if (serverless) alone();
Promise.all([games(), serverless ? null : address()]).catch((e) => {
  el('address-note').textContent = `Cannot reach the server: ${e.message}`;
}).finally(() => {
  document.body.dataset.ready = 'true';
});
