// Just Playing a Round's dice at the table: the five dice of a throw drawn big (pips, not digits, as the real dice
// look), rolled for a moment when a new throw comes so the table sees that it is new, then still. The throw itself
// is the server's (from its seed), so nobody at the table can nudge it.
import { s } from '../lib/dom.js';

const COLOURS = { R: 'red', G: 'green', B: 'blue', Y: 'yellow', W: 'white' };
const NAMES = { R: 'red', G: 'green', B: 'blue', Y: 'yellow', W: 'white (the director)' };
// pip positions on a 3x3 grid, per face
const PIPS = {
  1: [[1, 1]], 2: [[0, 0], [2, 2]], 3: [[0, 0], [1, 1], [2, 2]], 4: [[0, 0], [2, 0], [0, 2], [2, 2]],
  5: [[0, 0], [2, 0], [1, 1], [0, 2], [2, 2]], 6: [[0, 0], [2, 0], [0, 1], [2, 1], [0, 2], [2, 2]],
};

/** The dice of a throw written as the API writes it ("R3 G5 B1 Y6 W4"): [{colour, face}], the unknown left out. */
export function diceOf(throwText) {
  return (throwText || '').split(/\s+/).map((d) => /^([RGBYW])([1-6])$/.exec(d))
    .filter((m) => m).map((m) => ({ colour: m[1], face: Number(m[2]) }));
}

/** The throw in words, for the live region and the speech: "red 3, green 5, ... director 4". */
export function throwInWords(throwText) {
  return diceOf(throwText).map((d) => `${NAMES[d.colour]} ${d.face}`).join(', ');
}

function die(svg, x, d) {
  const g = s('g', { class: `die die-${COLOURS[d.colour]}`, transform: `translate(${x} 0)`, 'data-die': d.colour,
    'data-face': d.face }, svg);
  s('rect', { x: 2, y: 2, width: 56, height: 56, rx: 10, class: 'die-body' }, g);
  for (const [c, r] of PIPS[d.face]) {
    s('circle', { cx: 14 + c * 16, cy: 14 + r * 16, r: 5.5, class: 'die-pip' }, g);
  }
  return g;
}

/**
 * Draws the throw into `container` (it owns its children). A throw not shown there before rolls for a moment
 * (not with prefers-reduced-motion); the same throw drawn again stays still.
 */
export function showThrow(container, throwText, kind) {
  const dice = diceOf(throwText);
  const fresh = container.dataset.throw !== throwText;
  container.dataset.throw = throwText || '';
  const svg = s('svg', { viewBox: `0 0 ${dice.length * 64} 60`, class: `dice${fresh ? ' rolling' : ''}`,
    role: 'img', 'aria-label': dice.length ? `The throw: ${throwInWords(throwText)}${kind ? ` (${kind})` : ''}`
      : 'No throw yet' });
  dice.forEach((d, i) => die(svg, i * 64, d));
  container.replaceChildren(svg);
  if (fresh && dice.length) window.setTimeout(() => svg.classList.remove('rolling'), 900);
}
