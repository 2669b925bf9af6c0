package spindle.server.companion;

import static spindle.server.http.JsonBody.body;

import com.fasterxml.jackson.databind.JsonNode;
import io.javalin.http.Context;
import java.security.SecureRandom;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Supplier;
import spindle.server.game.GameStore;
import spindle.server.game.Seat;
import spindle.server.game.Table;
import spindle.server.http.ApiException;
import spindle.server.http.ExpiringMap;
import spindle.server.http.Tokens;

/**
 * A table's join code (docs/table.md): a second device at the table joins the game by its code or its join link and
 * gets every seat's token, as the device that made the code holds them. The code is a credential for every seat of
 * one game, so it is unguessable (20 characters of 32: 100 bits from {@link SecureRandom}), only that game's, and
 * forgotten when its maker revokes it, makes a new one, the game ends, or after {@link #LIFETIME}.
 *
 * <p>The codes live in this server's memory (one per game, at most {@link #CAPACITY}): a restart, or another
 * server of a cluster, does not know them, and the maker makes a new one. The server keeps the seats' tokens only
 * for as long as the code lives, which is what the joining device is given.
 */
final class JoinCodes {
    static final Duration LIFETIME = Duration.ofHours(12);
    static final int CAPACITY = 10_000;
    private static final String ALPHABET = "ABCDEFGHJKMNPQRSTVWXYZ0123456789";
    private static final int LENGTH = 20;
    private static final SecureRandom RANDOM = new SecureRandom();

    /** A live code: the game, the hash of the code, the seats' tokens (by seat), and when it stops working. */
    private record Code(String id, String gameId, String codeHash, List<String> tokens, Instant expires) {
    }

    private final GameStore games;
    private final AddressApi address;
    private final Supplier<Instant> clock;
    /** Keyed by game id: one code per game, a new one replaces the old. */
    private final ExpiringMap<Code> codes;

    JoinCodes(GameStore games, AddressApi address, Supplier<Instant> clock) {
        this.games = games;
        this.address = address;
        this.clock = clock;
        this.codes = new ExpiringMap<>(clock, Code::expires, CAPACITY);
    }

    /** A new random code, grouped by four for reading aloud: {@code ABCD-EFGH-...}. */
    static String newCode() {
        StringBuilder code = new StringBuilder();
        for (int i = 0; i < LENGTH; i++) {
            if (i > 0 && i % 4 == 0) {
                code.append('-');
            }
            code.append(ALPHABET.charAt(RANDOM.nextInt(ALPHABET.length())));
        }
        return code.toString();
    }

    /** A code as typed (any case, spaces or dashes, O for 0, I and L for 1) in its one written form, dashes left out. */
    static String normalised(String typed) {
        return typed.toUpperCase(Locale.ROOT).replaceAll("[\\s-]", "").replace('O', '0').replace('I', '1')
                .replace('L', '1').replace('U', 'V');
    }

    /**
     * {@code POST /api/table/{id}/code {"tokens": [...]}}: a new join code for the game, given the token of every
     * seat a person plays (the device that holds them all). The game's previous code stops working.
     */
    void make(Context ctx) {
        Table table = games.get(ctx.pathParam("id"));
        List<String> tokens = allSeats(table, body(ctx, "tokens").get("tokens"));
        if (table.over()) {
            throw ApiException.conflict("the game is over: start a new game to share");
        }
        String code = newCode();
        String hash = Tokens.hash(normalised(code));
        synchronized (codes) {
            codes.removeIf(c -> c.gameId().equals(table.id()));
            codes.add("", id -> new Code(id, table.id(), hash, tokens, clock.get().plus(LIFETIME)),
                    "too many tables are shared on this server now: try again later");
        }
        Map<String, Object> reply = new LinkedHashMap<>();
        reply.put("code", code);
        String link = "/table/" + table.game().id() + "?id=" + table.id() + "#join=" + code;
        reply.put("link", link);
        reply.put("url", address.url(ctx, link));
        // drawn here, so that the code never travels in an address of its own (logs keep addresses)
        reply.put("qr", AddressApi.qr(address.url(ctx, link)));
        reply.put("public", address.reachable());
        reply.put("expires", clock.get().plus(LIFETIME).toString());
        ctx.status(201).json(reply);
    }

    /** {@code POST /api/table/{id}/code/revoke {"tokens": [...]}}: the game's join code stops working. */
    void revoke(Context ctx) {
        Table table = games.get(ctx.pathParam("id"));
        allSeats(table, body(ctx, "tokens").get("tokens"));
        boolean had;
        synchronized (codes) {
            had = codes.removeIf(c -> c.gameId().equals(table.id()));
        }
        ctx.json(Map.of("revoked", had));
    }

    /**
     * {@code POST /api/table/join {"code"}}: the game of a live code and every seat's token. An unknown, revoked or
     * expired code, or one whose game has ended, is a 404 with the same words, so a guess learns nothing.
     */
    void join(Context ctx) {
        JsonNode code = body(ctx, "code").get("code");
        if (code == null || !code.isTextual() || code.asText().length() > 64) {
            throw new ApiException(400, "\"code\" must be the table's join code");
        }
        String hash = Tokens.hash(normalised(code.asText()));
        Code found;
        synchronized (codes) {
            found = codes.live().stream().filter(c -> Tokens.sameHash(c.codeHash(), hash)).findFirst().orElse(null);
        }
        Table table = found == null ? null : games.find(found.gameId()).orElse(null);
        if (table == null || table.over() || !stillHeld(table, found.tokens())) {
            throw ApiException.notFound("no table has this join code: it may have been revoked or replaced, or its"
                    + " game has ended; ask for the code again");
        }
        Map<String, Object> reply = new LinkedHashMap<>();
        reply.put("id", table.id());
        reply.put("game", table.game().id());
        reply.put("tokens", found.tokens());
        ctx.json(reply);
    }

    /** The tokens of every seat, checked: each a person's seat's own token (the maker holds every seat). */
    private static List<String> allSeats(Table table, JsonNode given) {
        if (given == null || !given.isArray() || given.size() != table.seats().size()) {
            throw new ApiException(400, "\"tokens\" must list the token of every seat of the game, by seat");
        }
        List<String> tokens = new ArrayList<>();
        for (int s = 0; s < table.seats().size(); s++) {
            Seat seat = table.seats().get(s);
            String token = given.get(s).isTextual() ? given.get(s).asText() : "";
            if (seat.isPerson() && !seat.holds(token)) {
                throw new ApiException(403, "only the device that holds every seat of this game can share it");
            }
            tokens.add(seat.isPerson() ? token : "");
        }
        return List.copyOf(tokens);
    }

    private static boolean stillHeld(Table table, List<String> tokens) {
        for (int s = 0; s < table.seats().size(); s++) {
            Seat seat = table.seats().get(s);
            if (seat.isPerson() && !seat.holds(tokens.get(s))) {
                return false;
            }
        }
        return true;
    }
}
