package spindle.webengine.view;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import spindle.ai.BuiltInAgents;
import spindle.engine.Game;
import spindle.engine.Games;
import spindle.engine.Parameter;
import spindle.engine.Variant;
import spindle.engine.VariantException;

/**
 * The games on offer, with what the new-game form needs: parameters with defaults, seats, AI levels. The server
 * answers it at {@code /api/catalog}; the browser's own engine answers the same when there is no server.
 */
public final class Catalog {
    /** Agent specs offered in the browser, weakest first; only those {@link BuiltInAgents} knows are listed. */
    private static final List<String> LEVELS = List.of("random", "mcts:easy", "mcts:medium", "mcts:hard", "mcts:max");

    private Catalog() {
    }

    public static List<Map<String, Object>> games() {
        List<Map<String, Object>> games = new ArrayList<>();
        for (Game game : Games.all()) {
            Map<String, Object> g = new LinkedHashMap<>();
            g.put("id", game.id());
            g.put("name", game.name());
            g.put("description", game.description());
            g.put("minPlayers", game.minPlayers());
            g.put("maxPlayers", game.maxPlayers());
            g.put("parameters", parameters(game));
            List<Map<String, Object>> presets = new ArrayList<>();
            for (Game.Preset p : game.presets()) {
                presets.add(Map.of("name", p.name(), "variant", p.variant().textValues()));
            }
            g.put("presets", presets);
            g.put("aiLevels", levels(game));
            g.putAll(seats(game, game.defaultVariant()));
            games.add(g);
        }
        return games;
    }

    /** The seat names of a variant, which the form shows as one row per seat. */
    public static Map<String, Object> seats(Game game, Variant variant) {
        Map<String, Object> s = new LinkedHashMap<>();
        int players = game.newGame(variant).players();
        List<String> names = game.playerNames(variant);
        List<String> seats = new ArrayList<>();
        for (int i = 0; i < players; i++) {
            seats.add(StateView.seatName(names, i));
        }
        s.put("variant", variant.textValues());
        s.put("seats", seats);
        return s;
    }

    private static List<Map<String, Object>> parameters(Game game) {
        List<Map<String, Object>> list = new ArrayList<>();
        for (Parameter p : game.parameters()) {
            Map<String, Object> m = new LinkedHashMap<>();
            m.put("name", p.name());
            m.put("description", p.description());
            m.put("default", p.format(p.defaultValue()));
            m.put("allowed", p.allowed());
            if (p instanceof Parameter.IntParameter ip) {
                m.put("type", "int");
                m.put("min", ip.min());
                m.put("max", ip.max());
                m.put("offAllowed", ip.offAllowed());
            } else if (p instanceof Parameter.ChoiceParameter cp) {
                m.put("type", "choice");
                m.put("values", cp.values());
            } else if (p instanceof Parameter.FlagParameter) {
                m.put("type", "flag");
            } else if (p instanceof Parameter.DimensionsParameter dp) {
                m.put("type", "dimensions");
                m.put("min", dp.min());
                m.put("max", dp.max());
            }
            list.add(m);
        }
        return list;
    }

    /** The AI levels that can play {@code game}. */
    public static List<String> levels(Game game) {
        List<String> levels = new ArrayList<>();
        for (String spec : LEVELS) {
            try {
                BuiltInAgents.create(spec, game);
                levels.add(spec);
            } catch (VariantException e) {
                // not offered by this build's ai module (or not for this game)
            }
        }
        return levels;
    }
}
