// The game's clocks: each seat's remaining time, counting down for the seat whose clock runs (highlighted; under
// ten seconds with tenths). The server's state says each seat's milliseconds as of its own "now"; the page counts
// down from the moment the state arrived with the browser's monotonic clock, so a wrong clock on the player's
// device changes nothing. The server alone decides a flag-fall and pushes the result.
// Also the "Time control" choice of the new-game form (timeControl, chosenClock).
import { h } from './dom.js';

const TENTHS_BELOW = 10_000;
let shown = null; // { clock, seats, at }
let ticker = null;

/** Two digits. */
const two = (n) => String(n).padStart(2, '0');

/** The remaining milliseconds as a player reads them: 4:59, 1:02:03, 2d 03h, or 0:09.4 under ten seconds. */
export function formatMillis(ms) {
  const left = Math.max(0, ms);
  if (left < TENTHS_BELOW) return `0:${two(Math.floor(left / 1000))}.${Math.floor((left % 1000) / 100)}`;
  const total = Math.floor(left / 1000);
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  if (days > 0) return `${days}d ${two(hours)}h ${two(minutes)}m`;
  if (hours > 0) return `${hours}:${two(minutes)}:${two(total % 60)}`;
  return `${minutes}:${two(total % 60)}`;
}

/** A competition's time bank as m:ss, counted up to the whole second and never below 0:00. */
export function bankText(millis) {
  const seconds = Math.max(0, Math.ceil(millis / 1000));
  return `${Math.floor(seconds / 60)}:${two(seconds % 60)}`;
}

function remaining(i) {
  const c = shown.clock;
  const ms = c.remainingMs[i];
  return c.running === i ? ms - (performance.now() - shown.at) : ms;
}

function tick() {
  const box = document.getElementById('clocks');
  if (!box || !shown) return;
  shown.seats.forEach((seat, i) => {
    const face = box.querySelector(`[data-seat="${i}"]`);
    if (!face) return;
    const ms = remaining(i);
    face.querySelector('.clock-time').textContent = formatMillis(ms);
    face.classList.toggle('low', ms < TENTHS_BELOW);
  });
}

/** Shows (or hides) the clocks of the live {@code view}; called on every new state. */
export function showClocks(view) {
  let box = document.getElementById('clocks');
  if (!view || !view.clock) {
    if (box) box.hidden = true;
    shown = null;
    return;
  }
  if (!box) {
    box = h('div', { id: 'clocks', class: 'clocks', role: 'timer', 'aria-label': 'clocks' });
    document.getElementById('players').before(box);
  }
  box.hidden = false;
  const c = view.clock;
  shown = { clock: c, seats: view.seats, at: performance.now() };
  box.dataset.kind = c.kind;
  box.replaceChildren(h('span', { class: 'clock-label' }, c.label), ...view.seats.map((seat, i) => h('div', {
    class: `clock${c.running === i ? ' running' : ''}`, 'data-seat': i,
  }, h('span', { class: `swatch p${i}` }), h('span', { class: 'clock-name' }, seat.name),
  h('span', { class: 'clock-time' }, ''))));
  tick();
  if (c.running !== null && !ticker) ticker = window.setInterval(tick, 100);
  if (c.running === null && ticker) {
    window.clearInterval(ticker);
    ticker = null;
  }
}

/** The time controls the new-game form offers: [label, clock request or null ('custom': the fields below it)]. */
const CONTROLS = [
  ['None', null],
  ['1+0 (live, one minute each)', { initialSeconds: 60, incrementSeconds: 0 }],
  ['3+2 (live)', { initialSeconds: 180, incrementSeconds: 2 }],
  ['10+5 (live)', { initialSeconds: 600, incrementSeconds: 5 }],
  ['1 day per move', { daysPerMove: 1 }],
  ['3 days per move', { daysPerMove: 3 }],
  ['Custom (live)…', 'custom'],
];

/** The form row that chooses a time control, with minutes and increment fields shown for a custom one. */
export function timeControl() {
  const number = (id, label, value, min, max) => h('label', { class: 'row' }, label,
    h('input', { id, type: 'number', min, max, step: 1, value, inputmode: 'numeric' }));
  const custom = h('div', { id: 'custom-clock', hidden: true },
    number('clock-minutes', 'Minutes each ', 5, 1, 180), number('clock-increment', 'Seconds added per move ', 3, 0, 60));
  const select = h('select', { id: 'time-control', onchange: () => {
    custom.hidden = CONTROLS[Number(select.value)][1] !== 'custom';
  } }, CONTROLS.map(([label], i) => h('option', { value: i }, label)));
  return h('div', {}, h('label', { class: 'row' }, 'Time control ', select), custom);
}

/** The {@code clock} of the create request for the chosen time control, or null. */
export function chosenClock() {
  const select = document.getElementById('time-control');
  const chosen = select ? CONTROLS[Number(select.value)]?.[1] ?? null : null;
  if (chosen !== 'custom') return chosen;
  // whole numbers, as the server asks; it answers out-of-range values with their allowed range
  const value = (id) => Math.round(Number(document.getElementById(id).value));
  return { initialSeconds: value('clock-minutes') * 60, incrementSeconds: value('clock-increment') };
}
