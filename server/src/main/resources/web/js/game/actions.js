// The game actions of the seats this browser holds: resign (after a confirm), offer a draw or answer the
// opponent's offer, and a rematch once the game is over. The server decides; every change it makes comes back over
// the game's WebSocket, so both players and spectators see offers and endings at once. Offers and their answers
// are shown in the status box (where the eye is on a phone), the buttons that start them in the panel; once a
// rematch is agreed, both players are taken to the new game.
import { api, seats, gamePath } from '../lib/api.js';
import { h } from '../lib/dom.js';

/** The seat this browser acts for: the seat to move when it holds it, else the first seat it holds. */
function actingSeat(view, held) {
  if (!view.over && held[view.toMove] !== undefined) return view.toMove;
  const mine = Object.keys(held).map(Number).filter((s) => s < view.seats.length);
  return mine.length ? mine[0] : null;
}

function button(id, label, onClick) {
  const b = h('button', { id, type: 'button' }, label);
  b.addEventListener('click', onClick);
  return b;
}

/**
 * Draws the action buttons into {@code box} for the live {@code view}; {@code done(view)} takes a new state and
 * {@code say(text, kind)} tells the player what happened.
 */
let drawOffered = null; // {ply} while this browser's draw offer waits for the answer
let rematchAsked = false; // this page showed our rematch offer waiting (an old game opened later does not jump)
let toRematch = false; // this page is on its way to the agreed rematch

export function showActions(box, offerBox, view, held, done, say) {
  const seat = actingSeat(view, held);
  const buttons = [];
  const offers = [];
  const act = (what) => async () => {
    try {
      const v = await what();
      if (v) done(v);
    } catch (e) {
      say(e.message, 'error');
    }
  };
  // resigning, draws and rematches are the server's; a game kept in this browser (view.local) just stops
  if (seat !== null && view.live && !view.over && view.seats.length > 1 && !view.local) {
    buttons.push(button('resign', 'Resign', act(() => (window.confirm('Resign this game?')
      ? api.resign(view.id, held[seat]) : null))));
    const offer = view.draw ? view.draw.offeredBy : null;
    const other = 1 - seat;
    // a draw is offered to a person elsewhere: not to the computer, nor to oneself at a hot seat
    const humanOpponent = view.seats.length === 2 && view.seats[other].kind !== 'ai' && held[other] === undefined;
    // a live game the opponent left: the win can be claimed once they have been away a while (the server says)
    if (humanOpponent && view.toMove === other && view.clock && view.clock.kind === 'fischer') {
      buttons.push(button('claim-victory', 'Opponent left? Claim the win',
        act(() => api.claimVictory(view.id, held[seat]))));
    }
    if (humanOpponent && offer === null) {
      buttons.push(button('draw-offer', 'Offer draw', act(() => api.draw(view.id, held[seat], 'offer'))));
    } else if (offer !== null && held[1 - offer] !== undefined) {
      const answerer = held[1 - offer];
      offers.push(h('span', { id: 'draw-offered' }, `${view.seats[offer].name} offers a draw`));
      offers.push(button('draw-accept', 'Accept', act(() => api.draw(view.id, answerer, 'accept'))));
      offers.push(button('draw-decline', 'Decline', act(() => api.draw(view.id, answerer, 'decline'))));
    } else if (offer !== null) {
      offers.push(h('span', { id: 'draw-offered' }, 'Draw offered; waiting for the answer'));
    }
    // our offer gone while the game goes on, with no move in between: the opponent said no
    if (drawOffered && offer === null && view.ply === drawOffered.ply) {
      offers.push(h('span', { id: 'draw-declined' }, 'Your draw offer was declined.'));
    }
    drawOffered = offer !== null && held[offer] !== undefined ? { ply: view.ply } : null;
  }
  const waiting = view.rematch && view.rematch.offeredBy !== undefined && held[view.rematch.offeredBy] !== undefined
    && held[1 - view.rematch.offeredBy] === undefined;
  if (waiting) rematchAsked = true;
  if (seat !== null && view.rematch && view.rematch.game && rematchAsked && !toRematch) {
    // the rematch was agreed (by the other player's answer): this player goes too
    toRematch = true;
    act(() => rematch(view, held, seat, say))();
  }
  if (view.local && view.over && view.live) {
    buttons.push(button('rematch', 'Play again', act(() => again(view))));
  } else if (waiting) {
    offers.push(h('span', { id: 'rematch-offered' }, 'Rematch offered; waiting for the answer'));
  } else if (seat !== null && view.over && view.seats.length === 2 && view.live) {
    const label = view.rematch && view.rematch.game ? 'Go to the rematch'
      : view.rematch && view.rematch.offeredBy !== undefined && held[view.rematch.offeredBy] === undefined
        ? 'Accept the rematch' : 'Rematch';
    const answer = label === 'Accept the rematch';
    if (answer) offers.push(h('span', { id: 'rematch-asked' }, 'Your opponent offers a rematch'));
    (answer ? offers : buttons).push(button('rematch', label, act(() => rematch(view, held, seat, say))));
    if (answer) {
      offers.push(button('rematch-decline', 'Decline', act(() => api.rematch(view.id, held[seat], 'decline'))));
    }
  }
  if (view.rematch && view.rematch.declined) {
    offers.push(h('span', { id: 'rematch-declined' }, 'The rematch offer was declined.'));
  }
  box.replaceChildren(...buttons);
  offerBox.replaceChildren(...offers);
  offerBox.hidden = !offers.length;
}

/** A new game kept in this browser like `view`'s, the sides swapped as in a rematch, and its page. */
async function again(view) {
  const made = await api.create({ game: view.game.id, variant: view.variant,
    seats: view.seats.map((s) => s.spec).reverse() });
  seats.created(made);
  window.location.assign(gamePath(made.id));
  return null;
}

/** Asks for a rematch for every seat this browser holds; once the new game exists, keeps its token and opens it. */
async function rematch(view, held, seat, say) {
  const order = [seat, ...Object.keys(held).map(Number).filter((s) => s !== seat && s < 2)];
  let made = null;
  for (const s of order) {
    const reply = await api.rematch(view.id, held[s]);
    if (reply.token) {
      seats.hold(reply.id, reply.token.seat, reply.token.token);
      made = reply;
    }
  }
  if (made) {
    window.location.assign(`/game/${made.id}`);
    return null;
  }
  say('Rematch offered; it starts when your opponent agrees.');
  return null;
}
