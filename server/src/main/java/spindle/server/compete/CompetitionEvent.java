package spindle.server.compete;

/**
 * One change of an online competition, in the order it happened: what a competition is rebuilt from (its
 * {@link OnlineCompetition#restore replay}). Time-outs and new rounds are not events: they follow from the clock and
 * the events before them.
 *
 * @param atMillis  when the server accepted it, on the competition's clock
 * @param kind      what happened
 * @param tokenHash the hash of the contender's secret token ({@code JOIN}, {@code MOVE}); empty for {@code START} and
 *                  {@code HOLD}
 * @param text      the contender's name ({@code JOIN}, {@code HOLD}: who holds the one device now) or decision in
 *                  notation ({@code MOVE}); empty for {@code START}
 */
record CompetitionEvent(long atMillis, Kind kind, String tokenHash, String text) {

    /** The kinds of change. */
    public enum Kind { JOIN, START, MOVE, HOLD }
}
