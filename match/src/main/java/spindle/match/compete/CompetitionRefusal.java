package spindle.match.compete;

/**
 * A decision or step a {@link LiveCompetition} refuses in its present stage (joining once it has started, playing
 * after retiring, ...), in words a contender can act on. Nothing was changed.
 */
public final class CompetitionRefusal extends RuntimeException {
    public CompetitionRefusal(String message) {
        super(message, null, false, false);
    }
}
