// Finger taps on a framed board (see frame.js). A finger covers more than the small targets of some boards, so a
// tap picks the legal target nearest to it within REACH px (measured to the target's outline): a small target takes
// effect over at least 2 × REACH px. A tap on a target itself, or on the only target, takes effect at once. Where a
// tap beside targets may pick the wrong one (the target is smaller than a finger, or another lies within reach) the
// target is only previewed: ringed on the board and named in words in the Play bar under it
// (and, through a 'board-preview' event, in the page's own status); a second tap on it, or the Play button, plays
// it. A tap that reaches no target but lies on a place of the board is handed to the page as a click on that place,
// which says why nothing can be played there. A mouse on a wide screen clicks exactly what it is on, as before.
import { h } from '../lib/dom.js';

export const REACH = 20; // CSS px around a target that still choose it
const FINGER = 44; // CSS px: a target at least this large, alone within reach, plays at the first tap

/** Distance from (x, y) to a rectangle (0 inside it). */
function distance(x, y, r) {
  return Math.hypot(Math.max(r.left - x, 0, x - r.right), Math.max(r.top - y, 0, y - r.bottom));
}

/** The targets within reach of (x, y), nearest first; the one under the point (if any) comes first. */
export function reachable(svg, x, y) {
  const under = document.elementFromPoint(x, y);
  const hit = under && under.closest('.hit-top');
  return [...svg.querySelectorAll('.hit-top')].map((el) => {
    const rect = el.getBoundingClientRect();
    const centre = Math.hypot(x - (rect.left + rect.width / 2), y - (rect.top + rect.height / 2));
    return { key: el.dataset.key, rect, d: el === hit ? -1 : distance(x, y, rect), centre };
  }).filter((t) => t.d <= REACH).sort((a, b) => a.d - b.d || a.centre - b.centre);
}

/** A finger (or a pen), or any pointer on a phone-sized screen. */
function fingerLike(st, event) {
  const type = event.pointerType || st.pointerType;
  return type === 'touch' || type === 'pen' || window.innerWidth <= 700;
}

/** The Play bar of the frame's tools: the previewed move in words, Play and Cancel (both finger-sized). */
function bar(st) {
  if (!st.previewBar) {
    st.previewText = h('span', { class: 'board-preview-text', 'aria-live': 'polite' });
    st.previewBar = h('div', { class: 'board-preview', hidden: true }, st.previewText,
      h('button', { type: 'button', class: 'board-play primary', onclick: (e) => {
        e.stopPropagation();
        if (st.preview) play(st, st.preview);
      } }, 'Play'),
      h('button', { type: 'button', class: 'board-preview-cancel', onclick: (e) => {
        e.stopPropagation();
        clearPreview(st, true);
      } }, 'Cancel'));
    st.tools.prepend(st.previewBar);
  }
  return st.previewBar;
}

function announce(st, text) {
  st.container.dispatchEvent(new CustomEvent('board-preview', { detail: { key: st.preview, text }, bubbles: true }));
}

/** Drops the preview; redraws only when asked (a new draw drops it by itself). */
export function clearPreview(st, redraw = false) {
  if (!st.preview || !st.previewBar) return;
  st.preview = null;
  delete st.container.dataset.preview;
  bar(st).hidden = true;
  announce(st, null);
  if (redraw && st.last) st.last();
}

function showPreview(st, key) {
  st.preview = key;
  st.container.dataset.preview = key;
  const words = st.ui.preview ? st.ui.preview(key) : key.replace(/^[a-z]+:/, '');
  const text = `Next tap on it: ${words}. Or press Play.`;
  st.previewText.textContent = text;
  bar(st).hidden = false;
  if (st.last) st.last();
  announce(st, text);
}

function play(st, key) {
  clearPreview(st);
  st.ui.click(key);
}

/** Keeps the preview across a redraw only while its key is still a target of the same position. */
export function keepPreview(st, svg) {
  if (st.preview && !svg.querySelector(`.hit-top[data-key="${CSS.escape(st.preview)}"]`)) clearPreview(st);
  return st.preview ? [st.preview] : [];
}

/** Listens for taps on the frame's viewport (before the board's own click handlers). */
export function fingerTaps(st) {
  bar(st);
  st.viewport.addEventListener('pointerdown', (e) => { st.pointerType = e.pointerType; }, true);
  st.viewport.addEventListener('click', (e) => {
    const svg = st.viewport.querySelector('svg');
    if (!svg || !fingerLike(st, e)) return;
    const found = reachable(svg, e.clientX, e.clientY);
    const place = e.target.closest && e.target.closest('[data-key]');
    if (!found.length && !place) {
      clearPreview(st, true);
      return; // off the board's places: a tap on the page around it
    }
    e.stopPropagation();
    e.preventDefault();
    if (!found.length) {
      // a place that is no target: the page says why nothing can be played there
      clearPreview(st, true);
      st.ui.click(place.dataset.key);
      return;
    }
    const [best, other] = found;
    const small = Math.min(best.rect.width, best.rect.height) < FINGER;
    // one tap where the pick cannot be wrong: the finger is on the target itself, the target is finger-sized and
    // alone within reach, or it is the only target there is (a forced choice)
    const only = svg.querySelectorAll('.hit-top').length === 1;
    if (st.preview === best.key || best.d < 0 || only || (!small && !other)) play(st, best.key);
    else showPreview(st, best.key);
  }, true);
}
