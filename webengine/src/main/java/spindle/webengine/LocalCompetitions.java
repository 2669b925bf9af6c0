package spindle.webengine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import spindle.engine.Variant;
import spindle.games.justplayingaround.JustPlayingARound;
import spindle.match.compete.CompetitionSettings;
import spindle.match.compete.LiveCompetition;
import spindle.match.compete.LiveCompetition.Seat;
import spindle.webengine.view.CompetitionView;
import spindle.webengine.view.CompetitionView.Named;

/**
 * The table companion's 3Will competitions on one device when there is no server: the server's competition API
 * ({@code /api/competitions/...}) answered with the same {@link LiveCompetition} and the same views
 * ({@link CompetitionView}), timed by this page's clock. The page keeps each competition's settings and its steps
 * (joins, start, decisions, who holds the device, each with its time) and gives them back after a reload
 * ({@link #restore}): the same steps at the same times make the same competition.
 *
 * <p>Everyone is at this one device, so the tokens are not secrets: {@code organiser}, and {@code contender-N} for
 * the N-th to join. At most {@link #MOST} competitions are kept, the oldest dropped first.
 */
final class LocalCompetitions {
    static final int MOST = 8;
    /** Contenders at one device. */
    static final int MOST_CONTENDERS = 20;
    static final String ORGANISER = "organiser";
    private static final String CONTENDER = "contender-";
    private static final JustPlayingARound GAME = new JustPlayingARound();
    private static final int MAX_NAME = 40;
    private static final Map<String, Kept> KEPT = new LinkedHashMap<>();

    /** A competition and its steps so far, one a line: {@code millis<TAB>kind<TAB>contender<TAB>text}. */
    private record Kept(Named named, List<String> steps) {
        LiveCompetition live() {
            return named.competition();
        }
    }

    private LocalCompetitions() {
    }

    /** A new open competition, answered as the server answers its creation. */
    static Map<String, Object> create(String id, String title, String variant, long allowanceSeconds, long seed) {
        Kept k = open(id, title, variant, allowanceSeconds, seed);
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("id", id);
        v.put("organiserToken", ORGANISER);
        v.put("organiserLink", "/compete/" + id + "#organiser=" + ORGANISER);
        v.put("joinLink", "/compete/" + id);
        v.put("competition", CompetitionView.competition(k.named(), now(k)));
        return v;
    }

    /** The competition the page kept, rebuilt from its steps and brought up to now. */
    static Map<String, Object> restore(String id, String title, String variant, long allowanceSeconds, long seed,
            String steps) {
        Kept k = open(id, title, variant, allowanceSeconds, seed);
        for (String line : steps.split("\n")) {
            if (!line.isEmpty()) {
                String[] f = line.split("\t", -1);
                step(k, Long.parseLong(f[0]), f[1], f[2], f[3]);
            }
        }
        return CompetitionView.competition(k.named(), now(k));
    }

    private static Kept open(String id, String title, String variant, long allowanceSeconds, long seed) {
        Variant v = Variant.parse(GAME, variant);
        CompetitionSettings settings = new CompetitionSettings(v, allowanceSeconds,
                CompetitionSettings.DEFAULT_UNDIRECTED_DEPOSIT, CompetitionSettings.DEFAULT_DIRECTED_DEPOSIT, true,
                seed, 1);
        String shown = title == null || title.isBlank() ? "3Will competition" : title.strip();
        Kept k = new Kept(new Named(id, shown, new LiveCompetition(settings, MOST_CONTENDERS)), new ArrayList<>());
        KEPT.remove(id);
        KEPT.put(id, k);
        if (KEPT.size() > MOST) {
            KEPT.remove(KEPT.keySet().iterator().next());
        }
        return k;
    }

    /** Applies one step at {@code at} and writes it down once accepted. */
    private static void step(Kept k, long at, String kind, String name, String text) {
        LiveCompetition c = k.live();
        String line = "\t" + kind + "\t" + name + "\t" + text;
        switch (kind) {
            case "join" -> c.join(name, at, t -> k.steps().add(t + line));
            case "start" -> c.start(at, t -> k.steps().add(t + line));
            case "move" -> c.play(seat(c, name), text, at, t -> k.steps().add(t + line));
            case "hold" -> c.hold(seat(c, name), at, t -> k.steps().add(t + line));
            default -> throw new IllegalArgumentException("unknown step " + kind);
        }
    }

    static Map<String, Object> join(String id, String name) {
        Kept k = kept(id);
        String n = name == null ? "" : name.strip();
        if (n.isEmpty() || n.length() > MAX_NAME || n.chars().anyMatch(Character::isISOControl)) {
            throw new IllegalArgumentException("a contender's name is 1.." + MAX_NAME + " visible characters");
        }
        step(k, System.currentTimeMillis(), "join", n, "");
        Seat seat = k.live().seat(n);
        String token = CONTENDER + k.live().seats().size();
        Map<String, Object> v = new LinkedHashMap<>();
        v.put("token", token);
        v.put("link", "/compete/" + id + "#token=" + token);
        v.putAll(CompetitionView.contender(k.named(), seat, now(k)));
        return v;
    }

    static Map<String, Object> start(String id, String token) {
        Kept k = organiser(id, token);
        step(k, System.currentTimeMillis(), "start", "", "");
        return CompetitionView.competition(k.named(), now(k));
    }

    /** The one device is now in the hands of contender {@code name}: their clock alone runs. */
    static Map<String, Object> hold(String id, String token, String name) {
        Kept k = organiser(id, token);
        step(k, System.currentTimeMillis(), "hold", name, "");
        return CompetitionView.competition(k.named(), now(k));
    }

    /** A decision of the contender with {@code token}; {@code ply} at or above 0 must be their game's ply. */
    static Map<String, Object> move(String id, String token, String move, int ply) {
        Kept k = kept(id);
        Seat seat = contender(k, token);
        if (ply >= 0 && seat.game() != null && ply != seat.game().state().ply()) {
            throw new IllegalArgumentException("your game has moved on to ply " + seat.game().state().ply()
                    + " since ply " + ply + "; reload to see it");
        }
        step(k, System.currentTimeMillis(), "move", seat.name(), move.strip());
        return CompetitionView.contender(k.named(), seat, now(k));
    }

    static Map<String, Object> view(String id) {
        Kept k = kept(id);
        return CompetitionView.competition(k.named(), now(k));
    }

    static Map<String, Object> me(String id, String token) {
        Kept k = kept(id);
        return CompetitionView.contender(k.named(), contender(k, token), now(k));
    }

    /** The steps so far, for the page to keep (and give back to {@link #restore} one a line). */
    static List<String> steps(String id) {
        return List.copyOf(kept(id).steps());
    }

    static void close(String id) {
        KEPT.remove(id);
    }

    /** Brings the competition up to this page's clock; the time it is now for the competition. */
    private static long now(Kept k) {
        return k.live().advance(System.currentTimeMillis());
    }

    private static Kept kept(String id) {
        Kept k = KEPT.get(id);
        if (k == null) {
            throw new IllegalArgumentException("no competition '" + id + "' in this browser");
        }
        return k;
    }

    private static Kept organiser(String id, String token) {
        if (!ORGANISER.equals(token)) {
            throw new IllegalArgumentException("only the organiser's device says this");
        }
        return kept(id);
    }

    private static Seat contender(Kept k, String token) {
        List<Seat> seats = k.live().seats();
        if (token != null && token.startsWith(CONTENDER)) {
            String n = token.substring(CONTENDER.length());
            if (n.matches("[1-9][0-9]{0,2}") && Integer.parseInt(n) <= seats.size()) {
                return seats.get(Integer.parseInt(n) - 1);
            }
        }
        throw new IllegalArgumentException("this contender link is not valid for this competition");
    }

    private static Seat seat(LiveCompetition c, String name) {
        Seat s = c.seat(name);
        if (s == null) {
            throw new IllegalArgumentException("no contender is called '" + name + "'");
        }
        return s;
    }
}
