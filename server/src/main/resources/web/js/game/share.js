// The game page's links: the invite link of each seat this browser invited someone to, until that seat is taken
// (it goes once the friend has joined: named, or moved), the watch link, and the record's download.
import { seats } from '../lib/api.js';
import { h } from '../lib/dom.js';

async function copy(text, say) {
  try {
    await navigator.clipboard.writeText(text);
    say('Link copied: send it to your friend.', 'hint');
  } catch (e) {
    say('Select the link and copy it.', 'error');
  }
}

/**
 * Draws the links of game `view` into `box`, and a friend's invite link, while it waits, at the top of the page
 * (#invite-top, under the turn), where the eye is after "Invite a friend"; `say(text, kind)` reports a copy.
 */
export function share(box, view, say) {
  if (view.local) { // a game kept in this browser has no address another browser could open
    box.replaceChildren();
    return;
  }
  const origin = window.location.origin;
  // a friend who named themselves holds the seat as a player; an anonymous one shows up by moving
  const joined = (seat) => view.seats[seat].player || view.moves.some((m) => m.player === Number(seat));
  const waiting = Object.entries(seats.invites(view.id)).filter(([seat]) => !joined(seat));
  const invites = waiting.map(([seat, link]) => h('label', { class: 'row invite-now' },
    h('span', {}, `Send this link to your friend (${view.seats[seat].name})`),
    h('input', { id: `invite-link-${seat}`, type: 'text', readonly: true, value: origin + link }),
    h('button', { type: 'button', class: 'copy', onclick: () => copy(origin + link, say) }, 'Copy link')));
  const rows = [h('label', { class: 'row' }, h('span', {}, 'Watch link'),
    h('input', { id: 'watch-link', type: 'text', readonly: true, value: `${origin}/game/${view.id}` })),
  h('a', { id: 'download', href: `/api/games/${view.id}/record?download` }, 'Download the record (JSON)')];
  // the same links again (a pushed state): nothing to redraw under the player's cursor
  const key = JSON.stringify(waiting);
  if (box.dataset.shown === key) return;
  box.dataset.shown = key;
  box.replaceChildren(...rows);
  const top = document.getElementById('invite-top');
  if (top) top.replaceChildren(...invites);
}
