/**
 * Online 3Will competitions (Just Playing a Round, rules section 9 of
 * {@code docs/rules/just-playing-a-round.md}): an organiser creates one with its settings (allowance,
 * deposits, shared setup or one per contender, game variant, maximum contenders) and shares the join link; each
 * contender joins with a name and gets a secret link; the organiser starts; the server then throws once per round for
 * everyone, each contender plays the four plays in their own order in their browser, banks instead of a free play if
 * they like, and decides at the end of every round; the server's clock runs the time banks and a time-out retires
 * with 0. The standings are live: {@code spindle.server.CompetitionHub} pushes every change over the competition's
 * WebSocket, and what the clock alone changes too.
 *
 * <p>The rules of one contender (their board, bank, deposits, time-out, result) are
 * {@link spindle.match.compete.ContenderGame}, the ranking {@link spindle.match.compete.Ranking}; this package adds
 * the simultaneous rounds on a clock ({@link spindle.server.compete.OnlineCompetition}), storage
 * ({@link spindle.server.compete.CompetitionStore}) and the JSON API ({@link spindle.server.compete.CompetitionApi}).
 */
package spindle.server.compete;
