// A seat's link (/game/ID?seat=N#token=T): its token is kept and taken out of the address bar; an invited seat is
// then taken (claimed), which gives this browser a new token for it, so the link's token, which its sender also
// had, stops acting for the seat.
import { seats } from '../lib/api.js';
import { claimInvite } from '../lib/player.js';

/** The seat and token of the link this page was opened with, kept for this browser; or null. */
export function takeLink(id) {
  const seat = new URLSearchParams(window.location.search).get('seat');
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (seat === null || !token) return null;
  seats.hold(id, Number(seat), token);
  window.history.replaceState(null, '', `/game/${id}`);
  return { seat: Number(seat), token };
}

/**
 * Takes the invited seat of `link` (nothing for another kind of seat, or one already a player's), before the
 * page's sockets open so that they speak with the new token; `held` is updated in place (the chat keeps it) and
 * `onClaimed(view)` gets each new state.
 */
export async function takeInvitedSeat(id, link, view, held, onClaimed, say) {
  if (!link || view.seats[link.seat].kind !== 'invite' || view.seats[link.seat].player) return;
  try {
    await claimInvite(id, link.seat, link.token, view.rated, (claimed) => {
      seats.hold(id, link.seat, claimed.token.token);
      held[link.seat] = claimed.token.token;
      onClaimed(claimed);
    });
  } catch (e) {
    say(e.message, 'error');
  }
}
