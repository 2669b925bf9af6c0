package spindle.server.rating;

import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import spindle.engine.Game;
import spindle.engine.Games;
import spindle.server.http.ApiException;

/**
 * {@code GET /api/ratings/{game}?preset=}: the leaderboard of a game's preset (the game's first preset when none is
 * named), at most {@link #BOARD} parties, the highest rating first; AI levels and provisional ratings marked.
 */
final class RatingApi {
    static final int BOARD = 100;

    private final RatingStore ratings;

    RatingApi(RatingStore ratings) {
        this.ratings = ratings;
    }

    void board(Context ctx) {
        Game game = Games.byId(ctx.pathParam("game"));
        List<String> presets = game.presets().stream().map(Game.Preset::name).toList();
        String preset = ctx.queryParam("preset");
        if (preset == null || preset.isBlank()) {
            preset = presets.get(0);
        } else if (!presets.contains(preset)) {
            throw ApiException.notFound("no preset '" + (preset.length() > 40 ? preset.substring(0, 40) + "…" : preset)
                    + "' of " + game.name() + "; presets: " + String.join(", ", presets));
        }
        // the established ratings are ranked; the provisional ones (few games, still settling) follow, unranked,
        // so that a new account cannot top the board with a few lucky games
        List<Map<String, Object>> rows = new ArrayList<>();
        List<Map<String, Object>> provisional = new ArrayList<>();
        for (RatingStore.Entry e : ratings.top(game.id(), preset, BOARD)) {
            boolean settling = e.rating().rd() > RatedGames.PROVISIONAL_RD;
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("rank", settling ? null : rows.size() + 1);
            m.put("party", e.party());
            m.put("name", e.name());
            m.put("ai", e.party().startsWith("ai:"));
            m.put("rating", Math.round(e.rating().r()));
            m.put("rd", Math.round(e.rating().rd()));
            m.put("volatility", e.rating().sigma());
            m.put("provisional", settling);
            m.put("games", e.games());
            m.put("updated", e.updated().toString());
            (settling ? provisional : rows).add(m);
        }
        rows.addAll(provisional);
        Map<String, Object> reply = new LinkedHashMap<>();
        reply.put("game", Map.of("id", game.id(), "name", game.name()));
        reply.put("preset", preset);
        reply.put("presets", presets);
        reply.put("ratings", rows);
        ctx.json(reply);
    }
}
