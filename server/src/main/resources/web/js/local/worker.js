// The engine's Web Worker: the rules, the referee and the AI, compiled from the same Java by TeaVM
// (webengine/), run here so that a search never freezes the page. Messages are {id, fn, args}; each answer is
// {id, text} with the engine's JSON text, or {id, error} when the engine could not be loaded at all.
import { load } from '../../engine/wasm-gc-module-runtime.min.js';

const ready = load(new URL('../../engine/spindle-engine.wasm', import.meta.url).href).then((m) => m.exports);

self.onmessage = async (event) => {
  const { id, fn, args } = event.data;
  try {
    const engine = await ready;
    if (typeof engine[fn] !== 'function') throw new Error(`the engine has no function ${fn}`);
    const text = engine[fn](...args);
    self.postMessage({ id, text: text === undefined ? 'null' : String(text) });
  } catch (e) {
    self.postMessage({ id, error: `the engine in this browser failed: ${e.message || e}` });
  }
};
