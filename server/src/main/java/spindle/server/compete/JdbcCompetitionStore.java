package spindle.server.compete;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import spindle.engine.Variant;
import spindle.games.justplayingaround.JustPlayingARound;
import spindle.match.compete.CompetitionSettings;
import spindle.server.cluster.PgBus;
import spindle.server.db.Database;
import spindle.server.http.ApiException;

/**
 * Online competitions in the database ({@link Database}, tables of migration V10): a row per competition and an
 * append-only row per event. An event is committed before it takes effect (the competition's journal), so an
 * acknowledged decision survives a crash; at start every competition is rebuilt from its events and brought up to
 * the clock. The live competitions are kept in memory for reads.
 */
public final class JdbcCompetitionStore implements CompetitionStore {
    private static final JustPlayingARound GAME = new JustPlayingARound();

    /** How long a finished competition stays in memory after its last event. */
    static final Duration KEEP_FINISHED = Duration.ofMinutes(10);

    private final Database db;
    private final LongSupplier clockMillis;
    private final MemoryCompetitionStore live = new MemoryCompetitionStore();
    private volatile String announceAs;

    /** Opens the store on a migrated database and loads every competition in it, as of {@code clockMillis} now. */
    public JdbcCompetitionStore(Database db, LongSupplier clockMillis) {
        this.db = db;
        this.clockMillis = clockMillis;
        db.transaction(this::load);
    }

    private Void load(Connection c) throws SQLException {
        for (OnlineCompetition competition : read(c, null)) {
            live.replace(competition);
        }
        forgetFinished();
        return null;
    }

    /** Every competition in the database, or only the one with id {@code only}, rebuilt as of the clock now. */
    private List<OnlineCompetition> read(Connection c, String only) throws SQLException {
        String where = only == null ? "" : " WHERE competition_id = ?";
        Map<String, List<CompetitionEvent>> events = new LinkedHashMap<>();
        try (PreparedStatement s = c.prepareStatement("SELECT competition_id, at_millis, kind, token_hash, text"
                + " FROM competition_events" + where + " ORDER BY competition_id, seq")) {
            if (only != null) {
                s.setString(1, only);
            }
            ResultSet r = s.executeQuery();
            while (r.next()) {
                events.computeIfAbsent(r.getString(1), k -> new ArrayList<>()).add(new CompetitionEvent(r.getLong(2),
                        CompetitionEvent.Kind.valueOf(r.getString(3)), r.getString(4), r.getString(5)));
            }
        }
        long now = clockMillis.getAsLong();
        List<OnlineCompetition> found = new ArrayList<>();
        try (PreparedStatement s = c.prepareStatement("SELECT id, title, variant, allowance_seconds,"
                + " undirected_deposit_seconds, directed_deposit_seconds, shared_setup, seed, max_contenders,"
                + " organiser_hash, created_millis FROM competitions" + (only == null ? "" : " WHERE id = ?"))) {
            if (only != null) {
                s.setString(1, only);
            }
            ResultSet r = s.executeQuery();
            while (r.next()) {
                CompetitionSettings settings = new CompetitionSettings(Variant.parse(GAME, r.getString(3)),
                        r.getLong(4), r.getInt(5), r.getInt(6), r.getInt(7) != 0, r.getLong(8), 1);
                CompetitionSetup setup = new CompetitionSetup(r.getString(1), r.getString(2), settings, r.getInt(9),
                        r.getString(10), r.getLong(11));
                List<CompetitionEvent> list = events.getOrDefault(setup.id(), List.of());
                found.add(OnlineCompetition.restore(setup, list, now, journal(setup.id(), list.size())));
            }
        }
        return found;
    }

    /**
     * Reads the competition back from the database (another server on it changed it) and keeps that copy; empty
     * when there is no such competition.
     */
    public Optional<OnlineCompetition> refresh(String id) {
        List<OnlineCompetition> read = db.transaction(c -> read(c, id));
        read.forEach(live::replace);
        return read.stream().findFirst();
    }

    /** Reads every competition back (notifications of other servers may have been missed). */
    public void refreshAll() {
        db.transaction(this::load);
    }

    /** From now on announces every change to the other servers on the (PostgreSQL) database, as {@code instance}. */
    public void announceAs(String instance) {
        this.announceAs = instance;
    }

    private void announce(Connection c, String id, long version) throws SQLException {
        String self = announceAs;
        if (self != null) {
            PgBus.announce(c, self, "c", id, version);
        }
    }

    @Override
    public String newId() {
        return live.newId();
    }

    @Override
    public OnlineCompetition create(CompetitionSetup setup) {
        CompetitionSettings s = setup.settings();
        db.transaction(c -> {
            try (PreparedStatement p = c.prepareStatement("INSERT INTO competitions (id, title, variant,"
                    + " allowance_seconds, undirected_deposit_seconds, directed_deposit_seconds, shared_setup, seed,"
                    + " max_contenders, organiser_hash, created_millis) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
                p.setString(1, setup.id());
                p.setString(2, setup.title());
                p.setString(3, s.variant().toString());
                p.setLong(4, s.allowanceSeconds());
                p.setInt(5, s.undirectedDepositSeconds());
                p.setInt(6, s.directedDepositSeconds());
                p.setInt(7, s.sharedSetup() ? 1 : 0);
                p.setLong(8, s.seed());
                p.setInt(9, setup.maxContenders());
                p.setString(10, setup.organiserHash());
                p.setLong(11, setup.createdMillis());
                p.executeUpdate();
            }
            announce(c, setup.id(), 0);
            return null;
        });
        return live.replace(new OnlineCompetition(setup, journal(setup.id(), 0)));
    }

    /** Appends each event of one competition (called under its lock, so in order) after the {@code stored} ones. */
    private Consumer<CompetitionEvent> journal(String id, int stored) {
        int[] seq = {stored};
        return event -> {
            try {
                append(id, seq[0], event);
            } catch (RuntimeException e) {
                if (db.transaction(c -> stored(c, id, seq[0] + 1))) {
                    // another server appended this event first: take its state, and the client tries again
                    refresh(id);
                    throw ApiException.conflict("the competition changed meanwhile; reload it and try again");
                }
                throw e;
            }
            seq[0]++;
        };
    }

    private static boolean stored(Connection c, String id, int seq) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("SELECT 1 FROM competition_events WHERE competition_id = ?"
                + " AND seq = ?")) {
            p.setString(1, id);
            p.setInt(2, seq);
            try (ResultSet r = p.executeQuery()) {
                return r.next();
            }
        }
    }

    /** Appends event number {@code stored + 1} of a competition and announces it. */
    private void append(String id, int stored, CompetitionEvent event) {
        db.transaction(c -> {
            try (PreparedStatement p = c.prepareStatement("INSERT INTO competition_events (competition_id,"
                    + " seq, at_millis, kind, token_hash, text) VALUES (?, ?, ?, ?, ?, ?)")) {
                p.setString(1, id);
                p.setInt(2, stored + 1);
                p.setLong(3, event.atMillis());
                p.setString(4, event.kind().name());
                p.setString(5, event.tokenHash());
                p.setString(6, event.text());
                p.executeUpdate();
            }
            announce(c, id, stored + 1);
            return null;
        });
    }

    @Override
    public Optional<OnlineCompetition> find(String id) {
        Optional<OnlineCompetition> known = live.find(id);
        if (known.isEmpty()) {
            return refresh(id); // finished a while ago and forgotten here, or made by another server
        }
        if (announceAs == null) {
            return known;
        }
        // other servers share the database: one they made or changed, which this one has not heard of yet (a
        // competition's version is its count of events; one indexed count, as competitions are few and slow)
        int stored = db.transaction(c -> storedEvents(c, id));
        return known.isPresent() && known.get().events().size() >= stored ? known : refresh(id);
    }

    private static int storedEvents(Connection c, String id) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("SELECT COUNT(*) FROM competition_events"
                + " WHERE competition_id = ?")) {
            p.setString(1, id);
            try (ResultSet r = p.executeQuery()) {
                return r.next() ? r.getInt(1) : 0;
            }
        }
    }

    @Override
    public List<OnlineCompetition> page(int offset, int limit) {
        forgetFinished();
        List<String> ids = db.transaction(c -> {
            List<String> found = new ArrayList<>();
            try (PreparedStatement p = c.prepareStatement("SELECT id FROM competitions"
                    + " ORDER BY created_millis DESC, id LIMIT ? OFFSET ?")) {
                p.setInt(1, Math.max(0, limit));
                p.setInt(2, Math.max(0, offset));
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) {
                        found.add(r.getString(1));
                    }
                }
            }
            return found;
        });
        List<OnlineCompetition> page = new ArrayList<>();
        for (String id : ids) {
            Optional<OnlineCompetition> c = live.find(id);
            (c.isPresent() ? c : db.transaction(t -> read(t, id)).stream().findFirst()).ifPresent(page::add);
        }
        return page;
    }

    /** The competitions kept in memory now: the unfinished ones and those finished a short while ago. */
    public List<OnlineCompetition> inMemory() {
        return live.page(0, Integer.MAX_VALUE);
    }

    @Override
    public int unfinished() {
        return live.unfinished();
    }

    /**
     * Keeps in memory only what is played: a competition finished more than {@link #KEEP_FINISHED} ago is read
     * from the database again if anyone asks for it, so memory does not grow with the history of competitions.
     */
    private void forgetFinished() {
        long before = clockMillis.getAsLong() - KEEP_FINISHED.toMillis();
        live.forget(c -> {
            List<CompetitionEvent> events = c.events();
            return events.isEmpty() || events.get(events.size() - 1).atMillis() < before;
        });
    }
}
