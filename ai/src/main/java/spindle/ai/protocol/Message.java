package spindle.ai.protocol;

import java.util.List;

/**
 * One line of the engine protocol ({@code docs/engine-protocol.md}). The referee sends {@link Hello},
 * {@link NewGame}, {@link SetPosition}, {@link Go}, {@link Result} and {@link Quit}; the engine answers each but
 * {@code quit} with exactly one of {@link EngineId} (to {@code protocol}), {@link Move} (to {@code go}),
 * {@link Ok} (to the others) or {@link Failure}, and may send {@link Info} lines before it. Read and written only
 * by {@link Protocol}.
 */
public sealed interface Message {

    /** {@code protocol <version>}: the referee's first line. */
    record Hello(int version) implements Message {
    }

    /** {@code engine <version> <name>}: the engine's answer to {@code protocol}. */
    record EngineId(int version, String name) implements Message {
    }

    /** {@code game <game-id> [<variant>]}: a new game; the variant as {@code name=value,...} (none: defaults). */
    record NewGame(String game, String variant) implements Message {
    }

    /**
     * {@code position [<move>;<move>;...]}: every move from the start, chance outcomes included; or
     * {@code position text <position text>[;<move>;...]}: the moves from a position given as text ({@code from}, null
     * for the start).
     */
    record SetPosition(String from, List<String> moves) implements Message {
        public SetPosition {
            moves = List.copyOf(moves);
        }

        public SetPosition(List<String> moves) {
            this(null, moves);
        }
    }

    /**
     * {@code go millis <n> [seat <n>] [seed <n>] [legal <move>;<move>;...]}: one decision for the seat to move
     * (seats count from 1), within {@code millis}. {@code seat} 0 and {@code legal} empty mean not given.
     */
    record Go(long millis, int seat, long seed, List<String> legal) implements Message {
        public Go {
            legal = List.copyOf(legal);
        }
    }

    /** {@code move <move>}: the engine's decision. */
    record Move(String move) implements Message {
    }

    /** {@code result <payoff>,<payoff>,... <reason>}: the game is over (payoffs by seat). */
    record Result(List<Double> payoffs, String reason) implements Message {
        public Result {
            payoffs = List.copyOf(payoffs);
        }
    }

    /** {@code ok}: a command was done. */
    record Ok() implements Message {
    }

    /** {@code error <text>}: a command could not be done. */
    record Failure(String text) implements Message {
    }

    /**
     * {@code hint millis <n>}: Spindle's hint for the seat to move ({@link spindle.ai.solve.Advice}: the solver's
     * result where the position is solved, else a search of at most {@code millis}).
     */
    record HintRequest(long millis) implements Message {
    }

    /** {@code advice <move>;<text>}: the answer to {@code hint}: the move and its value in words. */
    record Advise(String move, String text) implements Message {
    }

    /**
     * {@code observation [seat <n>]}: the observation of the position for learning code, from {@code seat}'s point
     * of view (seats count from 1; 0: the seat to move).
     */
    record ObservationRequest(int seat) implements Message {
    }

    /** {@code observed <json>}: the answer to {@code observation}, one JSON object ({@code docs/observations.md}). */
    record Observed(String json) implements Message {
    }

    /** {@code info <text>}: a remark of the engine, ignored by the referee. */
    record Info(String text) implements Message {
    }

    /** {@code quit}: the engine exits, without an answer. */
    record Quit() implements Message {
    }
}
