// The table's announcement area: the referee's sentences in big type (the area is an ARIA live region), spoken
// aloud when the table asked for it (Web Speech API, off by default, remembered in localStorage), and the screen
// kept awake while a game is on (Screen Wake Lock API, where the browser has it).
import { h } from '../lib/dom.js';

const SPEAK_KEY = 'spindle.table.speak';
const el = (name) => document.getElementById(name);

/** A referee's line as a sentence read across a table: capitalised, ending with a full stop. */
export function sentence(text) {
  const t = String(text).trim();
  if (!t) return t;
  const capital = t[0].toUpperCase() + t.slice(1);
  return /[.!?]$/.test(capital) ? capital : `${capital}.`;
}

/** Shows `lines` in the announcement area; kind: 'move', 'undo' (marked as a taken-back move) or 'start'. */
export function announce(lines, kind = 'move') {
  const box = el('says');
  box.dataset.kind = kind;
  const sentences = lines.map(sentence);
  box.replaceChildren(...sentences.map((line) => h('p', {}, line)));
  // each announcement replaces the last on top; the log keeps them all, newest first, to read back
  const log = el('log-list');
  if (log && sentences.length) {
    log.prepend(h('li', { class: kind === 'undo' ? 'undone' : null }, sentences.join(' ')));
    el('log').hidden = false;
  }
  if (speaking()) speak(sentences.join(' '));
}

function speechAvailable() {
  return 'speechSynthesis' in window && typeof window.SpeechSynthesisUtterance === 'function';
}

function speaking() {
  return speechAvailable() && localStorage.getItem(SPEAK_KEY) === 'on';
}

function speak(text) {
  window.speechSynthesis.cancel(); // the latest decision, not a queue of old ones
  window.speechSynthesis.speak(new SpeechSynthesisUtterance(text));
}

/** Wires the Speak toggle: off unless this browser turned it on before. */
export function speakToggle(button) {
  const show = () => {
    const on = speaking();
    button.setAttribute('aria-pressed', String(on));
    button.textContent = on ? 'Speak: on' : 'Speak: off';
  };
  if (!speechAvailable()) {
    button.disabled = true;
    button.textContent = 'Speech: not in this browser';
    return;
  }
  button.addEventListener('click', () => {
    localStorage.setItem(SPEAK_KEY, speaking() ? 'off' : 'on');
    show();
  });
  show();
}

let lock = null;
let wanted = false;

async function acquire() {
  if (!wanted || lock || document.visibilityState !== 'visible') return;
  try {
    lock = await navigator.wakeLock.request('screen');
    lock.addEventListener('release', () => { lock = null; });
    el('awake').textContent = 'The screen stays on during the game.';
  } catch (e) {
    el('awake').textContent = 'The screen may turn off: this browser refused to keep it awake.';
  }
}

/** Keeps the screen on while `on` (a game under way); the browser drops the lock when the page is hidden. */
export function keepAwake(on) {
  if (!('wakeLock' in navigator)) {
    el('awake').textContent = on ? 'This browser cannot keep the screen on: turn off auto-lock while you play.' : '';
    return;
  }
  wanted = on;
  if (on) acquire();
  else if (lock) lock.release();
}

// a lock is released whenever the page is hidden (a locked phone, another app): taken again on return
document.addEventListener('visibilitychange', () => {
  if ('wakeLock' in navigator) acquire();
});
