package spindle.ai;

import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.function.Supplier;
import spindle.engine.Game;
import spindle.engine.Notation;
import spindle.engine.NotationException;
import spindle.engine.Parameter;
import spindle.engine.Position;
import spindle.engine.Variant;

/** A test game around a position factory; actions are written as their numbers. */
class TinyGame implements Game {
    private final String id;
    private final int players;
    private final Supplier<Position> start;

    TinyGame(String id, int players, Supplier<Position> start) {
        this.id = id;
        this.players = players;
        this.start = start;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public String name() {
        return id;
    }

    @Override
    public String description() {
        return "test game " + id;
    }

    @Override
    public int minPlayers() {
        return players;
    }

    @Override
    public int maxPlayers() {
        return players;
    }

    @Override
    public List<Parameter> parameters() {
        return List.of();
    }

    @Override
    public Position newGame(Variant variant) {
        return start.get();
    }

    @Override
    public Notation notation(Variant variant) {
        return new Notation() {
            @Override
            public String format(Position position, int action) {
                return Integer.toString(action);
            }

            @Override
            public int parse(Position position, String text) {
                try {
                    return Integer.parseInt(text.trim());
                } catch (NumberFormatException e) {
                    throw new NotationException("not a number: " + text);
                }
            }
        };
    }

    @Override
    public String render(Position position) {
        return position.toString();
    }

    @Override
    public Map<String, Object> describe(Position position) {
        return Map.of("text", position.toString());
    }

    @Override
    public List<String> playerNames(Variant variant) {
        return players == 1 ? List.of("solo") : List.of("first", "second");
    }

    @Override
    public OptionalInt plyBound(Variant variant) {
        return OptionalInt.of(100);
    }
}
