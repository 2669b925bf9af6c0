package spindle.server.compete;

import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;
import spindle.match.compete.LiveCompetition;
import spindle.server.http.Tokens;

/** Competitions in memory, lost when the server stops (unless a database store keeps their events). */
public final class MemoryCompetitionStore implements CompetitionStore {
    private final ConcurrentHashMap<String, OnlineCompetition> competitions = new ConcurrentHashMap<>();

    @Override
    public String newId() {
        return Tokens.freeId("", competitions::containsKey);
    }

    @Override
    public OnlineCompetition create(CompetitionSetup setup) {
        return keep(new OnlineCompetition(setup, event -> { }));
    }

    /** Keeps a competition made elsewhere: a database store keeps its live competitions here. */
    public OnlineCompetition keep(OnlineCompetition competition) {
        if (competitions.putIfAbsent(competition.id(), competition) != null) {
            throw new IllegalStateException("duplicate competition id " + competition.id());
        }
        return competition;
    }

    /** Keeps a competition in place of the one with its id (read back from a database another server changed). */
    public OnlineCompetition replace(OnlineCompetition competition) {
        competitions.put(competition.id(), competition);
        return competition;
    }

    @Override
    public Optional<OnlineCompetition> find(String id) {
        return Optional.ofNullable(competitions.get(id));
    }

    @Override
    public List<OnlineCompetition> page(int offset, int limit) {
        return competitions.values().stream()
                .sorted(Comparator.comparingLong((OnlineCompetition c) -> c.setup().createdMillis()).reversed()
                        .thenComparing(OnlineCompetition::id))
                .skip(Math.max(0, offset)).limit(Math.max(0, limit)).toList();
    }

    @Override
    public int unfinished() {
        return (int) competitions.values().stream().filter(c -> c.status() != LiveCompetition.Status.FINISHED)
                .count();
    }

    /** Forgets the finished competitions {@code finished} says to (a database store keeps them on disk). */
    void forget(Predicate<OnlineCompetition> finished) {
        competitions.values().removeIf(c -> c.status() == LiveCompetition.Status.FINISHED && finished.test(c));
    }
}
