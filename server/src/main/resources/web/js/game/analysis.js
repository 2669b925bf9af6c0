// After a game: the AI's estimate move by move (GET /api/games/{id}/analysis), drawn as an SVG line chart of the
// first seat's win probability (the expected score in the solo game), with the moves where it dropped most for the
// player who moved marked as likely mistakes, each with the AI's preferred move. Clicking a mark replays that ply.
// While the analysis runs, its progress and the server's estimate of the time left (etaSeconds).
import { api } from '../lib/api.js';
import { h, s } from '../lib/dom.js';

const W = 640;
const H = 220;
const PAD = { left: 44, right: 12, top: 14, bottom: 28 };
const POLL_MS = 400;

let box = null;
let data = null;
let current = null; // the replayed ply, marked on the chart

const ONLY_PLAYERS = 'Only the players of this game can ask for its analysis: it is not shown to visitors.';

/**
 * Starts (or shows) the analysis of game `id` in `container`; `onPly(ply)` replays a marked move. `token` is a token
 * of the game this browser holds (needed unless nobody holds a seat, as in a game between AIs).
 */
export async function showAnalysis(container, id, view, onPly, token) {
  if (box === container) return; // started already: one polling loop per page
  box = container;
  box.hidden = false;
  box.replaceChildren(h('h3', {}, 'AI analysis'), h('p', { class: 'analysis-status' }, 'Analysing the game…'));
  const people = view.seats.some((seat) => seat.kind !== 'ai' && seat.kind !== 'record');
  if (!token && people) {
    // the server analyses a game with people in it only for its players: a visitor is told so, not asked for a key
    box.querySelector('.analysis-status').textContent = ONLY_PLAYERS;
    return;
  }
  try {
    let a = await api.analysis(id, token);
    while (a.status === 'running') {
      box.querySelector('.analysis-status').textContent = `Analysing the game… ${a.done} / ${a.total} positions`
        + (a.etaSeconds ? `, about ${duration(a.etaSeconds)} left` : '');
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      a = await api.analysis(id, token);
    }
    if (a.status === 'failed') throw new Error(a.error);
    data = a;
    draw(view, onPly);
  } catch (e) {
    box.querySelector('.analysis-status').textContent = e.status === 401 || e.status === 403 ? ONLY_PLAYERS
      : `No analysis: ${e.message}`;
  }
}

/** A wait in words: "40 s", "3 min". */
function duration(seconds) {
  return seconds < 90 ? `${seconds} s` : `${Math.round(seconds / 60)} min`;
}

/** Marks the replayed ply on the chart (null: none). */
export function markPly(ply) {
  current = ply;
  const line = box && box.querySelector('.analysis-now');
  if (!line || !data) return;
  line.setAttribute('visibility', ply === null ? 'hidden' : 'visible');
  if (ply !== null) {
    const x = xScale()(ply);
    line.setAttribute('x1', x);
    line.setAttribute('x2', x);
  }
}

function lastPly() {
  return Math.max(1, data.points.length ? data.points[data.points.length - 1].ply : 1);
}

function xScale() {
  const last = lastPly();
  return (ply) => PAD.left + (ply / last) * (W - PAD.left - PAD.right);
}

function yRange() {
  if (data.measure !== 'score') return [0, 1];
  const values = data.points.map((p) => p.estimate);
  const lo = Math.min(0, ...values);
  const hi = Math.max(1, ...values);
  return [lo, hi];
}

function draw(view, onPly) {
  const score = data.measure === 'score';
  const [lo, hi] = yRange();
  const x = xScale();
  const y = (v) => PAD.top + (1 - (v - lo) / (hi - lo)) * (H - PAD.top - PAD.bottom);
  const svg = s('svg', { viewBox: `0 0 ${W} ${H}`, class: 'analysis-chart', role: 'img',
    'aria-label': score ? 'expected score by ply' : `estimated win probability of ${data.seat} by ply` });
  s('rect', { x: PAD.left, y: PAD.top, width: W - PAD.left - PAD.right, height: H - PAD.top - PAD.bottom,
    class: 'plot' }, svg);
  const ticks = score ? [lo, (lo + hi) / 2, hi] : [0, 0.5, 1];
  for (const t of ticks) {
    s('line', { x1: PAD.left, x2: W - PAD.right, y1: y(t), y2: y(t), class: t === 0.5 ? 'even' : 'grid' }, svg);
    s('text', { x: PAD.left - 4, y: y(t) + 4, 'text-anchor': 'end', text: score ? t.toFixed(0) : `${t * 100}%` }, svg);
  }
  const last = lastPly();
  for (const t of [0, Math.round(last / 2), last]) {
    s('text', { x: x(t), y: H - 8, 'text-anchor': t === last ? 'end' : 'middle', text: t === last ? `ply ${t}` : `${t}` },
      svg);
  }
  const path = data.points.map((p, i) => `${i ? 'L' : 'M'}${x(p.ply).toFixed(1)},${y(p.estimate).toFixed(1)}`);
  s('path', { d: path.join(' '), class: 'estimate' }, svg);
  s('line', { x1: 0, x2: 0, y1: PAD.top, y2: H - PAD.bottom, class: 'analysis-now', visibility: 'hidden' }, svg);
  const items = data.mistakes.map((m, i) => {
    const after = data.points.find((p) => p.ply > m.ply) || data.points[data.points.length - 1];
    const mark = s('g', { class: 'mistake', 'data-ply': m.ply, tabindex: 0 }, svg);
    s('line', { x1: x(m.ply), x2: x(after.ply), y1: y(firstSeat(m.before, m.player)),
      y2: y(firstSeat(m.after, m.player)), class: 'drop' }, mark);
    s('circle', { cx: x(m.ply), cy: y(firstSeat(m.before, m.player)), r: 9 }, mark);
    s('text', { x: x(m.ply), y: y(firstSeat(m.before, m.player)) + 4, 'text-anchor': 'middle', text: i + 1 }, mark);
    mark.addEventListener('click', () => onPly(m.ply));
    const who = view.seats[m.player] ? view.seats[m.player].name : `seat ${m.player}`;
    return h('li', { class: 'mistake-item', 'data-ply': m.ply, onclick: () => onPly(m.ply) },
      h('strong', {}, `${i + 1}. move ${m.ply + 1}: ${who} played ${m.move}`),
      ` — ${amount(m.before)} → ${amount(m.after)} (${amount(m.change, true)}). `,
      'AI preferred ', h('strong', { class: 'best-move' }, m.best), ` (${amount(m.bestValue)}).`,
      m.solved ? ` Solved before the move: ${m.solved}.` : '');
  });
  const caption = score ? 'The AI\'s expected final score after each ply (dice included).'
    : `The AI's estimated win probability for ${data.seat} after each ply (50% = even).`;
  box.replaceChildren(h('h3', {}, 'AI analysis'), svg,
    h('p', { class: 'analysis-caption' }, `${caption} Numbered marks: the largest drops for the player who moved, `
      + 'each found again by a search three times as long (or proven by the solver); click one to replay the '
      + 'position before it. ',
      h('small', {}, `Search: ${data.by} per position.`)),
    items.length ? h('ol', { class: 'mistakes' }, items)
      : h('p', {}, 'No move lost much by the AI\'s reckoning.'));
  box.dataset.ready = 'true';
  markPly(current);

  function amount(v, signed = false) {
    if (score) return `${signed && v > 0 ? '+' : ''}${v.toFixed(1)}`;
    return `${signed && v > 0 ? '+' : ''}${Math.round(v * 100)}%`;
  }

  function firstSeat(v, player) {
    return score || player === 0 ? v : 1 - v;
  }
}
