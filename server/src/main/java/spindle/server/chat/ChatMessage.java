package spindle.server.chat;

import java.time.Instant;

/**
 * One line of a game's chat. The text is stored and sent as the player typed it (trimmed, control characters
 * removed); clients show it as text, never as HTML.
 *
 * @param seq    the message's number in its game (both channels count together), from 1
 * @param author who wrote it, as shown: a seat's name with its player's, or a spectator's player name
 */
record ChatMessage(long seq, ChatChannel channel, String author, String text, Instant at) {
}
