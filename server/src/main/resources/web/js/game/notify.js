// "Your move": when it becomes this browser's turn while the tab is hidden, the tab title gets a dot
// ("● Your move — Spindle"), the favicon gets a dot, an optional sound plays (off by default) and, when the player
// asked for it with the "Notify me" toggle and the browser allowed it, a system notification appears. Coming back
// to the tab restores the title and icon. The choices are kept in localStorage.

const SOUND_KEY = 'spindle.notify.sound';
const NOTIFY_KEY = 'spindle.notify.system';
const ICON = '/favicon.svg';
const ICON_MOVE = '/favicon-move.svg';

let plainTitle = document.title;
let waiting = false; // it is our move and the tab has not been looked at since
let wasMine = null; // null until the first state: a page opened on our move does not call attention to itself

function stored(key) {
  try {
    return localStorage.getItem(key) === 'on';
  } catch (e) {
    return false;
  }
}

function store(key, on) {
  try {
    localStorage.setItem(key, on ? 'on' : 'off');
  } catch (e) {
    // private mode: the toggle lasts for this page only
  }
}

function icon(href) {
  let link = document.querySelector('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    link.type = 'image/svg+xml';
    document.head.append(link);
  }
  link.href = href;
}

/** The title while a move waits: pure, so it can be checked without a hidden tab. */
export function attentionTitle(title) {
  return `\u25CF Your move \u2014 ${title}`;
}

/** A short two-note chime made with Web Audio (no sound file to load). */
function chime() {
  const Audio = window.AudioContext || window.webkitAudioContext;
  if (!Audio) return;
  const audio = new Audio();
  [660, 880].forEach((hz, i) => {
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = hz;
    gain.gain.setValueAtTime(0.0001, audio.currentTime + i * 0.15);
    gain.gain.exponentialRampToValueAtTime(0.2, audio.currentTime + i * 0.15 + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + i * 0.15 + 0.3);
    osc.connect(gain).connect(audio.destination);
    osc.start(audio.currentTime + i * 0.15);
    osc.stop(audio.currentTime + i * 0.15 + 0.32);
  });
  setTimeout(() => audio.close(), 1000);
}

function attend(what) {
  waiting = true;
  document.title = attentionTitle(plainTitle);
  icon(ICON_MOVE);
  document.body.dataset.attention = 'true';
  if (stored(SOUND_KEY)) chime();
  if (stored(NOTIFY_KEY) && 'Notification' in window && Notification.permission === 'granted') {
    try {
      const n = new Notification('Your move', { body: what, icon: ICON, tag: 'spindle-your-move' });
      n.onclick = () => { window.focus(); n.close(); };
    } catch (e) {
      // some browsers allow notifications only from a service worker: the title and icon still say it
    }
  }
}

function settle() {
  if (!waiting) return;
  waiting = false;
  document.title = plainTitle;
  icon(ICON);
  document.body.dataset.attention = 'false';
}

/** Sets the title the page shows when nothing waits (the game's name). */
export function setTitle(title) {
  plainTitle = title;
  if (!waiting) document.title = title;
}

/**
 * Tells the module whether it is this browser's move now; {@code what} says what happened (for the notification).
 * Calls attention only on the change to "my move" while the tab is hidden.
 */
export function turn(mine, what) {
  const became = mine && wasMine === false;
  wasMine = mine;
  if (!mine) settle();
  else if (became && document.hidden) attend(what);
}

function toggle(id, label, key, onAsk) {
  const input = document.createElement('input');
  input.type = 'checkbox';
  input.id = id;
  input.checked = stored(key);
  input.addEventListener('change', async () => {
    let on = input.checked;
    if (on && onAsk) on = await onAsk();
    input.checked = on;
    store(key, on);
  });
  const box = document.createElement('label');
  box.className = 'toggle';
  box.append(input, ` ${label}`);
  return box;
}

/** Asks the browser for notifications: only ever from the player's click on the toggle, never on load. */
async function ask() {
  if (!('Notification' in window)) return false;
  if (Notification.permission === 'granted') return true;
  if (Notification.permission === 'denied') return false;
  return (await Notification.requestPermission()) === 'granted';
}

/** Draws the two toggles ("Sound", "Notify me") into {@code box} and starts watching the tab's visibility. */
export function showToggles(box) {
  box.replaceChildren(toggle('notify-sound', 'Sound on my move', SOUND_KEY, null),
    toggle('notify-me', 'Notify me', NOTIFY_KEY, ask));
  document.addEventListener('visibilitychange', () => {
    if (!document.hidden) settle();
  });
  window.addEventListener('focus', settle);
}
