/**
 * Each game's chat: a players' channel and a spectators' channel, text only, capped in length, count and rate
 * ({@code spindle.server.ChatApi} serves it; the stores keep it next to the games).
 */
package spindle.server.chat;
