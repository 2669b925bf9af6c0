// Just Playing a Round's tools at the table (the page's extras, see extras.js): the dice of the throw drawn big, the
// table's own dice tapped in where the game was started with them (a chance node waits for the values the real
// dice show), and, on the set-up panel, the choice of those dice and the way into the competition mode for several
// contenders on this device.
import { api } from '../lib/api.js';
import { h } from '../lib/dom.js';
import { showThrow } from './round-dice.js';
import { mountCompetition } from './round-competition.js';
import { announce, keepAwake } from './announce.js';

const COLOUR = { R: 'red', G: 'green', B: 'blue', Y: 'yellow', W: 'white (director)' };

/** The dice box, and the values to tap at a chance node of a game with the table's dice. */
export function show(container, view, context) {
  const dice = h('div', { class: 'round-dice', id: 'round-dice' });
  showThrow(dice, view.board.throw, view.board.throwKind);
  const parts = [dice];
  const outcomes = view.chance ? view.legalMoves.filter((m) => /^[RGBYW][1-6]$/.test(m)) : [];
  if (outcomes.length) {
    const colour = outcomes[0][0];
    parts.push(h('p', { class: 'tap-dice' }, `Throw the ${COLOUR[colour]} die and tap what it shows:`),
      h('div', { class: 'dice-values', role: 'group', 'aria-label': `${COLOUR[colour]} die` },
        outcomes.map((m) => h('button', { type: 'button', class: 'big die-value', 'data-move': m,
          onclick: () => enter(m, view, context) }, m.slice(1)))));
  }
  container.replaceChildren(...parts);
  // the values to tap are what matters now: on a phone they lie below the board
  if (outcomes.length) container.scrollIntoView({ block: 'nearest' });
}

async function enter(move, view, context) {
  const token = Object.values(context.tokens)[0];
  try {
    context.update(await api.move(context.id, move, view.ply, token));
  } catch (e) {
    context.announce([`${move}: ${e.message}`]);
  }
}

/**
 * The set-up panel's own choices: the table's own dice (the game then waits for their values at every throw) and a
 * competition instead of a solo game, or the competition this device is running, to continue.
 */
export function setup(section) {
  if (section.querySelector('#round-setup')) return;
  const running = localStorage.getItem('spindle.table.competition');
  section.append(h('fieldset', { id: 'round-setup', class: 'round-setup' }, h('legend', {}, 'Dice and competitions'),
    h('label', { class: 'own-dice' }, h('input', { id: 'own-dice', type: 'checkbox' }),
      ' We throw our own five dice and tap in what they show (otherwise Spindle throws them)'),
    h('button', { type: 'button', id: 'competition-mode', class: 'big', onclick: () => competitionMode() },
      running ? 'Continue the competition at this table' : 'A competition: several contenders at this table')));
}

/**
 * The competition takes the page over, with the page's announcement area (big type, and speech where the table
 * turned it on) above it; the solo game stays where it is, and a reload comes back to the set-up.
 */
export function competitionMode() {
  const main = document.querySelector('main');
  main.querySelectorAll(':scope > section').forEach((s) => { s.hidden = true; });
  let section = document.getElementById('competition');
  if (!section) {
    section = h('section', { id: 'competition', class: 'competition', 'aria-label': 'Competition at the table' },
      h('div', { id: 'competition-body' }));
    main.append(section);
  }
  const says = document.getElementById('says');
  if (says) section.prepend(says);
  section.hidden = false;
  document.body.dataset.mode = 'competition';
  keepAwake(true);
  mountCompetition(document.getElementById('competition-body'), (text) => announce([text], 'competition'));
}
