package spindle.match;

import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import spindle.engine.ChanceOutcomes;
import spindle.engine.Game;
import spindle.engine.Notation;
import spindle.engine.NotationException;
import spindle.engine.Parameter;
import spindle.engine.Position;
import spindle.engine.Variant;

/**
 * A test game with chance: Nim on heaps 4, 5, 6 where before each move a coin decides whether the mover may take up
 * to 2 (outcome 100) or up to 3 (outcome 101) objects. Who takes the last object wins. Actions: heap * 4 + count - 1.
 */
public final class CoinNim implements Game {
    @Override
    public String id() {
        return "coin-nim";
    }

    @Override
    public String name() {
        return "Coin Nim";
    }

    @Override
    public String description() {
        return "test game";
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
        return List.of();
    }

    @Override
    public Position newGame(Variant variant) {
        return new State();
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
                    int a = Integer.parseInt(text.trim());
                    if (a < 0 || a >= position.actionSpace()) {
                        throw new NotationException("no action " + text);
                    }
                    return a;
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
        return Map.of();
    }

    @Override
    public List<String> playerNames(Variant variant) {
        return List.of("first", "second");
    }

    @Override
    public OptionalInt plyBound(Variant variant) {
        return OptionalInt.of(60);
    }

    static final class State implements Position {
        private static final ChanceOutcomes COIN = ChanceOutcomes.uniform(100, 101);
        final int[] heaps = {4, 5, 6};
        int toMove;
        int limit; // 0 before the coin
        int plies;
        int winner = -1;

        @Override
        public int players() {
            return 2;
        }

        @Override
        public int toMove() {
            return winner >= 0 ? OVER : limit == 0 ? CHANCE : toMove;
        }

        @Override
        public int legalActions(int[] out) {
            int t = toMove();
            if (t == OVER) {
                return 0;
            }
            if (t == CHANCE) {
                out[0] = 100;
                out[1] = 101;
                return 2;
            }
            int n = 0;
            for (int h = 0; h < 3; h++) {
                for (int c = 1; c <= Math.min(limit, heaps[h]); c++) {
                    out[n++] = h * 4 + c - 1;
                }
            }
            return n;
        }

        @Override
        public int maxActions() {
            return 12;
        }

        @Override
        public int actionSpace() {
            return 102;
        }

        @Override
        public void play(int action) {
            plies++;
            if (action >= 100) {
                limit = action == 100 ? 2 : 3;
                return;
            }
            heaps[action / 4] -= action % 4 + 1;
            if (heaps[0] + heaps[1] + heaps[2] == 0) {
                winner = toMove;
            }
            toMove = 1 - toMove;
            limit = 0;
        }

        @Override
        public ChanceOutcomes chance() {
            return COIN;
        }

        @Override
        public double payoff(int player) {
            return winner == player ? 1 : 0;
        }

        @Override
        public Position copy() {
            State s = new State();
            System.arraycopy(heaps, 0, s.heaps, 0, 3);
            s.toMove = toMove;
            s.limit = limit;
            s.plies = plies;
            s.winner = winner;
            return s;
        }

        @Override
        public long hash() {
            return ((((heaps[0] * 8L + heaps[1]) * 8 + heaps[2]) * 4 + limit) * 2 + toMove) * 3 + winner + 1;
        }

        @Override
        public int plies() {
            return plies;
        }
    }
}
