// The page's live region: each new move (this browser's, the opponent's, the computer's) is said in words once,
// then whose turn it is, so that a screen reader follows the game without looking for the change.
import { spoken, turnLine } from './words.js';
import { outcome } from './outcome.js';

let heard = null; // the ply of the last state announced; null before the first
let ended = false; // the end was announced (a resignation ends a game without a move)

/** Announces what changed between the last state announced and {@code view} into the element {@code box}. */
export function announce(box, view, held) {
  if (heard === null || view.ply < heard) {
    // the opening state says nothing move by move; an undo says so
    if (heard !== null) box.textContent = `Move taken back. ${turnLine(view, held).text}.`;
    heard = view.ply;
    ended = view.over;
    return;
  }
  if (view.ply === heard) {
    if (view.over && !ended) box.textContent = `${outcome(view).headline}.`;
    ended = view.over;
    return;
  }
  const fresh = view.moves.filter((m) => m.ply > heard).slice(-8).map((m) => spoken(view, m, held));
  heard = view.ply;
  ended = view.over;
  const after = view.over ? `${outcome(view).headline}.` : `${turnLine(view, held).text}.`;
  box.textContent = `${fresh.join(' ')} ${after}`;
}
