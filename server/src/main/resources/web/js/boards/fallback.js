// The board of a game that has no drawing yet: its text board. Every legal move is offered as a button.
import { h } from '../lib/dom.js';

export function draw(container, view) {
  container.replaceChildren(h('pre', { class: 'fallback-board' }, view.text));
}

export function path() {
  return null;
}
