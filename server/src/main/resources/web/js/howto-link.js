// The game page's "how to play" link: it follows the rules link, which the game page points at its game once the
// game is loaded (kept apart from game.js, which only sets the rules link).
const rules = document.getElementById('rules');
const howto = document.getElementById('howto-link');

function follow() {
  const m = /\/rules\/([^/?#]+)/.exec(rules.getAttribute('href') || '');
  if (m) howto.href = `/howto/${m[1]}`;
}

if (rules && howto) {
  follow();
  new MutationObserver(follow).observe(rules, { attributes: true, attributeFilter: ['href'] });
}
