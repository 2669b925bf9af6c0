package spindle.testkit;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import spindle.engine.ChanceOutcomes;
import spindle.engine.Game;
import spindle.engine.Notation;
import spindle.engine.NotationException;
import spindle.engine.ObservationSpec;
import spindle.engine.Parameter;
import spindle.engine.Position;
import spindle.engine.PositionText;
import spindle.engine.Variant;

/**
 * A toy game for testing the engine and the suite: two players take 1 or 2 stones; with {@code wind=on} a chance
 * node before every turn blows one stone away with probability 1/3. Whoever takes the last stone wins (a gust that
 * empties the pile makes the player who was about to move lose). {@code bug=copy} makes {@code copy()} shallow so
 * the suite can prove it catches that.
 */
public class WindyNim implements Game {
    static final int TAKE1 = 0;
    static final int TAKE2 = 1;
    static final int CALM = 2;
    static final int GUST = 3;
    static final ChanceOutcomes WIND = ChanceOutcomes.of(new int[] {CALM, GUST}, new double[] {2 / 3.0, 1 / 3.0});

    @Override
    public String id() {
        return "windy-nim";
    }

    @Override
    public String name() {
        return "Windy Nim";
    }

    @Override
    public String description() {
        return "Take one or two stones; the wind may take one. Whoever takes the last stone wins.";
    }

    @Override
    public int minPlayers() {
        return 2;
    }

    @Override
    public int maxPlayers() {
        return 2;
    }

    @Override
    public List<Parameter> parameters() {
        return List.of(new Parameter.IntParameter("stones", "stones at the start", 1, 30, 10, false),
                new Parameter.FlagParameter("wind", "a chance node before each turn", true),
                new Parameter.ChoiceParameter("bug", "a deliberate defect", List.of("none", "copy"), "none"));
    }

    @Override
    public List<Preset> presets() {
        return List.of(new Preset("default", defaultVariant()),
                new Preset("calm", Variant.parse(this, "wind=off,stones=7")));
    }

    @Override
    public Position newGame(Variant v) {
        return new Pile(v.intValue("stones"), v.flag("wind"), v.choice("bug").equals("copy"));
    }

    /** "ooo 2 take 5": the pile, the side to move, what comes next (or who won), and the plies so far. */
    @Override
    public String positionText(Position position) {
        Pile p = (Pile) position;
        String next = p.winner >= 0 ? "won" + (p.winner + 1) : p.windPending ? "wind" : "take";
        return (p.stones == 0 ? "-" : "o".repeat(p.stones)) + " " + (p.player + 1) + " "
                + next + " " + p.plies;
    }

    @Override
    public Position parsePosition(Variant variant, String text) {
        String[] f = PositionText.fields(text, "pile", "side", "next", "plies");
        int start = variant.intValue("stones");
        if (!f[0].matches("-|o+")) {
            throw new NotationException("the pile '" + f[0] + "' is not a row of o (or - for none)");
        }
        Pile p = (Pile) newGame(variant);
        p.stones = f[0].equals("-") ? 0 : f[0].length();
        if (p.stones > start) {
            throw new NotationException("the pile has " + p.stones + " stones, the game starts with " + start);
        }
        int side = PositionText.number(f[1], "the side", 1, 2) - 1;
        if (!List.of("won1", "won2", "wind", "take").contains(f[2])) {
            throw new NotationException("next is '" + f[2] + "', it must be take, wind, won1 or won2");
        }
        if (f[2].equals("wind") && !p.wind) {
            throw new NotationException("next is wind, but this variant has no wind");
        }
        if (f[2].startsWith("won") != (p.stones == 0)) {
            throw new NotationException("the game is won exactly when the pile is empty");
        }
        p.player = side;
        p.winner = f[2].startsWith("won") ? f[2].charAt(3) - '1' : -1;
        p.windPending = f[2].equals("wind");
        p.plies = PositionText.number(f[3], "plies", 0, 1_000_000);
        return p;
    }

    @Override
    public Notation notation(Variant variant) {
        return new Notation() {
            @Override
            public String format(Position position, int action) {
                return List.of("take1", "take2", "calm", "gust").get(action);
            }

            @Override
            public int parse(Position position, String text) {
                int i = List.of("take1", "take2", "calm", "gust").indexOf(text.trim().toLowerCase());
                if (i < 0) {
                    throw new NotationException("moves are take1, take2 (and calm, gust for the wind), not '"
                            + text + "'");
                }
                return i;
            }
        };
    }

    @Override
    public String render(Position position) {
        Pile p = (Pile) position;
        return "stones " + p.stones + (p.isOver() ? ", over" : ", to move " + p.toMove());
    }

    @Override
    public Map<String, Object> describe(Position position) {
        return Map.of("stones", ((Pile) position).stones);
    }

    @Override
    public List<String> playerNames(Variant variant) {
        return List.of("First", "Second");
    }

    @Override
    public OptionalInt plyBound(Variant variant) {
        return OptionalInt.of(2 * variant.intValue("stones"));
    }

    /** Planes of 1 x 1: the stones left / 30, whether it is the observer's turn, whether the wind blows next. */
    @Override
    public Optional<ObservationSpec> observationSpec(Variant variant) {
        return Optional.of(new ObservationSpec(3, 1, 1, List.of("stones", "to-move", "wind-pending")));
    }

    @Override
    public void observe(Position position, int player, float[] out) {
        Pile p = (Pile) position;
        out[0] = p.stones / 30f;
        out[1] = p.toMove() == player ? 1f : 0f;
        out[2] = p.windPending && p.winner < 0 ? 1f : 0f;
    }

    static final class Pile implements Position {
        int stones;
        int player;
        boolean windPending;
        int winner = -1;
        int plies;
        final boolean wind;
        final boolean shallowCopyBug;

        Pile(int stones, boolean wind, boolean shallowCopyBug) {
            this.stones = stones;
            this.wind = wind;
            this.windPending = wind;
            this.shallowCopyBug = shallowCopyBug;
        }

        @Override
        public int players() {
            return 2;
        }

        @Override
        public int toMove() {
            return winner >= 0 ? OVER : windPending ? CHANCE : player;
        }

        @Override
        public int legalActions(int[] out) {
            if (winner >= 0) {
                return 0;
            }
            if (windPending) {
                out[0] = CALM;
                out[1] = GUST;
                return 2;
            }
            out[0] = TAKE1;
            if (stones >= 2) {
                out[1] = TAKE2;
                return 2;
            }
            return 1;
        }

        @Override
        public int maxActions() {
            return 2;
        }

        @Override
        public int actionSpace() {
            return 4;
        }

        @Override
        public void play(int action) {
            plies++;
            if (action == CALM || action == GUST) {
                windPending = false;
                if (action == GUST && --stones == 0) {
                    winner = 1 - player;
                }
                return;
            }
            stones -= action == TAKE1 ? 1 : 2;
            if (stones == 0) {
                winner = player;
            } else {
                player = 1 - player;
                windPending = wind;
            }
        }

        @Override
        public ChanceOutcomes chance() {
            return WIND;
        }

        @Override
        public double payoff(int p) {
            return winner < 0 ? 0.5 : winner == p ? 1 : 0;
        }

        @Override
        public Position copy() {
            Pile c = new Pile(stones, wind, shallowCopyBug);
            c.player = player;
            c.windPending = windPending;
            c.winner = winner;
            c.plies = plies;
            return shallowCopyBug ? this : c; // the defect: the "copy" is the same object
        }

        @Override
        public long hash() {
            return stones * 31L * 31 + player * 31L + (windPending ? 7 : 0) + winner * 1000L;
        }

        @Override
        public int plies() {
            return plies;
        }
    }
}
