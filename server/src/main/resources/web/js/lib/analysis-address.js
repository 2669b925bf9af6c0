// The analysis board's address: /analysis/<game>?variant=...&position=...&moves=...&ply=... holds the set-up
// position (its text with spaces written _), the line tried from it (moves in notation, separated by ;) and the
// step shown, so a link opens the same board. The game page links here with the position it shows.

export function readAddress(location) {
  const game = decodeURIComponent(location.pathname.split('/')[2] || '');
  const q = new URLSearchParams(location.search);
  const position = (q.get('position') || '').replace(/_/g, ' ').trim() || null;
  const moves = (q.get('moves') || '').split(';').map((m) => m.trim()).filter((m) => m.length);
  const ply = q.has('ply') ? Math.max(0, Math.min(moves.length, Number(q.get('ply')) || 0)) : moves.length;
  return { game, variant: q.get('variant') || null, position, moves, ply };
}

/** The path and query of a board: position texts keep their letters, digits and ./,:~- as they are. */
export function writeAddress({ game, variant, position, moves, ply }) {
  const parts = [];
  if (variant) parts.push(`variant=${encodeURIComponent(variant)}`);
  if (position) parts.push(`position=${encodeURIComponent(position.replace(/ /g, '_')).replace(/%2F/g, '/').replace(/%2C/g, ',').replace(/%3A/g, ':')}`);
  if (moves.length) parts.push(`moves=${encodeURIComponent(moves.join(';'))}`);
  if (moves.length && ply !== moves.length) parts.push(`ply=${ply}`);
  return `/analysis/${encodeURIComponent(game)}${parts.length ? `?${parts.join('&')}` : ''}`;
}

/** A variant ({name: value}, or text already) as the text the server and the engine read (name=value,...). */
export function variantText(values) {
  if (!values) return '';
  if (typeof values === 'string') return values;
  return Object.entries(values).filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${v}`).join(',');
}
