// How a player's name shows on every page: bots (engines playing through the Bot API) are labelled "BOT".
import { h } from './dom.js';

/** A player's name as a node, with the BOT label for a bot; "anonymous" for nobody identified. */
export function nameNode(p) {
  return h('span', { class: 'player-name' }, p ? p.name : 'anonymous',
    p && p.bot ? h('span', { class: 'bot-label', title: 'an engine playing through the Bot API' }, 'BOT') : null);
}

/** The computer named by its level, as the new-game form says it: "mcts:easy" -> "Computer (easy)". */
export function computerName(agent) {
  const level = String(agent || '').replace(/^ai:/, '').replace(/^mcts:/, '');
  return `Computer (${level === 'random' ? 'random moves' : level || 'AI'})`;
}
