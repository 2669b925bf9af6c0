package spindle.server.compete;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/** Competitions in memory, lost when the server stops. */
public final class MemoryCompetitionStore implements CompetitionStore {
    private final ConcurrentHashMap<String, OnlineCompetition> competitions = new ConcurrentHashMap<>();

    @Override
    public String newId() {
        while (true) {
            String id = Tokens.id();
            if (!competitions.containsKey(id)) {
                return id;
            }
        }
    }

    @Override
    public OnlineCompetition create(CompetitionSetup setup) {
        OnlineCompetition c = new OnlineCompetition(setup, event -> { });
        if (competitions.putIfAbsent(setup.id(), c) != null) {
            throw new IllegalStateException("duplicate competition id " + setup.id());
        }
        return c;
    }

    @Override
    public Optional<OnlineCompetition> find(String id) {
        return Optional.ofNullable(competitions.get(id));
    }

    @Override
    public List<OnlineCompetition> list() {
        List<OnlineCompetition> all = new ArrayList<>(competitions.values());
        all.sort(Comparator.comparingLong((OnlineCompetition c) -> c.setup().createdMillis()).reversed());
        return all;
    }
}
