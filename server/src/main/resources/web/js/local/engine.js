// The page's side of the engine's Web Worker (worker.js): engine(fn, ...args) sends one call and resolves with its
// JSON answer, or rejects with an Error carrying the engine's words ({"error": ...}). Calls run one at a time in
// the worker, in the order they were made.
let worker = null;
let next = 1;
const waiting = new Map();

function start() {
  worker = new Worker(new URL('./worker.js', import.meta.url), { type: 'module' });
  worker.onmessage = (event) => {
    const { id, text, error } = event.data;
    const pending = waiting.get(id);
    waiting.delete(id);
    if (!pending) return;
    if (error) {
      pending.reject(new Error(error));
      return;
    }
    const data = JSON.parse(text);
    if (data && typeof data === 'object' && !Array.isArray(data) && typeof data.error === 'string') {
      const e = new Error(data.error);
      e.status = 400;
      pending.reject(e);
    } else {
      pending.resolve(data);
    }
  };
  worker.onerror = (event) => {
    // the worker could not start (no WebAssembly GC in this browser, or the engine file missing)
    const e = new Error(`this browser cannot run Spindle's engine (${event.message || 'no WebAssembly GC'})`);
    for (const pending of waiting.values()) pending.reject(e);
    waiting.clear();
    worker = null;
  };
}

export function engine(fn, ...args) {
  if (!worker) start();
  return new Promise((resolve, reject) => {
    const id = next++;
    waiting.set(id, { resolve, reject });
    worker.postMessage({ id, fn, args });
  });
}
