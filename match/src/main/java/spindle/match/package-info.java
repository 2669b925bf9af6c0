/**
 * Playing games between agents and keeping the results: {@link spindle.match.Referee} plays one game into a
 * {@link spindle.match.GameRecord} (JSON, replayable and re-validated by {@link spindle.match.GameRecords}),
 * {@link spindle.match.Tournament} plays a round-robin in parallel, and {@link spindle.match.Elo} turns the
 * results into ratings with confidence intervals.
 */
package spindle.match;
