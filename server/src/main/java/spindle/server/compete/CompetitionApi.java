package spindle.server.compete;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.Consumer;
import java.util.function.LongFunction;
import java.util.function.LongSupplier;
import spindle.engine.Variant;
import spindle.games.justplayingaround.JustPlayingARound;
import spindle.match.compete.CompetitionSettings;
import spindle.match.compete.ContenderGame;
import spindle.match.compete.LiveCompetition;
import spindle.server.http.ApiException;
import spindle.server.http.Json;
import spindle.server.http.JsonBody;
import spindle.server.http.Text;
import spindle.server.http.Tokens;
import spindle.server.limits.Gate;
import spindle.server.limits.Pools;
import spindle.server.limits.Rate;
import spindle.server.limits.Routes;

/**
 * The JSON API of online 3Will competitions (documented in README.md): create (the organiser gets a secret link and
 * a join link to share), join (a contender gets a secret link), start, each contender's decisions, the competition
 * with its live standings, and a contender's own view. Time is the server's clock ({@code clockMillis}), injected so
 * that tests control it.
 */
final class CompetitionApi {
    static final long MAX_ALLOWANCE_SECONDS = 7 * 24 * 3600;
    static final int MAX_DEPOSIT_SECONDS = 3600;
    static final int MAX_CONTENDERS = 1000;
    static final int DEFAULT_MAX_CONTENDERS = 100;
    static final int MAX_TITLE = 80;
    /** Competitions a page of the listing shows. */
    static final int PAGE = 50;
    /** The last page asked for: deep pages of old competitions are read from the database, not kept. */
    static final int MAX_PAGE = 1_000;

    private static final JustPlayingARound GAME = new JustPlayingARound();

    private final CompetitionStore store;
    private final LongSupplier clockMillis;
    private final ObjectMapper json = Json.MAPPER;
    private Consumer<OnlineCompetition> changed = c -> { };
    private final Gate gate;
    private final Pools pools;
    /** The unfinished competitions each client created (only clients with one; finished ones drop out). */
    private final Map<String, List<OnlineCompetition>> createdBy = new HashMap<>();
    private final boolean chosenSeeds;

    /** A new competition: every field is optional (the rules' defaults, a random seed). */
    record CreateRequest(String title, Long allowanceSeconds, Integer undirectedDepositSeconds,
                         Integer directedDepositSeconds, Boolean sharedSetup, JsonNode variant,
                         Integer maxContenders, Long seed) {
    }

    record JoinRequest(String name) {
    }

    record TokenRequest(String token) {
    }

    record HoldRequest(String token, String name) {
    }

    record MoveRequest(String token, String move, Integer ply) {
    }

    CompetitionApi(CompetitionStore store, LongSupplier clockMillis, Gate gate, boolean chosenSeeds) {
        this.chosenSeeds = chosenSeeds;
        this.store = store;
        this.clockMillis = clockMillis;
        this.gate = gate;
        this.pools = gate.limits().pools();
    }

    /** Tells {@code listener} of every accepted join, start and decision (after it; the WebSocket pushes it). */
    public void onChange(Consumer<OnlineCompetition> listener) {
        this.changed = listener;
    }

    /** The public view of a competition, brought up to the clock now. */
    public Map<String, Object> view(OnlineCompetition c) {
        return read(c, now -> CompetitionView.competition(c, now));
    }

    /** Adds the API routes to {@code app}. */
    void register(Routes routes) {
        routes.get("/api/competitions", this::list);
        routes.post("/api/competitions", Rate.CREATE, this::create);
        routes.get("/api/competitions/{id}", this::competition);
        routes.get("/api/competitions/{id}/standings", this::standings);
        routes.post("/api/competitions/{id}/join", Rate.JOIN, this::join);
        routes.post("/api/competitions/{id}/start", this::start);
        routes.get("/api/competitions/{id}/me", this::me);
        routes.post("/api/competitions/{id}/moves", Rate.MOVE, this::move);
        routes.post("/api/competitions/{id}/hold", Rate.MOVE, this::hold);
    }

    void create(Context ctx) {
        CreateRequest r = JsonBody.as(ctx, CreateRequest.class);
        String cleaned = Text.free(r.title(), "the title", MAX_TITLE);
        String title = cleaned.isEmpty() ? "3Will competition" : cleaned;
        Variant variant = JsonBody.variant(GAME, r.variant());
        CompetitionSettings settings = new CompetitionSettings(variant,
                within("allowanceSeconds", r.allowanceSeconds(), CompetitionSettings.DEFAULT_ALLOWANCE_SECONDS, 1,
                        MAX_ALLOWANCE_SECONDS),
                (int) within("undirectedDepositSeconds", r.undirectedDepositSeconds(),
                        CompetitionSettings.DEFAULT_UNDIRECTED_DEPOSIT, 0, MAX_DEPOSIT_SECONDS),
                (int) within("directedDepositSeconds", r.directedDepositSeconds(),
                        CompetitionSettings.DEFAULT_DIRECTED_DEPOSIT, 0, MAX_DEPOSIT_SECONDS),
                r.sharedSetup() == null || r.sharedSetup(),
                r.seed() == null ? ThreadLocalRandom.current().nextLong() : r.seed(), 1);
        int max = (int) within("maxContenders", r.maxContenders(), DEFAULT_MAX_CONTENDERS, 1, MAX_CONTENDERS);
        if (r.seed() != null && max > 1 && !chosenSeeds) {
            // whoever knew the seed could play a copy first and learn every throw before it is revealed
            throw new ApiException(400, "the seed of a competition with other contenders is drawn by the server and "
                    + "shown when it is over: leave out \"seed\" (a seed can be chosen for a solo one, "
                    + "maxContenders 1)");
        }
        String client = gate.client(ctx);
        synchronized (createdBy) { // one client's share of the open competitions, and the server's cap on them
            List<OnlineCompetition> mine = createdBy.getOrDefault(client, List.of()).stream()
                    .filter(c -> c.status() != LiveCompetition.Status.FINISHED).toList();
            if (pools.competitionsPerClient() > 0 && mine.size() >= pools.competitionsPerClient()) {
                throw new ApiException(429, "you have " + mine.size() + " competitions open already (the most one"
                        + " client may have); let one finish first");
            }
            if (pools.competitions() > 0 && store.unfinished() >= pools.competitions()) {
                throw new ApiException(429, "the server has as many open competitions as it allows ("
                        + pools.competitions() + "); try again later");
            }
            createdBy.put(client, mine);
        }
        String organiser = Tokens.newToken();
        OnlineCompetition c = store.create(new CompetitionSetup(store.newId(), title, settings, max,
                hash(organiser), clockMillis.getAsLong()));
        synchronized (createdBy) {
            List<OnlineCompetition> mine = new ArrayList<>(createdBy.getOrDefault(client, List.of()));
            mine.add(c);
            createdBy.put(client, mine);
            createdBy.values().removeIf(List::isEmpty);
        }
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("id", c.id());
        v.put("organiserToken", organiser);
        v.put("organiserLink", "/compete/" + c.id() + "#organiser=" + organiser);
        v.put("joinLink", "/compete/" + c.id());
        v.put("competition", read(c, now -> CompetitionView.competition(c, now)));
        ctx.status(201).header("Location", "/api/competitions/" + c.id()).json(v);
    }

    /** {@code GET /api/competitions?page=N}: {@link #PAGE} competitions a page, newest first, and whether more follow. */
    void list(Context ctx) {
        String asked = ctx.queryParam("page");
        int page = asked == null ? 1 : JsonBody.parseInt("page", asked);
        if (page < 1 || page > MAX_PAGE) {
            throw new ApiException(400, "\"page\" is 1.." + MAX_PAGE + ", not " + page);
        }
        List<OnlineCompetition> found = store.page((page - 1) * PAGE, PAGE + 1);
        List<Map<String, Object>> all = new ArrayList<>();
        for (OnlineCompetition c : found.subList(0, Math.min(PAGE, found.size()))) {
            all.add(read(c, now -> {
                Map<String, Object> m = new LinkedHashMap<>();
                m.put("id", c.id());
                m.put("title", c.setup().title());
                m.put("status", c.status().name().toLowerCase(Locale.ROOT));
                m.put("contenders", c.contenders());
                m.put("round", c.round());
                return m;
            }));
        }
        ctx.json(Map.of("competitions", all, "page", page, "more", found.size() > PAGE));
    }

    void competition(Context ctx) {
        OnlineCompetition c = store.get(ctx.pathParam("id"));
        ctx.json(read(c, now -> CompetitionView.competition(c, now)));
    }

    void standings(Context ctx) {
        OnlineCompetition c = store.get(ctx.pathParam("id"));
        ctx.json(read(c, now -> {
            Map<String, Object> v = new LinkedHashMap<>();
            v.put("status", c.status().name().toLowerCase(Locale.ROOT));
            v.put("round", c.round());
            v.put("standings", CompetitionView.standings(c, now));
            return v;
        }));
    }

    void join(Context ctx) {
        OnlineCompetition c = store.get(ctx.pathParam("id"));
        JoinRequest r = JsonBody.as(ctx, JoinRequest.class);
        String token = Tokens.newToken();
        Map<String, Object> v = read(c, now -> {
            c.join(r.name(), hash(token), now);
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("token", token);
            m.put("link", "/compete/" + c.id() + "#token=" + token);
            m.putAll(CompetitionView.contender(c, c.entrant(hash(token)), now));
            return m;
        });
        changed.accept(c);
        ctx.status(201).json(v);
    }

    void start(Context ctx) {
        OnlineCompetition c = store.get(ctx.pathParam("id"));
        TokenRequest r = JsonBody.as(ctx, TokenRequest.class);
        ctx.json(read(c, now -> {
            c.start(hash(r.token()), now);
            return CompetitionView.competition(c, now);
        }));
        changed.accept(c);
    }

    /** One device passed round a table: the organiser's device says who holds it now (their clock alone runs). */
    void hold(Context ctx) {
        OnlineCompetition c = store.get(ctx.pathParam("id"));
        HoldRequest r = JsonBody.as(ctx, HoldRequest.class);
        if (r.name() == null || r.name().isBlank()) {
            throw new ApiException(400, "the request needs \"name\", the contender who holds the device now");
        }
        ctx.json(read(c, now -> {
            c.hold(hash(r.token()), r.name(), now);
            return CompetitionView.competition(c, now);
        }));
        changed.accept(c);
    }

    void me(Context ctx) {
        OnlineCompetition c = store.get(ctx.pathParam("id"));
        String hash = hash(ctx.queryParam("token"));
        ctx.json(read(c, now -> CompetitionView.contender(c, c.entrant(hash), now)));
    }

    void move(Context ctx) {
        OnlineCompetition c = store.get(ctx.pathParam("id"));
        MoveRequest r = JsonBody.as(ctx, MoveRequest.class);
        if (r.move() == null || r.move().isBlank()) {
            throw new ApiException(400, "the request needs \"move\", a decision in notation such as \"R3 NE\"");
        }
        String hash = hash(r.token());
        ctx.json(read(c, now -> {
            OnlineCompetition.Entrant e = c.entrant(hash);
            ContenderGame game = e.seat.game();
            if (r.ply() != null && game != null && r.ply() != game.state().ply()) {
                throw ApiException.conflict("your game has moved on to ply " + game.state().ply() + " since ply "
                        + r.ply() + "; reload to see it");
            }
            c.play(hash, r.move().strip(), now);
            return CompetitionView.contender(c, e, now);
        }));
        changed.accept(c);
    }

    /** Runs {@code view} under the competition's lock at one moment, after bringing it up to that moment. */
    private <T> T read(OnlineCompetition c, LongFunction<T> view) {
        synchronized (c) {
            return view.apply(c.advance(clockMillis.getAsLong()));
        }
    }

    /** The hash a competition keeps of a token; a missing token hashes like an empty one and matches nobody. */
    private static String hash(String token) {
        return Tokens.hash(token == null ? "" : token);
    }

    private static long within(String field, Number value, long fallback, long min, long max) {
        long v = value == null ? fallback : value.longValue();
        if (v < min || v > max) {
            throw new ApiException(400, "\"" + field + "\" must be " + min + ".." + max + ", not " + v);
        }
        return v;
    }
}
