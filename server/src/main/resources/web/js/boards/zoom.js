// Zoom and pan of a framed board (see frame.js): the SVG's viewBox is narrowed to a part of the board, so the drawing
// stays sharp and every element keeps its own click handler. Two fingers pinch, one finger (or the mouse) drags
// the zoomed board, ctrl + wheel (a trackpad pinch) zooms. The board never zooms by itself: small targets are
// reached by a finger's tap as reach.js says. `st` is the frame's state: { viewport, base, zoom }.

const MAX_ZOOM = 5;

function svgOf(st) {
  return st.viewport.querySelector('svg');
}

/** Zoom keeps the point at the centre of the view (or at the given fraction of it) where it was. */
export function zoomBy(st, factor, fx = 0.5, fy = 0.5) {
  zoomTo(st, st.zoom.k * factor, fx, fy);
}

export function zoomTo(st, k, fx = 0.5, fy = 0.5) {
  if (!st.base) return;
  const [, , W, H] = st.base;
  const z = st.zoom;
  const px = z.x + (W / z.k) * fx;
  const py = z.y + (H / z.k) * fy;
  z.k = Math.max(1, Math.min(MAX_ZOOM, k));
  z.x = px - (W / z.k) * fx;
  z.y = py - (H / z.k) * fy;
  const svg = svgOf(st);
  if (svg) applyZoom(st, svg);
}

export function applyZoom(st, svg) {
  const [X, Y, W, H] = st.base;
  const z = st.zoom;
  z.x = Math.max(0, Math.min(W - W / z.k, z.x));
  z.y = Math.max(0, Math.min(H - H / z.k, z.y));
  svg.setAttribute('viewBox', `${X + z.x} ${Y + z.y} ${W / z.k} ${H / z.k}`);
  svg.dataset.zoom = z.k.toFixed(2);
  st.viewport.classList.toggle('zoomed', z.k > 1.01);
}

/** Two fingers pinch-zoom; one finger (or the mouse) drags the zoomed board. */
export function gestures(st) {
  const vp = st.viewport;
  const pointers = new Map();
  let pinch = null;
  let drag = null;
  let moved = false;
  vp.addEventListener('pointerdown', (e) => {
    pointers.set(e.pointerId, [e.clientX, e.clientY]);
    moved = false;
    if (pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      pinch = { d: Math.hypot(a[0] - b[0], a[1] - b[1]), k: st.zoom.k };
      drag = null;
    } else if (pointers.size === 1 && st.zoom.k > 1.01) {
      drag = { x: e.clientX, y: e.clientY, zx: st.zoom.x, zy: st.zoom.y };
    }
  });
  vp.addEventListener('pointermove', (e) => {
    if (!pointers.has(e.pointerId)) return;
    pointers.set(e.pointerId, [e.clientX, e.clientY]);
    const svg = svgOf(st);
    if (!svg || !st.base) return;
    const rect = svg.getBoundingClientRect();
    if (pinch && pointers.size === 2) {
      const [a, b] = [...pointers.values()];
      const d = Math.hypot(a[0] - b[0], a[1] - b[1]);
      const fx = ((a[0] + b[0]) / 2 - rect.left) / rect.width;
      const fy = ((a[1] + b[1]) / 2 - rect.top) / rect.height;
      zoomTo(st, pinch.k * (d / Math.max(1, pinch.d)), fx, fy);
      moved = true;
    } else if (drag) {
      const dx = e.clientX - drag.x;
      const dy = e.clientY - drag.y;
      if (Math.hypot(dx, dy) > 8) moved = true;
      if (moved) {
        const [, , W, H] = st.base;
        st.zoom.x = drag.zx - (dx / rect.width) * (W / st.zoom.k);
        st.zoom.y = drag.zy - (dy / rect.height) * (H / st.zoom.k);
        applyZoom(st, svg);
      }
    }
  });
  const end = (e) => {
    pointers.delete(e.pointerId);
    if (pointers.size < 2) pinch = null;
    if (!pointers.size) drag = null;
  };
  vp.addEventListener('pointerup', end);
  vp.addEventListener('pointercancel', end);
  vp.addEventListener('click', (e) => {
    if (moved) {
      // the end of a drag or a pinch is not a click on the board (nor a tap for reach.js)
      e.stopImmediatePropagation();
      e.preventDefault();
      moved = false;
    }
  }, true);
  vp.addEventListener('wheel', (e) => {
    if (!e.ctrlKey) return; // a trackpad pinch; a plain wheel scrolls the page
    e.preventDefault();
    const rect = svgOf(st).getBoundingClientRect();
    zoomBy(st, e.deltaY < 0 ? 1.15 : 1 / 1.15, (e.clientX - rect.left) / rect.width,
      (e.clientY - rect.top) / rect.height);
  }, { passive: false });
}
