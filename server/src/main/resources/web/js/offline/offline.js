// On every page: the service worker that keeps Spindle for use with no network (/sw.js, docs/offline.md), and a
// plain line under the top bar whenever there is no server to reach, saying what works here and what needs one.
import { serverless } from '../lib/site.js';

if ('serviceWorker' in navigator) {
  navigator.serviceWorker.register('/sw.js').catch(() => {}); // plain http on another host has none: pages still work
}

const WORKS = 'the computer, hot seat, the analysis board and the table companion run on this device';
const NEEDS = 'online play, ratings and the lobby need a Spindle server';

let unreachable = false; // a request found no server (api.js)

function note() {
  const offline = serverless || unreachable || !navigator.onLine;
  // links to what only a server has (the lobby, competitions with others) are not offered without one
  document.querySelectorAll('[data-needs-server]').forEach((link) => { link.hidden = serverless; });
  let box = document.getElementById('offline-note');
  if (!offline) {
    if (box) box.remove();
    return;
  }
  if (!box) {
    box = document.createElement('p');
    box.id = 'offline-note';
    box.className = 'offline-note';
    box.setAttribute('role', 'note');
    const nav = document.querySelector('header') || document.querySelector('nav.top');
    if (nav) nav.after(box);
    else document.body.prepend(box);
  }
  const why = serverless ? 'No server here' : navigator.onLine ? 'The server cannot be reached' : 'No network';
  box.textContent = `${why}: ${WORKS}; ${NEEDS}.`;
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', note);
else note();
window.addEventListener('online', () => {
  unreachable = false;
  note();
});
window.addEventListener('spindle:unreachable', () => {
  unreachable = true;
  note();
});
window.addEventListener('offline', note);
