/**
 * Competition play of Just Playing a Round (3Will solo), rules section 9 of
 * {@code docs/rules/just-playing-a-round.md}: any number of solo contenders, each with their own board; the
 * adjudicator throws one set of five dice per round for everyone ({@link spindle.match.compete.Competition}); each
 * contender makes the four plays in their own order, may bank 20 s / 10 s instead of an undirected / directed free
 * play, and may retire at the end of every round. Every contender has a time bank
 * ({@link spindle.match.compete.TimeBank}): the allowance at the start, the time of each of their rounds deducted,
 * deposits added; a balance at or below zero retires the contender at once with score 0. Ranking
 * ({@link spindle.match.compete.Ranking}): final score, then the balance at retirement, then a shared place.
 *
 * <p>{@link spindle.match.compete.ContenderGame} is one contender's board, bank and result, driven by whoever keeps
 * the clock: the agent loop of {@code Competition} here, or the web server's online competitions, where people play
 * the same {@link spindle.match.compete.Dice} at the same time.
 *
 * <p>The rules of each contender's game (own order of plays, the {@code bank} decision, retirement every round)
 * come from the game's {@code mode=competition} variant; this package keeps only the clock, the bank and the
 * ranking. The clock is injected, so tests run on a fake one. Agents see their game but not their balance, so an AI
 * contender may be given a time guard ({@link spindle.match.compete.Contender#guardTime()}) that retires it at a round
 * end before its time runs out, and a round limit ({@link spindle.match.compete.Contender#roundLimit()}) after
 * which it retires: an extended-game score never goes down, so an agent never has a reason to stop by itself. Both
 * change no rule; they decide for the contender.
 */
package spindle.match.compete;
