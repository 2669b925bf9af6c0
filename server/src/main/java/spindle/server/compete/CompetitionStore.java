package spindle.server.compete;

import java.util.List;
import java.util.Optional;
import spindle.server.http.ApiException;

/**
 * Where online competitions live. A competition is its {@link CompetitionSetup} and its events; the store hands out
 * a journal for each competition, which hears every accepted event (while the competition's lock is held, so in
 * order). The memory store keeps nothing else; a database store writes the setup and appends each event, and rebuilds
 * a competition after a restart with {@link OnlineCompetition#restore}.
 */
public interface CompetitionStore {

    /** A fresh id that no stored competition has. */
    String newId();

    /** Creates and stores a new open competition. */
    OnlineCompetition create(CompetitionSetup setup);

    Optional<OnlineCompetition> find(String id);

    /** The competition with this id, or a 404 {@link ApiException}. */
    default OnlineCompetition get(String id) {
        return find(id).orElseThrow(() -> ApiException.notFound("no competition with id '" + id + "'"));
    }

    /** At most {@code limit} stored competitions after the first {@code offset}, newest first. */
    List<OnlineCompetition> page(int offset, int limit);

    /** How many competitions are open or running now (the finished ones are not counted). */
    int unfinished();
}
