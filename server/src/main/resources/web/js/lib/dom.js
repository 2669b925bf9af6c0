// Small helpers for building HTML and SVG without a framework.

const SVG_NS = 'http://www.w3.org/2000/svg';

/** An HTML element with attributes and children (strings become text). */
export function h(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  setAll(e, attrs);
  for (const c of children.flat()) {
    if (c !== null && c !== undefined) e.append(c instanceof Node ? c : String(c));
  }
  return e;
}

/** An SVG element with attributes, appended to parent when given. */
export function s(tag, attrs = {}, parent = null) {
  const e = document.createElementNS(SVG_NS, tag);
  setAll(e, attrs);
  if (parent) parent.append(e);
  return e;
}

function setAll(e, attrs) {
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k === 'text') e.textContent = v;
    // through the CSSOM: the page's Content-Security-Policy refuses style attributes (no 'unsafe-inline')
    else if (k === 'style') Object.entries(v).forEach(([name, value]) => e.style.setProperty(name, value));
    else if (k.startsWith('on')) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, v === true ? '' : v);
  }
}

/** A new SVG canvas with the given viewBox, filling its container. */
export function canvas(container, width, height, label) {
  const svg = s('svg', { viewBox: `0 0 ${width} ${height}`, role: 'img', 'aria-label': label,
    preserveAspectRatio: 'xMidYMid meet', class: 'board-svg' });
  container.replaceChildren(svg);
  return svg;
}

/**
 * Makes an SVG element a click target with key `key`: it gets data-key, and the classes the controller
 * gives it (target = a legal next step, selected = part of the move being built, hinted).
 */
export function clickable(element, key, ui) {
  element.setAttribute('data-key', key);
  element.classList.add('cell');
  // the element's own outline, which board.css keeps for targets (the markers are drawn on top instead)
  element.style.setProperty('--own-stroke', element.getAttribute('stroke') || 'none');
  element.style.setProperty('--own-stroke-width', element.getAttribute('stroke-width') || '1');
  if (ui.targets.has(key)) element.classList.add('target');
  if (ui.selected.includes(key)) element.classList.add('selected');
  if (ui.hinted.has(key)) element.classList.add('hinted');
  element.addEventListener('click', (event) => {
    event.stopPropagation();
    ui.click(key);
  });
  return element;
}
